// The image gate: one picture at a time in this process, the next ones waiting in arrival order, and
// a refusal at once past the waiting places. Observed through the gate's own counts, never by timing.
import { describe, expect, it } from 'vitest';
import { createImageGate } from './image-gate.ts';

/** A piece of work that runs until `finish` is called, and says when it started. */
function held(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<string>((resolve) => (finish = () => resolve(name)));
  return {
    work: () => {
      log.push(`start ${name}`);
      return done.then((value) => {
        log.push(`end ${name}`);
        return value;
      });
    },
    finish,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the image gate', () => {
  it('runs one piece of work at a time, the others in arrival order', async () => {
    const gate = createImageGate(1, 4);
    const log: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => held(log, name));
    const runs = [gate.run(a.work), gate.run(b.work), gate.run(c.work)];
    await settle();
    expect([gate.running, gate.waiting]).toEqual([1, 2]);
    expect(log).toEqual(['start a']);
    // b and c are waiting, so finishing them first starts nothing.
    c.finish();
    b.finish();
    await settle();
    expect(log).toEqual(['start a']);
    a.finish();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(gate.mostAtOnce).toBe(1);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('refuses at once past its waiting places, and a failed piece of work frees its place', async () => {
    const gate = createImageGate(1, 2);
    const log: string[] = [];
    const first = held(log, 'first');
    const running = gate.run(first.work);
    const queued = [gate.run(async () => 'q1'), gate.run(async () => 'q2')];
    await expect(gate.run(async () => 'extra')).rejects.toMatchObject({ code: 429, message: '图片处理繁忙，请稍后再试' });
    first.finish();
    expect(await Promise.all([running, ...queued])).toEqual(['first', 'q1', 'q2']);
    await expect(gate.run(async () => Promise.reject(new Error('broken picture')))).rejects.toThrow('broken picture');
    expect(await gate.run(async () => 'after')).toBe('after');
    expect([gate.running, gate.waiting, gate.mostAtOnce]).toEqual([0, 0, 1]);
  });
});
