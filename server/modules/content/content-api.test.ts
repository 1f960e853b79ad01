// The site shell's content calls through the real app on a fresh database with fixture rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CategoryNode } from '../../../contracts/api/content.ts';
import { categories, counters, pages, settings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;

const category = (id: number, pid: number, catname: string, extra: Partial<typeof categories.$inferInsert> = {}) => ({
  id,
  pid,
  catname,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(categories).values([
    category(1, 0, '关于我们', { sort: 2, type: 3, litpic: '/uploads/about-banner.png' }),
    category(2, 0, '技术服务', {
      sort: 1,
      litpic: '/uploads/service-banner.png',
      body: '<p>服务介绍</p><script>alert(1)</script>',
      youshi: '<img src="/uploads/a.png" onerror="alert(1)"><a href="javascript:alert(1)">优势</a>',
      description: '服务简介',
    }),
    category(3, 2, '基因编辑', { sort: 5, type: 1 }),
    category(4, 2, '细胞系', { sort: 1, type: 0 }),
    category(5, 4, '敲除细胞系', { sort: 0, type: 1 }),
    category(6, 0, '隐藏栏目', { status: 0 }),
    category(7, 6, '隐藏栏目下级', {}),
    category(8, 2, '隐藏二级', { status: 0 }),
    category(9, 0, '引物合成', { sort: 9, is_teshu: 1 }),
    category(10, 9, '普通引物', {}),
    category(11, 0, '新闻中心', { sort: 1, type: 6 }),
  ]);
  await db.insert(settings).values([
    { name: 'zp_hottel1', value: '010-88888888\n400-800-8888' },
    { name: 'zp_hottel2', value: '021-1\r\n021-2\r\n<b onclick="x()">HR</b>' },
    { name: 'xxl_tel', value: '400-000-0000' },
    { name: 'unrelated', value: 'not exposed' },
  ]);
  await db.insert(counters).values([
    { name: 'keyanyuansuo', value: 120 },
    { name: 'geleiyangben', value: 3000 },
  ]);
  await db.insert(pages).values({
    slug: 'aboutus',
    title: '公司简介',
    litpic: '/uploads/about.png',
    description: '简介',
    body: '<p>我们是一家示例公司</p><img src="/uploads/x.png" onerror="alert(1)"><script>steal()</script><a href="javascript:alert(1)">x</a>',
  });
});

afterAll(async () => {
  await t?.close();
});

async function call(url: string, options: { method?: 'GET' | 'POST'; json?: unknown; form?: string } = {}) {
  const response = await t.app.inject({
    method: options.method ?? 'POST',
    url: `/api/v1${url}`,
    ...(options.json !== undefined ? { payload: options.json as object } : {}),
    ...(options.form !== undefined
      ? { payload: options.form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }
      : {}),
  });
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: any } };
}

const ids = (nodes: CategoryNode[]) => nodes.map((n) => n.id);

describe('/category/index', () => {
  it('answers the visible tree, ordered by sort then id, with nested childs and no bodies', async () => {
    const { status, body } = await call('/category/index');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const tree = body.data as CategoryNode[];
    expect(ids(tree)).toEqual([2, 11, 1, 9]);
    const service = tree[0];
    expect(ids(service.childs)).toEqual([4, 3]);
    expect(ids(service.childs[0].childs)).toEqual([5]);
    expect(service.childs[0].childs[0]).toMatchObject({ catname: '敲除细胞系', pid: 4, type: 1, childs: [] });
    expect(service).toMatchObject({ catname: '技术服务', description: '服务简介', body: null, youshi: null });
    expect(JSON.stringify(tree)).not.toContain('隐藏');
  });

  it('answers GET as well', async () => {
    const { body } = await call('/category/index', { method: 'GET' });
    expect(ids(body.data)).toEqual([2, 11, 1, 9]);
  });
});

describe('/category/allcate', () => {
  it('answers every visible level with sanitised bodies', async () => {
    const { body } = await call('/category/allcate');
    expect(ids(body.data)).toEqual([2, 11, 1, 9]);
    const service = body.data[0] as CategoryNode;
    expect(service.childs[0].childs[0].id).toBe(5);
    expect(service.body).toBe('<p>服务介绍</p>');
    expect(service.youshi).toBe('<img src="/uploads/a.png" /><a>优势</a>');
    expect(JSON.stringify(body.data)).not.toContain('隐藏');
  });
});

describe('/category/teshuCate', () => {
  it('answers the special categories with id, catname and childs', async () => {
    const { body } = await call('/category/teshuCate', { method: 'GET' });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ id: 9, catname: '引物合成' });
    expect(body.data[0].childs.map((c: CategoryNode) => [c.id, c.catname])).toEqual([[10, '普通引物']]);
  });
});

describe('/category/read', () => {
  it('reads one category with its fields and visible childs, from query string, JSON and form body', async () => {
    const answers = await Promise.all([
      call('/category/read?id=2'),
      call('/category/read?id=2', { method: 'GET' }),
      call('/category/read', { json: { id: 2 } }),
      call('/category/read', { json: { id: '2' } }),
      call('/category/read', { form: 'id=2' }),
    ]);
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      expect(body.code).toBe(200);
      expect(body.data).toMatchObject({ id: 2, catname: '技术服务', body: '<p>服务介绍</p>' });
      expect(ids(body.data.childs)).toEqual([4, 3]);
    }
  });

  it('answers 404 for a missing or hidden category', async () => {
    for (const id of [999, 6, 7, 8]) {
      const { status, body } = await call(`/category/read?id=${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ code: 404, msg: '分类不存在', data: null });
    }
  });

  it('refuses a malformed or missing id with 201 and a Chinese message', async () => {
    for (const query of ['id=abc', 'id=1.5', 'id=-1', 'id=0', 'id=99999999999']) {
      const { status, body } = await call(`/category/read?${query}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 201, msg: '分类ID格式不正确' });
    }
    const missing = await call('/category/read');
    expect(missing.body).toMatchObject({ code: 201, msg: '请选择分类' });
  });
});

describe('/category/getCateImg', () => {
  it('answers the own banner, the nearest ancestor banner, or the default', async () => {
    expect((await call('/category/getCateImg?tid=1')).body.data).toEqual({ info: '/uploads/about-banner.png' });
    expect((await call('/category/getCateImg', { json: { tid: 5 } })).body.data).toEqual({
      info: '/uploads/service-banner.png',
    });
    expect((await call('/category/getCateImg', { form: 'tid=11' })).body.data).toEqual({ info: '/images/banner-default.svg' });
    expect((await call('/category/getCateImg?tid=404', { method: 'GET' })).body.data).toEqual({
      info: '/images/banner-default.svg',
    });
    expect((await call('/category/getCateImg?tid=x')).body).toMatchObject({ code: 201, msg: '分类ID格式不正确' });
  });
});

describe('/help/getWebseting', () => {
  it('answers every setting, hotlines with <br>, defaults, and the counters', async () => {
    const { body } = await call('/help/getWebseting');
    expect(body.code).toBe(200);
    const data = body.data;
    expect(data.zp_hottel1).toBe('010-88888888<br />400-800-8888');
    expect(data.zp_hottel2).toBe('021-1<br />021-2<br /><b>HR</b>');
    expect(data.xxl_tel).toBe('400-000-0000');
    expect(data.xxl_qq).toBe('');
    expect(data.comany_map).toBe('');
    expect(data.company_name).toBe('澄源基因编辑科技有限公司');
    expect(data.unrelated).toBeUndefined();
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['xxl_title', 'xxl_copyright', 'xxl_beian', 'top_weixin_img', 'site_notice', 'counters']),
    );
    expect(data.counters).toEqual({ keyanyuansuo: 120, jishugongsi: 0, xiangmujinyan: 0, geleiyangben: 3000 });
  });

  it('is served from the cache until invalidate(), and the service gives the same object as the API', async () => {
    await t.database.db.insert(settings).values({ name: 'company_name', value: '示例生物' });
    expect((await call('/help/getWebseting', { method: 'GET' })).body.data.company_name).toBe('澄源基因编辑科技有限公司');
    t.app.services.content.invalidate();
    expect((await call('/help/getWebseting', { method: 'GET' })).body.data.company_name).toBe('示例生物');
    const direct = await t.app.services.content.webSettings();
    expect(direct.company_name).toBe('示例生物');
    expect(direct.counters.keyanyuansuo).toBe(120);
    await t.database.db.delete(settings).where(eq(settings.name, 'company_name'));
    t.app.services.content.invalidate();
  });
});

describe('/help/aboutus', () => {
  it('answers title, sanitised body, picture and counters', async () => {
    const { body } = await call('/help/aboutus', { method: 'GET' });
    expect(body.code).toBe(200);
    expect(body.data).toEqual({
      title: '公司简介',
      description: '简介',
      body: '<p>我们是一家示例公司</p><img src="/uploads/x.png" /><a>x</a>',
      litpic: '/uploads/about.png',
      counters: { keyanyuansuo: 120, jishugongsi: 0, xiangmujinyan: 0, geleiyangben: 3000 },
    });
  });
});

describe('services.content for the root loader', () => {
  it('gives the navigation tree without HTTP, frozen and shared between calls', async () => {
    const a = await t.app.services.content.navigationTree();
    const b = await t.app.services.content.navigationTree();
    expect(a).toBe(b);
    expect(ids(a)).toEqual([2, 11, 1, 9]);
    expect(Object.isFrozen(a[0].childs)).toBe(true);
  });
});
