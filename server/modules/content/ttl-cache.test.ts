import { describe, expect, it } from 'vitest';
import { keyedTtlCache, ttlCache } from './ttl-cache.ts';

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

describe('keyedTtlCache', () => {
  it('loads each key once per period, forgets on invalidate, never keeps a failure, and starts afresh past max', async () => {
    let clock = 0;
    const cache = keyedTtlCache<number>(1000, 2, () => clock);
    let loads = 0;
    const load = (value: number) => async () => {
      loads += 1;
      return value;
    };
    expect(await cache.get('a', load(1))).toBe(1);
    expect(await cache.get('a', load(2))).toBe(1);
    expect(loads).toBe(1);
    clock = 1001;
    expect(await cache.get('a', load(3))).toBe(3);
    cache.invalidate();
    expect(await cache.get('a', load(4))).toBe(4);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', load(5))).toBe(5);
    // 'a' and 'b' fill it; a third key starts a new map, so 'a' loads again.
    expect(await cache.get('c', load(6))).toBe(6);
    expect(await cache.get('a', load(7))).toBe(7);
  });
});
