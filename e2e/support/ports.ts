// Every port the browser suite listens on, from one base (E2E_PORT, default 3211) within
// E2E_PORT_SPAN ports, so a machine that runs two suites side by side needs only two bases 20 apart:
//   base + 0 … base + 1                the servers Playwright starts, one per worker (playwright.config.ts)
//   base + 2 + 4 × worker + slot       a server a spec starts for itself, per worker (`ownServerPort`)
// Playwright tells each worker process its slot in TEST_PARALLEL_INDEX (0 … workers − 1); a worker
// that replaces a failed one takes over its slot, and so its server.
export const E2E_PORT_BASE = Number(process.env.E2E_PORT ?? 3211);
/** The most workers the port plan has room for: each has its own server, data folder and database. */
export const E2E_MAX_WORKERS = 2;
/**
 * Workers of this run: E2E_WORKERS (1 or 2), else two. With a trace recorded for every test, one
 * worker kept both cores busy and two ran each test 2.1 times slower; without it (traces on a retry
 * only, playwright.config.ts) two finished the suite in 12.8 minutes where one took 13-14 (decision 0057).
 */
export const E2E_WORKERS = Math.min(E2E_MAX_WORKERS, Math.max(1, Number(process.env.E2E_WORKERS) || 2));
export const E2E_PORT_SPAN = 20;

const OWN_SERVER_SLOTS = { production: 0, development: 1, genomeSearch: 2, databaseProcess: 3 } as const;
export type OwnServer = keyof typeof OWN_SERVER_SLOTS;
const OWN_SERVER_FIRST = E2E_PORT_BASE + E2E_MAX_WORKERS;
const SLOTS_PER_WORKER = Object.keys(OWN_SERVER_SLOTS).length;

/** This worker's slot (0 outside a worker, e.g. in the config or the web server command). */
export function workerSlot(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

/** The port of the shared server of worker `slot` (this worker's unless given). */
export function workerServerPort(slot = workerSlot()): number {
  return E2E_PORT_BASE + slot;
}

/** The port of a server a spec starts for itself, distinct per worker. */
export function ownServerPort(server: OwnServer, slot = workerSlot()): number {
  return OWN_SERVER_FIRST + slot * SLOTS_PER_WORKER + OWN_SERVER_SLOTS[server];
}

/** The highest port any of the above may use. */
export const E2E_PORT_LAST = OWN_SERVER_FIRST + E2E_MAX_WORKERS * SLOTS_PER_WORKER - 1;
