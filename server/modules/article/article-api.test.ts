// The home-page and service-page content calls through the real app on a fresh database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, articles, categories } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;

async function post(url: string, query = '') {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1${url}${query}` });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(categories).values([
    { id: 1, pid: 0, catname: '基因编辑', type: 0 },
    { id: 11, pid: 1, catname: '敲除细胞系', type: 1 },
    { id: 12, pid: 1, catname: '脱靶检测', type: 1 },
  ]);
  await db.insert(ads).values([
    { id: 1, position: 1, name: '第二张', adfile: '/a2.svg', sort: 2, gourl: 'https://example.com/b' },
    { id: 2, position: 1, name: '第一张', adfile: '/a1.svg', sort: 1, body: '<p onclick="x()">说明</p><script>x()</script>', is_showbody: 1 },
    { id: 3, position: 1, name: '已下线', adfile: '/a3.svg', sort: 0, status: 0 },
    { id: 4, position: 2, name: '手机版', adfile: '/m1.svg', sort: 0 },
  ]);
  const rows: Array<typeof articles.$inferInsert> = [];
  for (let i = 1; i <= 12; i += 1) rows.push({ id: i, tid: 11, title: `敲除文章${i}`, sort: i, body: `<p>正文${i}</p>`, is_tuijian: i <= 2 ? 1 : 0 });
  rows.push({ id: 20, tid: 12, title: 'GUIDE-seq', description: '<p>无偏<img src=x onerror=alert(1)></p>', is_tuijian: 1, is_mingxing: 1, sort: 0 });
  rows.push({ id: 21, tid: 12, title: '隐藏文章', status: 0, is_tuijian: 1, is_mingxing: 1 });
  await db.insert(articles).values(rows);
});

afterAll(async () => {
  await t?.close();
});

describe('/dsm/indexad', () => {
  it('answers the shown desktop ads in order, with sanitised bodies; id 1 is the default', async () => {
    const res = await post('/dsm/indexad');
    expect(res.code).toBe(200);
    expect(res.data.map((ad: any) => ad.name)).toEqual(['第一张', '第二张']);
    expect(res.data[0]).toMatchObject({ adfile: '/a1.svg', is_showbody: 1, status: 1, gourl: '' });
    expect(res.data[0].body).toBe('<p>说明</p>');
    expect(res.data[1]).toMatchObject({ gourl: 'https://example.com/b', is_showbody: 0 });
    expect((await post('/dsm/indexad', '?id=1')).data).toEqual(res.data);
  });

  it('answers the mobile carousel for id 2 and refuses other positions', async () => {
    expect((await post('/dsm/indexad', '?id=2')).data.map((ad: any) => ad.name)).toEqual(['手机版']);
    expect(await post('/dsm/indexad', '?id=3')).toMatchObject({ code: 201, msg: '广告位ID格式不正确' });
    expect(await post('/dsm/indexad', '?id=abc')).toMatchObject({ code: 201, msg: '广告位ID格式不正确' });
  });
});

describe('/article/index', () => {
  it('pages the shown articles of a category, 10 by default', async () => {
    const first = await post('/article/index', '?tid=11');
    expect(first.code).toBe(200);
    expect(first.data.total).toBe(12);
    expect(first.data.data).toHaveLength(10);
    expect(first.data.data[0]).toMatchObject({ id: 1, tid: 11, title: '敲除文章1', body: '<p>正文1</p>' });
    const second = await post('/article/index', '?tid=11&page=2&size=10');
    expect(second.data.data.map((a: any) => a.id)).toEqual([11, 12]);
    expect((await post('/article/index', '?tid=11&page=9')).data).toEqual({ data: [], total: 12 });
  });

  it('never answers hidden articles, and a category without articles is an empty page', async () => {
    const res = await post('/article/index', '?tid=12');
    expect(res.data.data.map((a: any) => a.id)).toEqual([20]);
    expect((await post('/article/index', '?tid=999')).data).toEqual({ data: [], total: 0 });
  });

  it('refuses a missing or malformed category, page or size', async () => {
    expect(await post('/article/index')).toMatchObject({ code: 201, msg: '请选择分类' });
    expect(await post('/article/index', '?tid=x')).toMatchObject({ code: 201, msg: '分类ID格式不正确' });
    expect(await post('/article/index', '?tid=11&page=0')).toMatchObject({ code: 201, msg: '页码格式不正确' });
    expect(await post('/article/index', '?tid=11&size=51')).toMatchObject({ code: 201, msg: '每页条数格式不正确' });
  });
});

describe('/article/tuijianfuwu and /article/mingxingchanpin', () => {
  it('answer the flagged shown articles with id, tid, title, litpic and a sanitised description', async () => {
    const recommended = await post('/article/tuijianfuwu');
    expect(recommended.data.map((a: any) => a.id)).toEqual([20, 1, 2]);
    expect(Object.keys(recommended.data[0]).toSorted()).toEqual(['description', 'id', 'litpic', 'tid', 'title']);
    expect(recommended.data[0].description).toBe('<p>无偏<img src="x" /></p>');
    const stars = await post('/article/mingxingchanpin');
    expect(stars.data.map((a: any) => a.id)).toEqual([20]);
  });

  it('also answer GET', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/article/tuijianfuwu' });
    expect(res.json().code).toBe(200);
  });
});
