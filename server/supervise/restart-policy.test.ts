// The supervisor's backoff (decision 0061) on a clock the test moves: 0.5 s doubling to at most 4 s
// while the server keeps dying quickly, back to 0.5 s after a run of 30 s; and the line it prints.
import { describe, expect, it } from 'vitest';
import { createRestartPolicy, describeExit, restartLine, RESTART_POLICY } from './restart-policy.ts';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('the restart policy', () => {
  it('waits 0.5 s after the first exit and doubles the wait while the server keeps dying at once', () => {
    const time = clock();
    const policy = createRestartPolicy(time.now);
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      time.advance(200);
      const decision = policy.exited();
      expect(decision.restarts).toBe(i + 1);
      delays.push(decision.delayMs);
      time.advance(decision.delayMs);
      policy.started();
    }
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 4_000, 4_000, 4_000]);
  });

  it('never waits so long that a restart would come more than 5 s after the exit', () => {
    // The wait runs beside the supervisor's wait for the dead server's database process (3 s at most).
    expect(RESTART_POLICY.maxDelayMs).toBeLessThanOrEqual(5_000 - 1_000);
    const time = clock();
    const policy = createRestartPolicy(time.now);
    for (let i = 0; i < 50; i++) {
      const { delayMs } = policy.exited();
      expect(delayMs).toBeLessThanOrEqual(RESTART_POLICY.maxDelayMs);
      time.advance(delayMs);
      policy.started();
    }
  });

  it('starts a new series after a run of 30 s, and keeps counting restarts', () => {
    const time = clock();
    const policy = createRestartPolicy(time.now);
    policy.exited();
    policy.started();
    time.advance(1_000);
    expect(policy.exited()).toEqual({ restarts: 2, delayMs: 1_000 });
    policy.started();
    time.advance(29_999);
    expect(policy.exited()).toEqual({ restarts: 3, delayMs: 2_000 });
    policy.started();
    time.advance(30_000);
    expect(policy.exited()).toEqual({ restarts: 4, delayMs: 500 });
  });

  it('counts the first run from its creation, and takes other settings', () => {
    const time = clock();
    const policy = createRestartPolicy(time.now, { firstDelayMs: 100, maxDelayMs: 300, stableAfterMs: 1_000 });
    time.advance(500);
    expect(policy.exited()).toEqual({ restarts: 1, delayMs: 100 });
    policy.started();
    expect(policy.exited()).toEqual({ restarts: 2, delayMs: 200 });
    policy.started();
    expect(policy.exited()).toEqual({ restarts: 3, delayMs: 300 });
    policy.started();
    time.advance(1_000);
    expect(policy.exited()).toEqual({ restarts: 4, delayMs: 100 });
  });
});

describe('the restart line', () => {
  it('names the process, how it ended, why when it said so, and the restart to come', () => {
    expect(describeExit(1, null)).toBe('exited with code 1');
    expect(describeExit(null, 'SIGKILL')).toBe('was killed by SIGKILL');
    expect(restartLine({ pid: 42, code: null, signal: 'SIGKILL' }, { restarts: 1, delayMs: 500 })).toBe(
      'The serving process (pid 42) was killed by SIGKILL; restart 1 in 0.5 s',
    );
    expect(
      restartLine({ pid: 43, code: 1, signal: null, reason: 'the embedded database process (pid 44) ended unexpectedly (signal SIGKILL)' }, { restarts: 2, delayMs: 1_000 }),
    ).toBe('The serving process (pid 43) exited with code 1: the embedded database process (pid 44) ended unexpectedly (signal SIGKILL); restart 2 in 1 s');
  });
});
