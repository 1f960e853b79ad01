// What the web process's main thread and /healthz did while an attack ran: the CPU time the main
// thread spent (process.threadCpuUsage), the longest event-loop stall (perf_hooks.monitorEventLoopDelay)
// and every /healthz answer, asked one after another all along.
// The attack tests hold the main thread's CPU time under 1 s (issue 32's bound on a stall): a parse
// on the main thread costs it seconds, one in a worker almost nothing. CPU time, unlike the stall's
// wall time, does not grow when a busy machine leaves the thread waiting for a core (decision 0057),
// so the stall and the slowest /healthz are reported for the reader, not compared with a bound.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

export interface StallReport {
  /** CPU time the main thread (the event loop's thread) used during the attack (ms). */
  mainThreadCpuMs: number;
  /** The longest the event loop was blocked (ms). */
  maxStallMs: number;
  /** /healthz answers during the attack: how many, their slowest (ms) and whether all were 200. */
  healthz: { answers: number; slowestMs: number; allOk: boolean };
}

const PROBES = 50;

export async function watchWhile<T>(app: FastifyInstance, attack: () => Promise<T>): Promise<{ result: T; report: StallReport }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const state = { running: true };
  const healthz = { answers: 0, slowestMs: 0, allOk: true };
  const probe = (async () => {
    // At most PROBES answers: each costs the main thread CPU, so a starved (slow) attack would
    // otherwise add probes, and CPU, with its length and not with its own work.
    while (state.running && healthz.answers < PROBES) {
      const started = performance.now();
      const answer = await app.inject({ method: 'GET', url: '/healthz' });
      healthz.slowestMs = Math.max(healthz.slowestMs, performance.now() - started);
      healthz.answers++;
      if (answer.statusCode !== 200) healthz.allOk = false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  delay.enable();
  const cpuBefore = process.threadCpuUsage();
  try {
    const result = await attack();
    const cpu = process.threadCpuUsage(cpuBefore);
    return { result, report: { mainThreadCpuMs: (cpu.user + cpu.system) / 1000, maxStallMs: delay.max / 1e6, healthz } };
  } finally {
    delay.disable();
    state.running = false;
    await probe;
  }
}
