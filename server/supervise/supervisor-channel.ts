// What the serving process (server/main.ts) and its supervisor (server/supervisor.ts) tell each other
// over the IPC channel the supervisor opens (decision 0061). Without a supervisor (`npm run dev`, tests,
// `node server/main.ts` by hand) there is no channel and every function here does nothing.
import type { LockOwner } from '../db/pglite-lock.ts';

/** What the serving process tells its supervisor. */
export type ServingMessage =
  /** Listening: from now on an exit is a crash to restart, not a failed start to report. */
  | { type: 'ready' }
  /**
   * The embedded database's own process (decision 0040). If the server dies without closing it, the
   * supervisor waits for it to go (it exits when its parent does) before starting the next server,
   * which needs the data folder it holds.
   */
  | { type: 'database'; pid: number }
  /** Why the server is about to exit, for the supervisor's restart line. */
  | { type: 'exiting'; reason: string };

export function isServingMessage(value: unknown): value is ServingMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  if (message.type === 'ready') return true;
  if (message.type === 'database') return Number.isInteger(message.pid);
  if (message.type === 'exiting') return typeof message.reason === 'string';
  return false;
}

/**
 * The site as the embedded database's lock names it to a refused command: the pid whose end ends the
 * site. Under `npm start` that is the supervisor (`SUPERVISOR_PID`), since it restarts a stopped
 * serving process; without one, this serving process.
 */
export function siteLockOwner(supervisorPid: number | undefined): LockOwner {
  return { what: 'site', pid: supervisorPid ?? process.pid };
}

/** Whether this process was started by the supervisor and it is still there. */
export const supervised = (): boolean => typeof process.send === 'function' && process.connected;

export function tellSupervisor(message: ServingMessage): void {
  if (supervised()) process.send!(message);
}

/**
 * Exits with `code` once the supervisor has the reason (a send is asynchronous: exiting at once could
 * lose it). A channel that does not take it within a second does not hold the exit up.
 */
export function exitTellingSupervisor(reason: string, code = 1): void {
  if (!supervised()) process.exit(code);
  const timer = setTimeout(() => process.exit(code), 1_000);
  process.send!({ type: 'exiting', reason } satisfies ServingMessage, () => {
    clearTimeout(timer);
    process.exit(code);
  });
}

/**
 * Calls `stop` when the supervisor goes away (killed, say), or at once if it is gone already: a server
 * nobody would restart must not go on holding the port and the data folder. Nothing happens for a
 * process that was not started by a supervisor.
 */
export function onSupervisorGone(stop: () => void): void {
  if (typeof process.send !== 'function') return;
  if (process.connected) process.once('disconnect', stop);
  else stop();
}
