// Queries of the province/city list; the only file of the module that touches Drizzle.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { regions } from '../../db/schema/index.ts';
import type { Region } from '../../../contracts/api/region.ts';

export function createRegionRepo(db: Db) {
  return {
    /** The children of `pid` (0: the provinces) in their sort order. */
    async listChildren(pid: number): Promise<Region[]> {
      // Awaited here: the service caches the promise, and a Drizzle query runs again on every `then`.
      return await db
        .select({ id: regions.id, cityName: regions.city_name })
        .from(regions)
        .where(eq(regions.pid, pid))
        .orderBy(asc(regions.sort), asc(regions.id));
    },

    /** The rows of `ids` that exist (a province has pid 0, a city its province's id). */
    async findMany(ids: number[]): Promise<{ id: number; pid: number; city_name: string }[]> {
      if (ids.length === 0) return [];
      return await db.select({ id: regions.id, pid: regions.pid, city_name: regions.city_name }).from(regions).where(inArray(regions.id, ids));
    },

    async findName(id: number): Promise<string | null> {
      const [row] = await db.select({ name: regions.city_name }).from(regions).where(eq(regions.id, id)).limit(1);
      return row?.name ?? null;
    },
  };
}
