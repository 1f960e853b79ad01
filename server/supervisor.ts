// Entry of `npm start` and `npm run serve` (decision 0061): a small process that runs the serving
// process (server/main.ts) and starts it again within 5 s of any exit it did not ask for, with backoff,
// printing one line saying why. The serving process gets this process's Node flags and environment
// (the heap cap and malloc settings of decision 0047 are given once, in package.json), plus how many
// restarts came before it and this process's pid, which /healthz reports.
//
// It loads nothing of the app: it must stay small and must not die of what kills the server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { processAlive } from './db/pglite-lock.ts';
import { superviseServer, type LogLevel } from './supervise/supervisor-loop.ts';

const mainEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

// A line in the shape of the server's own JSON logs (pino): one stream for whoever reads them.
const LEVELS: Record<LogLevel, number> = { warn: 40, error: 50 };
function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  process.stderr.write(`${JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, hostname: os.hostname(), name: 'supervisor', ...fields, msg })}\n`);
}

/**
 * Still the embedded database process: alive, and (where /proc tells) running pglite-server.ts, so a
 * pid the system has given to another process since is never killed.
 */
function databaseAlive(pid: number): boolean {
  if (!processAlive(pid)) return false;
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('pglite-server');
  } catch {
    return process.platform !== 'linux';
  }
}

const supervisor = superviseServer({
  start: (restarts) =>
    spawn(process.execPath, [...process.execArgv, mainEntry, ...process.argv.slice(2)], {
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, SUPERVISOR_PID: String(process.pid), SUPERVISOR_RESTARTS: String(restarts) },
    }),
  log,
  exit: (code) => process.exit(code),
  databaseAlive,
  kill: (pid, signal) => process.kill(pid, signal),
});

// From a terminal (Ctrl+C) the server gets the signal too; from a service manager or a container
// runtime only this process may: either way it is passed on, and the supervisor ends with the server.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => supervisor.stop(signal));
