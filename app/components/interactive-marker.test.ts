// The browser tests wait for `data-hydrated` before they click: on a page with a lazy island it must
// not appear before the island has hydrated too (decision 0043).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let dataset: Record<string, string>;

async function freshMarker() {
  vi.resetModules();
  return import('./interactive-marker.ts');
}

beforeEach(() => {
  dataset = {};
  vi.stubGlobal('document', { documentElement: { dataset } });
});
afterEach(() => vi.unstubAllGlobals());

describe('the hydrated marker', () => {
  it('is set when the shell has hydrated, on a page without islands', async () => {
    const marker = await freshMarker();
    marker.markShellHydrated();
    expect(dataset.hydrated).toBe('true');
  });

  it('waits for every island, whichever comes last', async () => {
    const marker = await freshMarker();
    const first = marker.islandWaiting();
    const second = marker.islandWaiting();
    marker.markShellHydrated();
    expect(dataset.hydrated).toBeUndefined();
    first();
    first(); // a second report of the same island changes nothing
    expect(dataset.hydrated).toBeUndefined();
    second();
    expect(dataset.hydrated).toBe('true');
  });

  it('is not set by islands alone before the shell has hydrated', async () => {
    const marker = await freshMarker();
    marker.islandWaiting()();
    expect(dataset.hydrated).toBeUndefined();
    marker.markShellHydrated();
    expect(dataset.hydrated).toBe('true');
  });
});
