// The about/contact and recruitment calls through the real app on a fresh database with fixture rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counters, jobPostings, pageBlocks, pages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 2, 0, 0));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // 12 enterprise postings (one hidden), 2 school postings.
  await db.insert(jobPostings).values([
    ...Array.from({ length: 12 }, (_, i) => ({
      id: 100 + i,
      type: 0,
      title: `企业职位${i + 1}`,
      leixing: '研发类',
      didian: '苏州',
      renshu: String(i + 1),
      body: `<p>职责${i + 1}</p><script>steal()</script><img src="/uploads/a.png" onerror="alert(1)">`,
      create_time: day(i + 1),
      status: i === 11 ? 0 : 1,
    })),
    { id: 200, type: 1, title: '校园职位A', leixing: '技术类', didian: '上海', renshu: '5', create_time: day(3) },
    { id: 201, type: 1, title: '校园职位B', leixing: null, didian: null, renshu: null, create_time: day(4) },
  ]);
  await db.insert(pages).values([
    { slug: 'aboutus', title: '公司简介', litpic: '/uploads/about.png', description: '简介', body: '<p>示例公司</p><script>x()</script>' },
    { slug: 'fulidaiyu', title: '福利待遇', body: '<ul><li>五险一金</li></ul><a href="javascript:alert(1)">x</a>' },
    { slug: 'fuwuyoushi', title: '服务优势', body: '<p>专属项目经理</p>' },
  ]);
  await db.insert(counters).values([{ name: 'keyanyuansuo', value: 300 }]);
  const block = (section: string, title: string, sort: number, extra: Partial<typeof pageBlocks.$inferInsert> = {}) => ({
    section,
    title,
    sort,
    body: `<p>${title}</p><script>bad()</script>`,
    ...extra,
  });
  await db.insert(pageBlocks).values([
    block('pingtaiyoushi', '平台二', 2),
    block('pingtaiyoushi', '平台一', 1, { litpic: '/uploads/p1.png', subtitle: '副标题' }),
    block('pingtaiyoushi', '隐藏平台', 0, { status: 0 }),
    block('boshihou', '博士后', 0),
    block('fuwuyoushi', '专业团队', 0),
    block('gzdidian', '苏州总部', 0, { description: '苏州市示例路' }),
    block('tdyouxiang', '社会招聘', 0, { description: 'hr@example.com' }),
    block('weixinkesao', '服务号', 0, { litpic: '/uploads/qr.svg' }),
    block('fulidaiyu', '带薪年假', 0),
  ]);
});

afterAll(async () => {
  await t?.close();
});

async function call(url: string, options: { method?: 'GET' | 'POST'; json?: unknown; query?: string } = {}) {
  const response = await t.app.inject({
    method: options.method ?? 'POST',
    url: `/api/v1${url}${options.query ? `?${options.query}` : ''}`,
    ...(options.json !== undefined ? { payload: options.json as object } : {}),
  });
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: any } };
}

describe('/article/zhaopin', () => {
  it('answers the first 10 shown enterprise postings, newest first, with the total', async () => {
    const { status, body } = await call('/article/zhaopin', { json: {} });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.info.total).toBe(11);
    expect(body.data.info.data).toHaveLength(10);
    expect(body.data.info.data[0]).toEqual({
      id: 110,
      type: 0,
      title: '企业职位11',
      leixing: '研发类',
      didian: '苏州',
      renshu: '11',
      create_time: '2026-01-11 10:00:00',
    });
    expect(body.data.info.data[0]).not.toHaveProperty('body');
  });

  it('pages with page and size, by GET query or form values', async () => {
    const second = await call('/article/zhaopin', { method: 'GET', query: 'page=2&size=10&type=0' });
    expect(second.body.data.info.data.map((j: { id: number }) => j.id)).toEqual([100]);
    const big = await call('/article/zhaopin', { json: { page: '1', size: '50', type: '0' } });
    expect(big.body.data.info.data).toHaveLength(11);
  });

  it('lists school postings with type 1, empty texts for missing fields', async () => {
    const { body } = await call('/article/zhaopin', { json: { type: 1 } });
    expect(body.data.info.total).toBe(2);
    expect(body.data.info.data.map((j: { title: string }) => j.title)).toEqual(['校园职位B', '校园职位A']);
    expect(body.data.info.data[0]).toMatchObject({ leixing: '', didian: '', renshu: '' });
  });

  it('refuses an unknown type or a bad page with 201', async () => {
    const bad = await call('/article/zhaopin', { json: { type: 3 } });
    expect(bad.status).toBe(200);
    expect(bad.body).toMatchObject({ code: 201, msg: '招聘类型不正确' });
    const page = await call('/article/zhaopin', { json: { page: 'x' } });
    expect(page.body).toMatchObject({ code: 201, msg: '页码不正确' });
  });
});

describe('/article/show', () => {
  it('answers one posting with a sanitised body', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const { body } = await call('/article/show', method === 'GET' ? { method, query: 'id=100' } : { json: { id: 100 } });
      expect(body.code).toBe(200);
      expect(body.data.info).toMatchObject({ id: 100, title: '企业职位1', create_time: '2026-01-01 10:00:00' });
      expect(body.data.info.body).toContain('<p>职责1</p>');
      expect(body.data.info.body).not.toMatch(/script|onerror/);
    }
  });

  it('answers 404 for a missing or hidden posting, 201 without a valid id', async () => {
    const missing = await call('/article/show', { json: { id: 999 } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, msg: '职位不存在或已下线' });
    expect((await call('/article/show', { json: { id: 111 } })).status).toBe(404);
    const invalid = await call('/article/show', { json: { id: 'abc' } });
    expect(invalid.body).toMatchObject({ code: 201, msg: '职位编号不正确' });
  });
});

describe('company page calls', () => {
  it('/article/guanyu answers the introduction with the counters', async () => {
    const { body } = await call('/article/guanyu', { method: 'GET' });
    expect(body.data.info).toMatchObject({ title: '公司简介', litpic: '/uploads/about.png', description: '简介' });
    expect(body.data.info.body).toBe('<p>示例公司</p>');
    expect(body.data.info.counters).toEqual({ keyanyuansuo: 300, jishugongsi: 0, xiangmujinyan: 0, geleiyangben: 0 });
  });

  it('/article/fulidaiyu and /article/fulidaiyuan answer the same welfare page', async () => {
    const a = await call('/article/fulidaiyu');
    const b = await call('/article/fulidaiyuan', { method: 'GET' });
    expect(a.body.data).toEqual(b.body.data);
    expect(a.body.data.info.title).toBe('福利待遇');
    expect(a.body.data.info.body).not.toContain('javascript');
    expect(a.body.data.info.list.map((x: { title: string }) => x.title)).toEqual(['带薪年假']);
  });

  it('answers each block section in sort order, shown blocks only, bodies sanitised', async () => {
    const cases: Array<[string, string[]]> = [
      ['/about/pingtaiyoushi', ['平台一', '平台二']],
      ['/about/boshihouApi', ['博士后']],
      ['/article/gzdidian', ['苏州总部']],
      ['/article/tdyouxiang', ['社会招聘']],
      ['/article/weixinkesao', ['服务号']],
    ];
    for (const [url, titles] of cases) {
      for (const method of ['GET', 'POST'] as const) {
        const { status, body } = await call(url, { method });
        expect(status, url).toBe(200);
        expect(body.data.info.map((x: { title: string }) => x.title), url).toEqual(titles);
        for (const item of body.data.info) expect(item.body).not.toContain('script');
      }
    }
    const platform = await call('/about/pingtaiyoushi');
    expect(platform.body.data.info[0]).toMatchObject({ subtitle: '副标题', litpic: '/uploads/p1.png', gourl: '' });
    const mail = await call('/article/tdyouxiang');
    expect(mail.body.data.info[0].description).toBe('hr@example.com');
  });

  it('/about/fuwuyoushi answers the advantage items and the intro page', async () => {
    const { body } = await call('/about/fuwuyoushi');
    expect(body.data.info.map((x: { title: string }) => x.title)).toEqual(['专业团队']);
    expect(body.data.page).toMatchObject({ title: '服务优势', body: '<p>专属项目经理</p>' });
  });
});
