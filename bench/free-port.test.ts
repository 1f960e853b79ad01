import { describe, expect, it } from 'vitest';
import { benchPort } from './free-port.ts';

describe('the port of a benchmark', () => {
  it('is BENCH_PORT when set', async () => {
    expect(await benchPort({ BENCH_PORT: '3411' })).toBe(3411);
  });

  it('is a free port otherwise', async () => {
    const port = await benchPort({});
    expect(port).toBeGreaterThan(0);
    expect(port).toBeLessThan(65_536);
  });

  it('refuses a BENCH_PORT that is not a port number, in one line', async () => {
    for (const bad of ['http', '0', '70000', '3.5']) {
      await expect(benchPort({ BENCH_PORT: bad })).rejects.toThrow(`BENCH_PORT must be a port number (1-65535), not "${bad}"`);
    }
  });
});
