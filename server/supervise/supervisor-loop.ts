// The supervisor's loop (decision 0061): start the serving process, start it again after any exit
// that nobody asked for, pass a stop request on and end with it. Processes, signals, the clock and
// the output are handed in, so the loop is tested with fake children and fake timers
// (supervisor-loop.test.ts); server/supervisor.ts gives it the real ones.
import { createRestartPolicy, describeExit, restartLine, type RestartPolicyOptions } from './restart-policy.ts';
import { isServingMessage } from './supervisor-channel.ts';

/** The part of a ChildProcess the loop uses. */
export interface ServingChild {
  readonly pid?: number;
  kill(signal?: NodeJS.Signals): boolean;
  on(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export type LogLevel = 'warn' | 'error';

export interface SupervisorOptions {
  /** Starts the serving process; `restarts` restarts came before this start (0 the first time). */
  start(restarts: number): ServingChild;
  log(level: LogLevel, line: string, fields?: Record<string, unknown>): void;
  /** Ends the supervisor (process.exit). */
  exit(code: number): void;
  /** Whether the embedded database process with this pid is still there. */
  databaseAlive(pid: number): boolean;
  kill(pid: number, signal: NodeJS.Signals): void;
  now?: () => number;
  policy?: RestartPolicyOptions;
  /** How long a dead server's database process gets to close by itself before it is killed. */
  databaseGraceMs?: number;
}

export interface Supervisor {
  /** SIGINT or SIGTERM reached the supervisor: pass it on, and end when the server has. */
  stop(signal: NodeJS.Signals): void;
}

/**
 * The database process exits by itself when its server dies (it watches its IPC channel), closing
 * PGlite cleanly; this bounds that wait, so a restart still comes within the issue's 5 s.
 */
export const DATABASE_GRACE_MS = 3_000;

const POLL_MS = 50;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function superviseServer(options: SupervisorOptions): Supervisor {
  const now = options.now ?? Date.now;
  const policy = createRestartPolicy(now, options.policy);
  const graceMs = options.databaseGraceMs ?? DATABASE_GRACE_MS;
  let child: ServingChild | null = null;
  let restarts = 0;
  let stopping = false;
  // Set by the first start that reached `ready`: a server that never got there (a bad setting, a
  // taken port, no build) would fail the same way again, so that is reported, not retried.
  let everReady = false;
  let pendingStart: ReturnType<typeof setTimeout> | null = null;

  // Waits until the ended server's database process is gone, killing it after the grace period:
  // the next server's database process needs the data folder it holds.
  async function databaseGone(pid: number | null): Promise<void> {
    if (pid === null) return;
    const deadline = now() + graceMs;
    while (options.databaseAlive(pid)) {
      if (now() >= deadline) {
        options.log('warn', `The embedded database process (pid ${pid}) of the ended server was still running after ${graceMs / 1000} s; killed it so the next server can open the data folder`, { databasePid: pid });
        try {
          options.kill(pid, 'SIGKILL');
        } catch {
          // Gone in the meantime.
        }
        const hardDeadline = now() + 1_000;
        while (options.databaseAlive(pid) && now() < hardDeadline) await sleep(POLL_MS);
        return;
      }
      await sleep(POLL_MS);
    }
  }

  function start(): void {
    const current = options.start(restarts);
    child = current;
    policy.started();
    let databasePid: number | null = null;
    let reason: string | undefined;
    let ended = false;

    const onEnd = (code: number | null, signal: NodeJS.Signals | null) => {
      if (ended) return;
      ended = true;
      child = null;
      if (stopping) {
        options.exit(code ?? 0);
        return;
      }
      if (!everReady) {
        options.log('error', `The serving process (pid ${current.pid ?? 'unknown'}) ${describeExit(code, signal)}${reason ? `: ${reason}` : ''} before it was ready; not restarting it (see its message above)`, { exitCode: code, signal });
        options.exit(code && code > 0 ? code : 1);
        return;
      }
      const decision = policy.exited();
      restarts = decision.restarts;
      options.log('error', restartLine({ pid: current.pid, code, signal, reason }, decision), {
        servingPid: current.pid,
        exitCode: code,
        signal,
        restarts: decision.restarts,
        delayMs: decision.delayMs,
      });
      const due = now() + decision.delayMs;
      void databaseGone(databasePid).then(() => {
        if (stopping) return;
        pendingStart = setTimeout(() => {
          pendingStart = null;
          if (!stopping) start();
        }, Math.max(0, due - now()));
      });
    };

    current.on('message', (message) => {
      if (!isServingMessage(message)) return;
      if (message.type === 'ready') everReady = true;
      else if (message.type === 'database') databasePid = message.pid;
      else reason = message.reason;
    });
    current.on('exit', onEnd);
    // A process that could not be started at all reports an error and may never report an exit.
    current.on('error', (error) => {
      reason ??= `could not be started (${error.message})`;
      if (current.pid === undefined) onEnd(null, null);
    });
  }

  start();
  return {
    stop(signal) {
      if (stopping) {
        // A second Ctrl+C is passed on too; the server decides what it means.
        child?.kill(signal);
        return;
      }
      stopping = true;
      if (pendingStart) clearTimeout(pendingStart);
      if (child) child.kill(signal);
      else options.exit(0);
    },
  };
}
