// The clock API tests hand to the app (buildApp's `clock`): it stands still until the test moves it, so
// a remaining wait, a session's lifetime or a link's expiry reads the same on an idle machine and on one
// whose cores are taken by other work. Only the test's own steps move time.
export interface TestClock {
  /** The current instant (a fresh Date each call), as the app reads it. */
  (): Date;
  /** Milliseconds since the epoch, like Date.now(). */
  ms(): number;
  /** Moves time forward (or back, with a negative `ms`). */
  advance(ms: number): void;
  /** Sets the current instant. */
  set(at: Date | number): void;
}

/** A clock standing at `start` (the wall clock's instant when made, unless given). */
export function createTestClock(start: Date | number = Date.now()): TestClock {
  let current = typeof start === 'number' ? start : start.getTime();
  const clock = (() => new Date(current)) as TestClock;
  clock.ms = () => current;
  clock.advance = (ms: number) => {
    current += ms;
  };
  clock.set = (at: Date | number) => {
    current = typeof at === 'number' ? at : at.getTime();
  };
  return clock;
}
