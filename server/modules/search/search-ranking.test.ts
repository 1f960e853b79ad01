// The search's order, type filter and snippets (decision 0072) through the real app on fixture rows:
// tiers (exact name or number, title, name-like fields, body), staff-promoted first among equals, the
// type of an article or news item from its category, counts per type, and snippets as plain text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../contracts/api/search.ts';
import { CategoryType } from '../../../contracts/content.ts';
import { articles, categories, news, plasmids, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const day = (d: number) => new Date(Date.UTC(2024, 0, d));
  await db.insert(categories).values([
    { id: 1, catname: '基因编辑服务', type: CategoryType.ServiceDetail },
    { id: 2, catname: '产品中心', type: CategoryType.ProductService },
    { id: 3, catname: '公司新闻', type: CategoryType.News },
    { id: 4, catname: '技术文档', type: CategoryType.TechDocs },
  ]);
  await db.insert(articles).values([
    { id: 1, tid: 1, title: 'Widget 敲除服务', body: '<p>服务正文</p>', update_time: day(1) },
    { id: 2, tid: 2, title: 'SpWidget 蛋白', description: '高纯度', is_mingxing: 1, update_time: day(1) },
    { id: 3, tid: 1, title: '文库筛选', keywords: 'widget,筛选', update_time: day(9) },
    { id: 4, tid: 1, title: '<img src=x onerror=alert(1)> 注入 widget', description: '<b>粗体</b> &amp; widget', update_time: day(2) },
  ]);
  await db.insert(news).values([
    { id: 11, tid: 3, title: '公司新闻', body: `<p>${'前文'.repeat(120)}正文里提到 widget 一次</p>`, create_time: day(20) },
    { id: 12, tid: 4, title: 'Widget 实验方案', create_time: day(3) },
  ]);
  await db.insert(products).values([
    { id: 21, title: 'HEK-Widget 细胞', article_number: 'WG-001', update_time: day(30) },
    { id: 22, title: '另一细胞', article_number: 'WIDGET', update_time: day(1) },
  ]);
  await db.insert(plasmids).values([{ id: 31, item_no: 'P9', name: 'pWidget', alias: 'PW1', update_time: day(5) }]);
});

afterAll(async () => {
  await t?.close();
});

async function search(query: Record<string, string | number>, prefix = '') {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await t.app.inject({ method: 'GET', url: `${prefix}/api/v1/article/search?${qs}` });
  return response.json() as { code: number; msg: string; data: SearchResult };
}

const keys = (result: SearchResult) => result.data.map((hit) => `${hit.type}:${hit.kind}:${hit.id}`);

describe('the order of hits', () => {
  it('puts an exact number first, then title hits (promoted, then title prefix), then name-like fields, then bodies', async () => {
    const { data } = await search({ keywords: 'widget', size: 50 });
    expect(keys(data)).toEqual([
      // An article number equal to the word.
      'product:product:22',
      // Title hits: the star product first, then titles starting with the word (product/service before
      // documents), then the rest (products and services, shorter titles first, then plasmids).
      'product:article:2',
      'service:article:1',
      'document:news:12',
      'product:product:21',
      'service:article:4',
      'plasmid:plasmid:31',
      // Keywords, then a body.
      'service:article:3',
      'news:news:11',
    ]);
    expect(data.total).toBe(9);
  });

  it('puts a name equal to the whole query and an alias equal to a term first', async () => {
    expect(keys((await search({ keywords: 'pwidget' })).data)[0]).toBe('plasmid:plasmid:31');
    expect(keys((await search({ keywords: 'pw1' })).data)).toEqual(['plasmid:plasmid:31']);
  });
});

describe('the type filter', () => {
  it('keeps one type, counts every type, and refuses an unknown one', async () => {
    const all = await search({ keywords: 'widget' });
    expect(all.data.types).toEqual({ product: 3, service: 3, plasmid: 1, news: 1, document: 1 });
    const documents = await search({ keywords: 'widget', type: 'document' });
    expect(keys(documents.data)).toEqual(['document:news:12']);
    expect(documents.data.total).toBe(1);
    expect(documents.data.types).toEqual(all.data.types);
    const services = await search({ keywords: 'widget', type: 'service', size: 2, page: 1 });
    expect(keys(services.data)).toEqual(['service:article:3']);
    expect(services.data.total).toBe(3);
    expect((await search({ keywords: 'widget', type: '' })).data.total).toBe(9);
    expect(await search({ keywords: 'widget', type: 'user' })).toMatchObject({ code: 201, msg: '搜索类型不正确' });
  });

  it('names the type on the detail too', async () => {
    const detail = async (kind: string, id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/article/searchDetail?kind=${kind}&id=${id}` })).json().data.type;
    expect([await detail('article', 2), await detail('article', 1), await detail('news', 12), await detail('news', 11)]).toEqual(['product', 'service', 'document', 'news']);
    expect([await detail('product', 21), await detail('plasmid', 31)]).toEqual(['product', 'plasmid']);
  });
});

describe('snippets', () => {
  it('are plain text: the summary, or the piece of the body around the word', async () => {
    const { data } = await search({ keywords: 'widget', size: 50 });
    const hit = (kind: string, id: number) => data.data.find((h) => h.kind === kind && h.id === id)!;
    // Markup in the content arrives as text (the page escapes it), entities decoded once.
    expect(hit('article', 4).snippet).toBe('粗体 & widget');
    expect(hit('article', 4).title).toBe('<img src=x onerror=alert(1)> 注入 widget');
    // The word is deep in a long body: the snippet is cut around it.
    const deep = hit('news', 11).snippet;
    expect(deep).toMatch(/^…[前文]+正文里提到 widget 一次$/);
    expect(deep.length).toBeLessThanOrEqual(152);
    // No word in the summary or body: the summary.
    expect(hit('article', 2).snippet).toBe('高纯度');
  });

  it('keep a space at the edge of a block, and prefer the summary when the title shows the word', async () => {
    await t.database.db.insert(articles).values([
      { id: 5, tid: 2, title: '试剂盒', body: '<h2>规格</h2><p><b>gadget</b> 100 μg</p><ul><li>一</li><li>二</li></ul>' },
      { id: 6, tid: 2, title: 'Gadget 蛋白', description: '<p>高纯度蛋白</p>', body: '<p>gadget 正文</p>' },
    ]);
    const { data } = await search({ keywords: 'gadget' });
    const snippet = (id: number) => data.data.find((h) => h.id === id)!.snippet;
    expect(snippet(5)).toBe('规格 gadget 100 μg 一 二');
    expect(snippet(6)).toBe('高纯度蛋白');
  });
});
