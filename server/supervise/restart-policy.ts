// When the supervisor (server/supervisor.ts) starts the serving process again after it exited, and the
// line it prints about it (decision 0061). Pure: the clock is passed in, so the backoff is tested
// without waiting.
//
// The promise is a restart within 5 s of any exit. A crash loop (a server that dies as soon as
// it starts) must not spin, so the wait doubles from 0.5 s with each quick failure, but stops at 4 s:
// the supervisor may also spend up to 3 s in parallel making sure the dead server's database process is
// gone, and the sum of the two never passes 5 s. A run that lasted a while resets the wait.

export interface RestartPolicyOptions {
  /** The wait before the first restart of a series. */
  firstDelayMs?: number;
  /** The longest wait: below the 5 s the issue promises. */
  maxDelayMs?: number;
  /** A run at least this long counts as healthy: the next exit starts a new series. */
  stableAfterMs?: number;
}

export const RESTART_POLICY = { firstDelayMs: 500, maxDelayMs: 4_000, stableAfterMs: 30_000 } as const;

export interface RestartDecision {
  /** How many restarts there have been, this one included (what /healthz reports as `restarts`). */
  restarts: number;
  delayMs: number;
}

export interface RestartPolicy {
  /** The serving process was (re)started now. */
  started(): void;
  /** It exited now: how long to wait before the next start, and which restart that is. */
  exited(): RestartDecision;
}

export function createRestartPolicy(now: () => number, options: RestartPolicyOptions = {}): RestartPolicy {
  const { firstDelayMs, maxDelayMs, stableAfterMs } = { ...RESTART_POLICY, ...options };
  let startedAt = now();
  let quickFailures = 0;
  let restarts = 0;
  return {
    started() {
      startedAt = now();
    },
    exited() {
      if (now() - startedAt >= stableAfterMs) quickFailures = 0;
      const delayMs = Math.min(firstDelayMs * 2 ** quickFailures, maxDelayMs);
      quickFailures++;
      restarts++;
      return { restarts, delayMs };
    },
  };
}

/** How a process ended, in words: `exited with code 1`, `was killed by SIGKILL` (`ended`: neither is known). */
export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  if (signal) return `was killed by ${signal}`;
  return code === null ? 'ended' : `exited with code ${code}`;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/**
 * The one line a restart prints: which process ended, how, why when it said so before exiting, and
 * which restart comes when.
 */
export function restartLine(exit: { pid: number | undefined; code: number | null; signal: NodeJS.Signals | null; reason?: string }, decision: RestartDecision): string {
  const why = exit.reason ? `: ${exit.reason}` : '';
  return `The serving process (pid ${exit.pid ?? 'unknown'}) ${describeExit(exit.code, exit.signal)}${why}; restart ${decision.restarts} in ${seconds(decision.delayMs)}`;
}
