// What a Lighthouse table needs beside it to be read: these machines vary by several times from hour
// to hour, and not only in CPU. On 2026-11-30 a fresh VM took 13-20 µs to give a process each new 4 kB
// page of memory (3.4 s for 1 GB), every time, also for memory freed a moment before, and the public
// home page's Total Blocking Time read 770-1,220 ms where the same code read 110 ms the day before;
// Lighthouse's own BenchmarkIndex (a CPU loop) read 1,600-2,700 on both. A new renderer for every page load pays that cost
// for its whole heap, and the simulated 4x slowdown multiplies it.
import { spawnSync } from 'node:child_process';

const MEGABYTES = 256;

/** Microseconds a fresh process takes per 4 kB page when it first writes 256 MB. */
export function firstTouchMicrosPerPage(): number {
  const script = `const b = Buffer.allocUnsafeSlow(${MEGABYTES} * 1024 * 1024); const t = performance.now(); for (let i = 0; i < b.length; i += 4096) b[i] = 1; process.stdout.write(String(performance.now() - t));`;
  const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  const ms = Number(run.stdout);
  return Number.isFinite(ms) ? (ms * 1000) / ((MEGABYTES * 1024 * 1024) / 4096) : Number.NaN;
}
