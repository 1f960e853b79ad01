import { describe, expect, it } from 'vitest';
import { E2E_PORT_BASE, E2E_PORT_LAST, E2E_PORT_SPAN, E2E_MAX_WORKERS, E2E_WORKERS, ownServerPort, workerServerPort, type OwnServer } from './ports.ts';

describe('browser-suite ports', () => {
  it('are distinct and stay within the documented span from E2E_PORT', () => {
    const servers: OwnServer[] = ['production', 'development', 'genomeSearch', 'databaseProcess'];
    const ports = Array.from({ length: E2E_MAX_WORKERS }, (_, slot) => [workerServerPort(slot), ...servers.map((s) => ownServerPort(s, slot))]).flat();
    expect(new Set(ports).size).toBe(ports.length);
    expect(Math.min(...ports)).toBe(E2E_PORT_BASE);
    expect(Math.max(...ports)).toBe(E2E_PORT_LAST);
    expect(E2E_PORT_LAST - E2E_PORT_BASE).toBeLessThan(E2E_PORT_SPAN);
    expect(E2E_WORKERS).toBeGreaterThanOrEqual(1);
    expect(E2E_WORKERS).toBeLessThanOrEqual(E2E_MAX_WORKERS);
  });
});
