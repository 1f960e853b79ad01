// The search calls and the privacy page through the real app on a fresh database with fixture rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchDetail, SearchResult } from '../../../contracts/api/search.ts';
import { articles, news, pages, plasmids, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const day = (d: number) => new Date(Date.UTC(2024, 0, d));
  await db.insert(articles).values([
    { id: 1, title: '基因敲除细胞系构建', description: '<p>CRISPR 敲除服务</p><script>x()</script>', body: '<p>全流程服务</p>', update_time: day(1) },
    { id: 2, title: '慢病毒包装', description: '', body: '<p>高滴度<b>慢病毒</b>包装，含 Cas9 表达载体</p>', update_time: day(2) },
    { id: 3, title: '隐藏的敲除文章', status: 0 },
    { id: 4, title: '折扣 100% 保证', description: '百分比', update_time: day(3) },
    { id: 5, title: 'a_b 命名规则', description: '下划线', update_time: day(4) },
  ]);
  await db.insert(news).values([
    { id: 11, title: '公司发布新的敲除平台', description: '<p>新闻<a href="javascript:alert(1)">摘要</a></p>', create_time: day(5) },
    { id: 12, title: 'Annual meeting', description: 'english news', body: '<p>GENOME editing summit</p>', create_time: day(6) },
  ]);
  await db.insert(products).values([
    { id: 21, title: 'TP53 敲除细胞株', en_title: 'TP53 Knockout Cell Line', article_number: 'KO0001', gene_name: 'TP53', species: '人' },
    { id: 22, title: '野生型细胞', en_title: 'Wild type cells', article_number: 'P0003X', gene_name: 'NONE' },
  ]);
  await db.insert(plasmids).values([
    { id: 31, item_no: 'P0003', name: 'pX330-U6-Chimeric', alias: 'px330', function_introduction: '用于表达 Cas9 与 sgRNA', plasmid_usage: 'gene_editing' },
    { id: 32, item_no: 'P0004', name: 'pLKO.1-puro', alias: 'plko' },
  ]);
  await db.insert(pages).values({ slug: 'privacy', title: '隐私政策', body: '<h2>我们如何收集信息</h2><img src="/x.png" onerror="alert(1)"><script>steal()</script>' });
});

afterAll(async () => {
  await t?.close();
});

async function search(query: Record<string, string | number>, method: 'GET' | 'POST' = 'GET') {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await t.app.inject({ method, url: `/api/v1/article/search?${qs}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { code: number; msg: string; data: SearchResult };
}

const keys = (result: SearchResult) => result.data.map((hit) => `${hit.kind}:${hit.id}`);

describe('/api/v1/article/search', () => {
  it('finds Chinese keywords across articles, news and products, newest and title hits first, hidden rows never', async () => {
    const { code, data } = await search({ keywords: '敲除', size: 50 });
    expect(code).toBe(200);
    expect(keys(data).toSorted()).toEqual(['article:1', 'news:11', 'product:21'].toSorted());
    expect(data.total).toBe(3);
    const article = data.data.find((hit) => hit.kind === 'article')!;
    expect(article).toMatchObject({ title: '基因敲除细胞系构建', url: '/searchResultDetail?kind=article&id=1' });
    expect(article.description).toContain('CRISPR 敲除服务');
    expect(article.description).not.toContain('script');
    const newsHit = data.data.find((hit) => hit.kind === 'news')!;
    expect(newsHit.url).toBe('/searchResultDetail?kind=news&id=11');
    expect(newsHit.description).not.toContain('javascript:');
  });

  it('carries body and content on every row, and every row leads to /searchResultDetail', async () => {
    const rows = [...(await search({ keywords: '敲除', size: 50 })).data.data, ...(await search({ keywords: 'cas9', size: 50 })).data.data];
    for (const hit of rows) expect(hit.url, `${hit.kind}:${hit.id}`).toBe(`/searchResultDetail?kind=${hit.kind}&id=${hit.id}`);
    const row = (kind: string, id: number) => rows.find((hit) => hit.kind === kind && hit.id === id)!;
    // body: the sanitised HTML the detail shows; content: its plain text.
    expect(row('article', 1)).toMatchObject({ body: '<p>全流程服务</p>', content: '全流程服务' });
    expect(row('article', 2)).toMatchObject({ body: '<p>高滴度<b>慢病毒</b>包装，含 Cas9 表达载体</p>', content: '高滴度慢病毒包装，含 Cas9 表达载体' });
    // A news item without a body falls back to its (sanitised) description, as its detail does.
    expect(row('news', 11).body).toBe('<p>新闻<a>摘要</a></p>');
    expect(row('news', 11).content).toBe('新闻摘要');
    expect(row('product', 21)).toMatchObject({ body: '', content: '' });
    expect(row('plasmid', 31)).toMatchObject({ body: '<p>用于表达 Cas9 与 sgRNA</p>', content: '用于表达 Cas9 与 sgRNA' });
    for (const hit of rows) {
      const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/article/searchDetail?kind=${hit.kind}&id=${hit.id}` })).json().data as SearchDetail;
      expect(hit.body, `${hit.kind}:${hit.id}`).toBe(detail.body);
    }
  });

  it('cuts content to 300 characters of plain text', async () => {
    await t.database.db.insert(articles).values({ id: 6, title: '长文章 longbody', description: '摘要', body: `<p>${'长'.repeat(400)}</p>`, update_time: new Date(Date.UTC(2023, 0, 1)) });
    const hit = (await search({ keywords: 'longbody' })).data.data[0]!;
    expect(hit.content).toBe(`${'长'.repeat(300)}…`);
    expect(hit.body).toBe(`<p>${'长'.repeat(400)}</p>`);
  });

  it('finds English keywords case-insensitively in English titles, bodies and descriptions', async () => {
    expect(keys((await search({ keywords: 'knockout' })).data)).toEqual(['product:21']);
    expect(keys((await search({ keywords: 'genome EDITING' })).data)).toEqual(['news:12']);
    const cas9 = await search({ keywords: 'cas9', size: 50 });
    expect(keys(cas9.data).toSorted()).toEqual(['article:2', 'plasmid:31']);
    // An article without description gets a plain excerpt of its body.
    expect(cas9.data.data.find((h) => h.kind === 'article')!.description).toBe('高滴度慢病毒包装，含 Cas9 表达载体');
  });

  it('puts the exact item number first and links plasmids to their own page', async () => {
    const { data } = await search({ keywords: 'p0003' });
    expect(keys(data)).toEqual(['plasmid:31', 'product:22']);
    expect(data.data[0]).toMatchObject({ title: 'pX330-U6-Chimeric', url: '/searchResultDetail?kind=plasmid&id=31' });
    expect(data.data[0]!.description).toContain('货号：P0003');
    // The stored usage slug shows as its Chinese label.
    expect(data.data[0]!.description).toContain('用途：基因编辑');
    expect(data.data[0]!.description).not.toContain('gene_editing');
    const detail = (await t.app.inject({ method: 'GET', url: '/api/v1/article/searchDetail?kind=plasmid&id=31' })).json();
    expect(detail.data.fields).toContainEqual({ label: '用途', value: '基因编辑' });
    // The detail links on to the plasmid's own page.
    expect(detail.data.url).toBe('/plasmidPlatformDetail?listId=31');
    expect(keys((await search({ keywords: 'KO0001' })).data)).toEqual(['product:21']);
  });

  it('narrows within the results by keywords2', async () => {
    const all = await search({ keywords: '敲除', size: 50 });
    const narrowed = await search({ keywords: '敲除', keywords2: 'TP53', size: 50 }, 'POST');
    expect(all.data.total).toBe(3);
    expect(keys(narrowed.data)).toEqual(['product:21']);
    expect(narrowed.data.total).toBe(1);
  });

  it('pages zero-based with size 5 by default', async () => {
    const keyword = '的';
    await t.database.db.insert(articles).values(
      Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, title: `分页的文章 ${i}`, update_time: new Date(Date.UTC(2023, 0, i + 1)) })),
    );
    const first = await search({ keywords: keyword });
    expect(first.data.total).toBe(13);
    expect(first.data.data).toHaveLength(5);
    const third = await search({ keywords: keyword, page: 2 });
    expect(third.data.data).toHaveLength(3);
    const ten = await search({ keywords: keyword, page: 1, size: 10 });
    expect(ten.data.data).toHaveLength(3);
    const seen = new Set<string>();
    for (const page of [0, 1, 2]) for (const k of keys((await search({ keywords: keyword, page })).data)) seen.add(k);
    expect(seen.size).toBe(13);
  });

  it('treats % and _ literally', async () => {
    expect(keys((await search({ keywords: '%' })).data)).toEqual(['article:4']);
    expect(keys((await search({ keywords: '_' })).data)).toEqual(['article:5']);
    expect(keys((await search({ keywords: 'a_b' })).data)).toEqual(['article:5']);
    expect((await search({ keywords: '\\' })).data.total).toBe(0);
  });

  it('answers an empty result for an empty keyword and refuses bad paging', async () => {
    const none = { data: [], total: 0, types: { product: 0, service: 0, plasmid: 0, news: 0, document: 0 } };
    expect((await search({ keywords: '   ' })).data).toEqual(none);
    expect((await search({})).data).toEqual(none);
    const bad = await search({ keywords: 'x', page: -1 });
    expect(bad).toMatchObject({ code: 201, msg: '页码不正确' });
    expect(await search({ keywords: 'x', size: 500 })).toMatchObject({ code: 201, msg: '每页条数不正确' });
  });
});

describe('/api/v1/article/searchDetail', () => {
  it('shows a product with its fields and 404 for unknown or hidden items', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/article/searchDetail?kind=product&id=21' });
    const detail = response.json().data as SearchDetail;
    expect(detail.title).toBe('TP53 敲除细胞株');
    expect(detail.fields).toContainEqual({ label: '货号', value: 'KO0001' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/article/searchDetail?kind=article&id=3' })).json().code).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/article/searchDetail?kind=x&id=3' })).json().code).toBe(201);
  });
});

describe('/api/v1/help/privacy', () => {
  it('answers the sanitised privacy page by POST and GET', async () => {
    for (const method of ['POST', 'GET'] as const) {
      const body = (await t.app.inject({ method, url: '/api/v1/help/privacy' })).json();
      expect(body.code).toBe(200);
      expect(body.data.body).toContain('我们如何收集信息');
      expect(body.data.body).not.toMatch(/script|onerror/);
    }
  });
});
