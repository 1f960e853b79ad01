// What the web process's event loop and /healthz did while an attack ran: the longest event-loop stall
// (perf_hooks.monitorEventLoopDelay) and every /healthz answer, asked one after another all along.
// The attack tests hold both under 1 s (issue 32), a bound generous enough not to depend on the
// machine's speed: a parse on the main thread stalls it for seconds, one in a worker not at all.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

export interface StallReport {
  /** The longest the event loop was blocked (ms). */
  maxStallMs: number;
  /** /healthz answers during the attack: how many, their slowest (ms) and whether all were 200. */
  healthz: { answers: number; slowestMs: number; allOk: boolean };
}

export async function watchWhile<T>(app: FastifyInstance, attack: () => Promise<T>): Promise<{ result: T; report: StallReport }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const state = { running: true };
  const healthz = { answers: 0, slowestMs: 0, allOk: true };
  const probe = (async () => {
    while (state.running) {
      const started = performance.now();
      const answer = await app.inject({ method: 'GET', url: '/healthz' });
      healthz.slowestMs = Math.max(healthz.slowestMs, performance.now() - started);
      healthz.answers++;
      if (answer.statusCode !== 200) healthz.allOk = false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  delay.enable();
  try {
    const result = await attack();
    return { result, report: { maxStallMs: delay.max / 1e6, healthz } };
  } finally {
    delay.disable();
    state.running = false;
    await probe;
  }
}
