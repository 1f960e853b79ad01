// The news calls through the real app on a fresh database with fixture rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, news } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { NewsItem, NewsPage, NewsSummary } from '../../../contracts/news.ts';

let t: TestApp;

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 2, 0, 0));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(categories).values([
    { id: 6, pid: 0, catname: '新闻中心', type: 6 },
    { id: 61, pid: 6, catname: '公司新闻', type: 6 },
    { id: 63, pid: 6, catname: '技术文档', type: 7 },
    { id: 631, pid: 63, catname: '实验方案', type: 7 },
    { id: 64, pid: 6, catname: '隐藏栏目', type: 6, status: 0 },
  ]);
  const rows: Array<typeof news.$inferInsert> = [];
  // 8 company news (days 1-8), 3 protocols (days 11-13), one hidden item, one in a hidden category.
  for (let i = 1; i <= 8; i += 1) rows.push({ id: i, tid: 61, title: `公司新闻${i}`, description: `<p>摘要${i}</p>`, body: `<p>正文${i}</p>`, create_time: day(i), is_index: i % 2 });
  for (let i = 1; i <= 3; i += 1) rows.push({ id: 20 + i, tid: 631, title: `实验方案${i}`, description: '<p>方案</p>', create_time: day(10 + i) });
  rows.push({ id: 30, tid: 61, title: '隐藏新闻', status: 0, create_time: day(20), is_index: 1 });
  rows.push({ id: 31, tid: 64, title: '隐藏栏目新闻', create_time: day(21) });
  rows.push({
    id: 40,
    tid: 63,
    title: '危险内容',
    description: '<p onclick="x()">简介</p><script>alert(1)</script>',
    body: '<p>正文</p><img src="/uploads/a.png" onerror="alert(1)"><a href="javascript:alert(1)">链接</a><script>steal()</script>',
    create_time: day(9),
  });
  await db.insert(news).values(rows);
});

afterAll(async () => {
  await t?.close();
});

async function call<T>(url: string, payload?: Record<string, unknown>, method: 'POST' | 'GET' = 'POST') {
  const response = await t.app.inject({ method, url: `/api/v1${url}`, ...(payload && method === 'POST' ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: T } };
}

describe('POST /api/v1/news/index', () => {
  it('pages 5 at a time, newest first, only shown items', async () => {
    const { status, body } = await call<NewsPage>('/news/index', { tid: 6 });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    // 8 + 3 + 1 shown items under 新闻中心; the hidden item and the hidden category's item are not.
    expect(body.data.total).toBe(12);
    expect(body.data.data.map((n) => n.id)).toEqual([23, 22, 21, 40, 8]);
    const second = await call<NewsPage>('/news/index', { tid: 6, page: 3 });
    expect(second.body.data.data.map((n) => n.id)).toEqual([2, 1]);
    const first = body.data.data[0] as NewsSummary;
    expect(Object.keys(first).toSorted()).toEqual(['create_time', 'description', 'id', 'litpic', 'tid', 'title']);
    expect(first.create_time).toBe(day(13).toISOString());
  });

  it('takes size, and the category as id; includes child categories', async () => {
    const { body } = await call<NewsPage>('/news/index', { id: 63, size: 10 });
    expect(body.data.total).toBe(4);
    expect(body.data.data.map((n) => n.id)).toEqual([23, 22, 21, 40]);
    const leaf = await call<NewsPage>('/news/index?tid=631&size=2&page=2');
    expect(leaf.body.data).toEqual({ total: 3, data: [expect.objectContaining({ id: 21 })] });
  });

  it('answers GET with query parameters too', async () => {
    const { body } = await call<NewsPage>('/news/index?tid=61&size=3', undefined, 'GET');
    expect(body.data.total).toBe(8);
    expect(body.data.data).toHaveLength(3);
  });

  it('lists every shown item without a category, and nothing for an unknown or hidden one', async () => {
    expect((await call<NewsPage>('/news/index')).body.data.total).toBe(13);
    expect((await call<NewsPage>('/news/index', { tid: 999 })).body.data).toEqual({ data: [], total: 0 });
    expect((await call<NewsPage>('/news/index', { tid: 64 })).body.data).toEqual({ data: [], total: 0 });
  });

  it('refuses malformed parameters with Chinese messages', async () => {
    expect((await call('/news/index', { tid: 'abc' })).body).toMatchObject({ code: 201, msg: '分类ID格式不正确' });
    expect((await call('/news/index', { page: 0 })).body).toMatchObject({ code: 201, msg: '页码格式不正确' });
    expect((await call('/news/index', { size: 500 })).body).toMatchObject({ code: 201, msg: '每页条数格式不正确' });
  });

  it('sanitises the description', async () => {
    const { body } = await call<NewsPage>('/news/index', { tid: 63, size: 10 });
    const item = body.data.data.find((n) => n.id === 40);
    expect(item?.description).toContain('简介');
    expect(item?.description).not.toMatch(/script|onclick/i);
  });
});

describe('POST /api/v1/news/read', () => {
  it('gives one item with its sanitised body', async () => {
    const { status, body } = await call<NewsItem>('/news/read', { id: 40 });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 40, title: '危险内容', tid: 63 });
    expect(body.data.body).toContain('<p>正文</p>');
    expect(body.data.body).not.toMatch(/script|onerror|javascript:/i);
    expect(body.data.update_time).toEqual(expect.any(String));
    const viaGet = await call<NewsItem>('/news/read?id=3', undefined, 'GET');
    expect(viaGet.body.data.body).toBe('<p>正文3</p>');
  });

  it('answers 404 for a missing or hidden item', async () => {
    for (const id of [999, 30]) {
      const { status, body } = await call('/news/read', { id });
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 404, msg: '新闻不存在' });
    }
  });

  it('refuses a missing or malformed id', async () => {
    expect((await call('/news/read', {})).body).toMatchObject({ code: 201, msg: '请选择新闻' });
    for (const id of ['abc', -1, '1.5', '99999999999']) {
      const { status, body } = await call('/news/read', { id });
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 201, msg: '新闻ID格式不正确' });
    }
  });
});

describe('POST /api/v1/news/getIndexNews', () => {
  it('gives the newest shown home-page items', async () => {
    const { body } = await call<NewsSummary[]>('/news/getIndexNews');
    expect(body.data.map((n) => n.id)).toEqual([7, 5, 3, 1]);
    const limited = await call<NewsSummary[]>('/news/getIndexNews', { limit: 2 });
    expect(limited.body.data.map((n) => n.id)).toEqual([7, 5]);
    expect((await call('/news/getIndexNews', { limit: 'x' })).body.code).toBe(201);
  });
});

describe('news.list by category type (/newsCenter?type=7 without an id)', () => {
  it('lists every shown technical-documents category with its children, and nothing else', async () => {
    const docs = await t.app.services.news.list({ categoryType: 7, page: 1, size: 10 });
    // 63 and its child 631: the three protocols and item 40; no company news.
    expect(docs.total).toBe(4);
    expect(docs.data.map((n) => n.id)).toEqual([23, 22, 21, 40]);
    expect((await t.app.services.news.list({ categoryType: 9, page: 1, size: 10 })).total).toBe(0);
  });
});
