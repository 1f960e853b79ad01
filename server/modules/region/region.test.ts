// getArea: provinces (pid 0) and the cities of one province, from the seeded regions table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { regions } from '../../db/schema/index.ts';
import { buildRegions } from '../../db/seed/regions.ts';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`getArea on ${engine}`, () => {
  let t: TestApp;
  const rows = buildRegions();

  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < rows.length; i += 500) await t.database.db.insert(regions).values(rows.slice(i, i + 500));
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = async (method: 'GET' | 'POST', query: string) => {
    const res = await t.app.inject({ method, url: `/api/v1/help/getArea${query}` });
    return res.json() as { code: number; msg: string; data: { id: number; cityName: string }[] };
  };

  it('lists the provinces for pid 0 (also without pid), as { id, cityName }', async () => {
    const answer = await call('POST', '?pid=0');
    expect(answer.code).toBe(200);
    expect(answer.data.length).toBe(rows.filter((r) => r.pid === 0).length);
    expect(answer.data.length).toBeGreaterThanOrEqual(34);
    expect(answer.data[0]).toEqual({ id: 110000, cityName: '北京市' });
    expect(answer.data.map((p) => p.cityName)).toContain('广东省');
    expect(await call('POST', '')).toEqual(answer);
    expect(await call('GET', '?pid=0')).toEqual(answer);
  });

  it('lists the cities of a province, by body or query string', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/help/getArea', payload: { pid: 440000 } });
    const cities = res.json().data as { id: number; cityName: string }[];
    expect(cities.map((c) => c.cityName)).toEqual(expect.arrayContaining(['广州市', '深圳市']));
    expect(cities.every((c) => Object.keys(c).toSorted().join() === 'cityName,id')).toBe(true);
    expect((await call('GET', '?pid=440000')).data).toEqual(cities);
  });

  it('answers romanised names to an English page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/help/getArea', headers: { 'x-site-language': 'en' }, payload: { pid: 440000 } });
    const cities = (res.json().data as { cityName: string }[]).map((c) => c.cityName);
    expect(cities).toEqual(expect.arrayContaining(['Guangzhou', 'Shenzhen']));
    expect((await call('POST', '?pid=0')).data[0]).toEqual({ id: 110000, cityName: '北京市' });
  });

  it('answers an empty list for an unknown id and refuses a bad pid', async () => {
    expect((await call('POST', '?pid=999999')).data).toEqual([]);
    expect(await call('POST', '?pid=abc')).toMatchObject({ code: 201 });
  });

  it('serves repeated reads from memory', async () => {
    const before = await t.app.services.regions.getArea(0);
    await t.database.db.delete(regions);
    expect(await t.app.services.regions.getArea(0)).toBe(before);
    t.app.services.regions.invalidate();
    expect(await t.app.services.regions.getArea(0)).toEqual([]);
  });
});
