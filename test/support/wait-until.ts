// Waiting for something another process or the job queue does. There is no deadline here: the test's
// own timeout bounds the wait, so a machine busy with other work makes a test slower, never red.
// (A wait that must end within some time is a benchmark's question, not a test's.)

/** Polls `check` every `everyMs` until it holds, and answers its last truthy value. */
export async function waitUntil<T>(check: () => T | Promise<T>, everyMs = 25): Promise<NonNullable<T>> {
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
