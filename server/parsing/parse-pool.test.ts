// The parse pool's own rules, with a probe worker (test/support/probe-parse-worker.ts) that runs out of
// heap, never ends, throws or exits on request: each such parse is answered with its refusal, the
// process goes on, and the next parse of the lane gets a new worker. Time limits are fired by the test
// (an injected TimeLimit), never waited for.
import { afterEach, describe, expect, it } from 'vitest';
import { waitUntil } from '../../test/support/wait-until.ts';
import type { ProbeInput } from '../../test/support/probe-parse-worker.ts';
import type { LaneOptions } from './parse-lanes.ts';
import { createParsePool, type ParsePool, type TimeLimit } from './parse-pool.ts';

type ProbeTasks = { probe: { input: ProbeInput; output: unknown } };
const WORKER = new URL('../../test/support/probe-parse-worker.ts', import.meta.url);
const messages = { memory: (mb: number) => `内存 ${mb} MB`, time: (seconds: number) => `时间 ${seconds} 秒` };
const lane = (overrides: Partial<LaneOptions<'probe'>> = {}): LaneOptions<'probe'> => ({
  task: 'probe',
  heapMb: 16,
  youngMb: 4,
  timeLimitMs: 30_000,
  maxWaiting: 4,
  messages,
  ...overrides,
});

/** A time limit the test fires: every armed expiry is kept until the test calls it. */
function heldTimeLimit() {
  const armed: Array<{ ms: number; expire: () => void; cancelled: boolean }> = [];
  const timeLimit: TimeLimit = (ms, expire) => {
    const entry = { ms, expire, cancelled: false };
    armed.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
  return { timeLimit, armed, fireLatest: () => armed.findLast((entry) => !entry.cancelled)!.expire() };
}

const pools: ParsePool<ProbeTasks, Record<string, LaneOptions>>[] = [];
function poolOf(lanes: Record<string, LaneOptions>, timeLimit?: TimeLimit, idleMs?: number) {
  const pool = createParsePool<ProbeTasks, Record<string, LaneOptions>>({ lanes, workerUrl: WORKER, timeLimit, idleMs });
  pools.push(pool);
  return pool;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('the parse pool', () => {
  it('answers each parse, one at a time per lane, in the order they came', async () => {
    const pool = poolOf({ a: lane(), b: lane() });
    const answers = await Promise.all([1, 2, 3].map((value) => pool.run('a', { do: 'echo', value })));
    expect(answers).toEqual([1, 2, 3].map((value) => ({ ok: true, value })));
    const held = heldTimeLimit();
    const spinning = poolOf({ a: lane() }, held.timeLimit);
    const first = spinning.run('a', { do: 'spin' });
    const second = spinning.run('a', { do: 'echo', value: 'after' });
    await waitUntil(() => held.armed.length === 1);
    expect(spinning.state('a')).toEqual({ running: true, waiting: 1, worker: true });
    held.fireLatest();
    expect(await first).toMatchObject({ ok: false, reason: 'time' });
    expect(await second).toEqual({ ok: true, value: 'after' });
  });

  it('refuses a parse that outgrows its heap, naming the limit, and the next parse of the lane still works', async () => {
    const pool = poolOf({ a: lane({ heapMb: 16 }) });
    expect(await pool.run('a', { do: 'allocate' })).toEqual({ ok: false, reason: 'memory', message: '内存 16 MB' });
    expect(await pool.run('a', { do: 'echo', value: 'alive' })).toEqual({ ok: true, value: 'alive' });
    expect(pool.state('a')).toMatchObject({ running: false, worker: true });
  });

  it('stops a parse that outlasts its time (the worker is ended), and the next parse gets a new worker', async () => {
    const held = heldTimeLimit();
    const pool = poolOf({ a: lane({ timeLimitMs: 20_000 }) }, held.timeLimit);
    const spinning = pool.run('a', { do: 'spin' });
    await waitUntil(() => held.armed.length === 1);
    expect(held.armed[0]!.ms).toBe(20_000);
    held.fireLatest();
    expect(await spinning).toEqual({ ok: false, reason: 'time', message: '时间 20 秒' });
    expect(await pool.run('a', { do: 'echo', value: 'next' })).toEqual({ ok: true, value: 'next' });
    // Its own time limit was armed and, answered in time, cancelled.
    expect(held.armed).toHaveLength(2);
    expect(held.armed[1]!.cancelled).toBe(true);
  });

  it('refuses at once when as many parses wait as the lane allows', async () => {
    const held = heldTimeLimit();
    const pool = poolOf({ a: lane({ maxWaiting: 1 }) }, held.timeLimit);
    const running = pool.run('a', { do: 'spin' });
    const waiting = pool.run('a', { do: 'echo', value: 'waited' });
    expect(await pool.run('a', { do: 'echo', value: 'third' })).toEqual({ ok: false, reason: 'busy', message: '文件解析繁忙，请稍后再试' });
    await waitUntil(() => held.armed.length === 1);
    held.fireLatest();
    expect(await running).toMatchObject({ reason: 'time' });
    expect(await waiting).toEqual({ ok: true, value: 'waited' });
  });

  it('answers a parse that throws, or whose worker ends, as failed; the lane goes on', async () => {
    const pool = poolOf({ a: lane() });
    expect(await pool.run('a', { do: 'throw' })).toEqual({ ok: false, reason: 'failed', message: '文件无法解析，请检查文件后再试' });
    expect(await pool.run('a', { do: 'exit' })).toEqual({ ok: false, reason: 'failed', message: '文件无法解析，请检查文件后再试' });
    expect(await pool.run('a', { do: 'echo', value: 1 })).toEqual({ ok: true, value: 1 });
    // An input that cannot cross to the worker is answered the same way, not thrown.
    expect(await pool.run('a', { do: 'echo', value: () => 1 })).toMatchObject({ ok: false, reason: 'failed' });
    expect(await pool.run('a', { do: 'echo', value: 2 })).toEqual({ ok: true, value: 2 });
  });

  it('gives each lane a worker with its own heap, and ends an idle worker', async () => {
    const pool = poolOf({ small: lane({ heapMb: 16 }), large: lane({ heapMb: 96 }) }, undefined, 50);
    const small = await pool.run('small', { do: 'heap' });
    const large = await pool.run('large', { do: 'heap' });
    const limit = (answer: typeof small) => (answer.ok ? (answer.value as { heapLimitMb: number }).heapLimitMb : 0);
    // The old generation plus the young one (a few MB here).
    expect(limit(small)).toBeGreaterThanOrEqual(16);
    expect(limit(small)).toBeLessThan(40);
    expect(limit(large)).toBeGreaterThanOrEqual(96);
    expect(limit(large)).toBeLessThan(120);
    await waitUntil(() => !pool.state('small').worker && !pool.state('large').worker);
  });

  it('refuses what comes after it is closed', async () => {
    const pool = poolOf({ a: lane() });
    await pool.close();
    expect(await pool.run('a', { do: 'echo', value: 1 })).toMatchObject({ ok: false, reason: 'failed' });
  });
});
