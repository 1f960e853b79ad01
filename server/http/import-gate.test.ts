import { describe, expect, it } from 'vitest';
import { createImportGate } from './import-gate.ts';

/** A piece of work that runs until `finish` is called. */
function held() {
  let finish!: () => void;
  const done = new Promise<string>((resolve) => (finish = () => resolve('done')));
  return { work: () => done, finish };
}

describe('the import gate', () => {
  it('runs one import per caller and two per process, refusing the rest at once, and frees its place after', async () => {
    const gate = createImportGate(2);
    const first = held();
    const running = gate.run('user:1', first.work);
    await expect(gate.run('user:1', async () => 'x')).rejects.toMatchObject({ code: 429, message: '您有一个导入正在进行，请等它完成后再试' });
    const second = held();
    const other = gate.run('user:2', second.work);
    await expect(gate.run('user:3', async () => 'x')).rejects.toMatchObject({ code: 429, message: '导入繁忙，请稍后再试' });
    expect(gate.running).toBe(2);
    // The same answers before a file is read, without taking a place.
    expect(() => gate.admit('user:1')).toThrow('您有一个导入正在进行，请等它完成后再试');
    expect(() => gate.admit('user:3')).toThrow('导入繁忙，请稍后再试');
    first.finish();
    expect(await running).toBe('done');
    expect(await gate.run('user:3', async () => 'three')).toBe('three');
    second.finish();
    await other;
    await expect(gate.run('user:2', async () => Promise.reject(new Error('broken file')))).rejects.toThrow('broken file');
    expect(gate.running).toBe(0);
  });
});
