import os from 'node:os';

// The browser suite's time limits catch a hang, never a slow machine: no test asserts a duration (that
// is `npm run bench`). A busy 2-core machine (load 16 beside the suite) ran a console page 8x slower
// and failed tests at limits that hold on an idle one, so every limit is multiplied by a scale read
// once, when the run starts, and handed to the workers and servers in E2E_TIME_SCALE.

/** The scale for a run: E2E_TIME_SCALE if given, else the load per core rounded up, at least 2 in CI, at most 4. */
export function timeScale(input: { given?: string; load: number; cores: number; ci: boolean }): number {
  const given = Number(input.given);
  if (Number.isFinite(given) && given >= 1) return given;
  return Math.min(4, Math.max(input.ci ? 2 : 1, Math.ceil(input.load / Math.max(1, input.cores))));
}

export const TIME_SCALE = timeScale({
  given: process.env.E2E_TIME_SCALE,
  load: os.loadavg()[0],
  cores: os.availableParallelism(),
  ci: !!process.env.CI,
});
// Read in the main process first (playwright.config.ts); its workers and web servers inherit it, so
// one run uses one scale even when the load changes while it runs.
process.env.E2E_TIME_SCALE = String(TIME_SCALE);

/** A time limit of `ms` on an idle machine, scaled for this run. */
export function limit(ms: number): number {
  return ms * TIME_SCALE;
}
