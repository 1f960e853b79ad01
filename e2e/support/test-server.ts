// Starts the production server for end-to-end tests and benchmarks on a fresh data folder and, when
// TEST_DATABASE_URL is given, a fresh PostgreSQL database, so the demo seed runs on every start and runs
// are repeatable. Runs directly under Node (erasable TypeScript only).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { limit } from './time-limits.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The data folder a server on `port` uses; fixed per port so Playwright's processes agree on it. */
export function dataDirFor(port: number, purpose = 'e2e'): string {
  return path.join(os.tmpdir(), `gene-site-${purpose}-${port}`);
}

/** The database name derived from TEST_DATABASE_URL's database for a server on `port`. */
export function databaseUrlFor(testDatabaseUrl: string, port: number, purpose = 'e2e'): string {
  const url = new URL(testDatabaseUrl);
  const base = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  url.pathname = `/${base}_${purpose}_${port}`.toLowerCase().replace(/[^a-z0-9_/]/g, '_');
  return url.toString();
}

async function adminQuery(testDatabaseUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseName(url: string) {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** Drops (forcibly) and recreates the database named by `databaseUrl`, connecting through `adminUrl`. */
export async function recreateDatabase(adminUrl: string, databaseUrl: string) {
  const name = databaseName(databaseUrl);
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
}

export async function dropDatabase(adminUrl: string, databaseUrl: string) {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${databaseName(databaseUrl)}" WITH (FORCE)`);
}

/** The first admin of the e2e server, created with `npm run staff -- add` before it starts (serve.ts). */
export const E2E_ADMIN = { email: 'admin@e2e.example.com', name: '王管理', password: 'Admin#2026e2e' } as const;

/** Runs one of the project's command lines (server/cli/<name>.ts) against the server's data folder (or database), as an operator would. */
export async function runCli(name: 'staff' | 'genome', options: ServerOptions, databaseUrl: string | undefined, args: string[]): Promise<void> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'server', 'cli', `${name}.ts`), ...args], {
    cwd: repoRoot,
    env: serverEnvironment(options, databaseUrl),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number>((resolve) => child.once('exit', (exit, signal) => resolve(exit ?? (signal ? 1 : 0))));
  if (code !== 0) throw new Error(`npm run ${name} -- ${args[0]} exited with ${code}`);
}

export const runStaffCli = (options: ServerOptions, databaseUrl: string | undefined, args: string[]) => runCli('staff', options, databaseUrl, args);

/** Phage λ from Debian's bowtie2-examples: the genome the e2e server offers for genome searches. */
export const E2E_GENOME = { name: 'lambda', title: 'Phage λ', file: '/usr/share/doc/bowtie2/examples/reference/lambda_virus.fa.gz' } as const;

/** The captcha answer the e2e server accepts (CAPTCHA_TEST_ANSWER), so registration can be automated. */
export const E2E_CAPTCHA_ANSWER = 'TEST';

export interface ServerOptions {
  port: number;
  purpose?: string;
  /** PostgreSQL server to create the fresh database on; PGlite under the data folder otherwise. */
  testDatabaseUrl?: string;
  logLevel?: string;
  stdio?: 'inherit' | 'ignore';
  /** NODE_ENV of the server; null starts it as `npm start` does on a fresh machine, with none set. */
  nodeEnv?: string | null;
  /**
   * Runs on the fresh data folder (and database) before the server starts, e.g. to load bulk rows a
   * benchmark needs; the demo seed then fills only the tables left empty.
   */
  prepare?: (target: { dataDir: string; databaseUrl?: string }) => Promise<void>;
  /** Arguments after server/main.ts: `['--dev']` starts it as `npm run dev` does. */
  serverArgs?: string[];
  /**
   * Node flags before server/main.ts; the start commands' heap cap unless given. `npm run dev` runs
   * without it: Vite and the in-process database need more than the production server's 192 MB.
   */
  nodeFlags?: string[];
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Stops the server and removes its data folder and database. */
  stop(): Promise<void>;
}

/**
 * Environment of the server under test; it always serves the production build. End-to-end runs use
 * NODE_ENV=test because the server refuses a fixed captcha answer in production; benchmarks keep
 * NODE_ENV=production so they measure what production runs.
 */
export function serverEnvironment(options: ServerOptions, databaseUrl?: string): NodeJS.ProcessEnv {
  const e2e = (options.purpose ?? 'e2e') === 'e2e';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: e2e ? 'test' : 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    DATA_DIR: dataDirFor(options.port, options.purpose),
    SEED_DEMO: 'true',
    EMBEDDED_WORKER: 'true',
    // No daily backup: a run crossing the worker's hourly check would archive its throwaway data folder
    // mid-test (the backup itself is drilled in test/backup/).
    BACKUP_INTERVAL_HOURS: '0',
    LOG_LEVEL: options.logLevel ?? 'warn',
    ...PRODUCTION_ENV,
  };
  delete env.DATABASE_URL;
  // The outboxes must stay under DATA_DIR, where e2e/support/outbox.ts reads them.
  for (const key of ['CAPTCHA_TEST_ANSWER', 'MAIL_SMTP_URL', 'MAIL_OUTBOX_DIR', 'SMS_PROVIDER', 'SMS_OUTBOX_DIR']) delete env[key];
  if (options.nodeEnv === null) delete env.NODE_ENV;
  else if (options.nodeEnv) env.NODE_ENV = options.nodeEnv;
  if (env.NODE_ENV === 'test') env.CAPTCHA_TEST_ANSWER = E2E_CAPTCHA_ANSWER;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

/**
 * The Node flags `npm start`, `npm run serve` and `npm run worker` run the server with (package.json;
 * a test keeps the two in step; the first two give them to the supervisor, which passes them on to
 * server/main.ts), so benchmarks and browser tests measure the process that runs.
 * (The server keeps TurboFan for CRISPR-Net; the embedded database's own process runs Liftoff only: decision 0040.)
 */
export const PRODUCTION_NODE_FLAGS = (process.env.SERVER_NODE_FLAGS ?? '--max-semi-space-size=16 --max-old-space-size=192').split(' ').filter(Boolean);

/**
 * The environment the start commands set before node (package.json): two malloc arenas instead of
 * glibc's eight per core, which keep freed memory each (decision 0040), and a fixed mmap threshold:
 * glibc raises its own after the first large free, after which a render's 100 kB page buffers and
 * their compressed copies come from the heap and fragment it (decision 0047).
 */
export const PRODUCTION_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' } as const;

/** Prepares a clean data folder (and database) and starts `node server/main.ts`; resolves when /healthz answers. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const dataDir = dataDirFor(options.port, options.purpose);
  const unlock = lockDataDir(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  let databaseUrl: string | undefined;
  if (options.testDatabaseUrl) {
    databaseUrl = databaseUrlFor(options.testDatabaseUrl, options.port, options.purpose);
    await recreateDatabase(options.testDatabaseUrl, databaseUrl);
  }
  if (options.prepare) await options.prepare({ dataDir, databaseUrl });
  const child = spawn(process.execPath, [...(options.nodeFlags ?? PRODUCTION_NODE_FLAGS), path.join(repoRoot, 'server', 'main.ts'), ...(options.serverArgs ?? [])], {
    cwd: repoRoot,
    env: serverEnvironment(options, databaseUrl),
    stdio: ['ignore', options.stdio ?? 'inherit', options.stdio ?? 'inherit'],
  });
  const exited = new Promise<number>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  const url = `http://127.0.0.1:${options.port}`;

  const cleanUp = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (options.testDatabaseUrl && databaseUrl) await dropDatabase(options.testDatabaseUrl, databaseUrl);
    unlock();
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await cleanUp();
  };

  const deadline = Date.now() + limit(120_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await cleanUp();
      throw new Error(`The server exited during start-up (code ${child.exitCode ?? child.signalCode}).`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer /healthz within ${limit(120_000) / 1000} s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, child, stop };
}
