import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache.ts';

describe('ttlCache', () => {
  it('loads once per period, shares a pending load and reloads after expiry or invalidate', async () => {
    let clock = 0;
    let loads = 0;
    const cache = ttlCache(async () => ++loads, 1000, () => clock);
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    clock = 999;
    expect(await cache.get()).toBe(1);
    clock = 1000;
    expect(await cache.get()).toBe(2);
    cache.invalidate();
    expect(await cache.get()).toBe(3);
  });

  it('does not cache a failure', async () => {
    let fail = true;
    const cache = ttlCache(async () => {
      if (fail) throw new Error('down');
      return 'up';
    }, 1000);
    await expect(cache.get()).rejects.toThrow('down');
    fail = false;
    expect(await cache.get()).toBe('up');
  });

  it('does not keep a load that was running when invalidate() was called', async () => {
    let release!: () => void;
    let loads = 0;
    const cache = ttlCache(
      () =>
        new Promise<number>((resolve) => {
          const n = ++loads;
          if (n === 1) release = () => resolve(n);
          else resolve(n);
        }),
      60_000,
    );
    const first = cache.get();
    cache.invalidate();
    release();
    expect(await first).toBe(1);
    expect(await cache.get()).toBe(2);
    expect(await cache.get()).toBe(2);
  });
});
