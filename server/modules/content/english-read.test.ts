// The public reads in English (decision 0033) through the app's services on a fresh database: English
// text in the usual fields, `hasEnglish` false and no Chinese when an item is not translated, the
// Chinese answers without the flag, one cache per language, and the search over English text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { articles, categories, jobPostings, news, pages, plasmids, products, settings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
const CJK = /[\u3400-\u9fff]/;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(categories).values([
    { id: 10, pid: 0, catname: '基因编辑服务', encatname: 'Gene Editing Services', en_description: 'Knockout and knock-in cell lines.', type: 1 },
    { id: 20, pid: 0, catname: '未翻译栏目', type: 1 },
    { id: 60, pid: 0, catname: '新闻中心', encatname: 'News', type: 6 },
  ]);
  await db.insert(articles).values([
    { id: 1, tid: 10, title: '基因敲除细胞株构建', body: '<p>中文正文</p>', en_title: 'Knockout Cell Line Generation', en_body: '<p>We deliver validated knockout clones.</p><script>x()</script>', is_tuijian: 1 },
    { id: 2, tid: 10, title: '只有中文的服务', body: '<p>仅中文</p>', description: '中文简介', is_tuijian: 1 },
  ]);
  await db.insert(news).values([
    { id: 1, tid: 60, title: '公司新闻', body: '<p>中文</p>', en_title: 'Company news', en_body: '<p>Our new laboratory opened.</p>', is_index: 1 },
    { id: 2, tid: 60, title: '未翻译新闻', body: '<p>中文</p>', is_index: 1 },
  ]);
  await db.insert(products).values({ id: 1, tid: 10, title: 'HEK293T 人胚肾细胞', en_title: 'HEK293T', species: '人', en_species: 'Human', gene_name: '野生型', article_number: 'CY-W001' });
  await db.insert(jobPostings).values({ id: 1, title: '研发工程师', body: '<p>中文职位</p>', leixing: '全职' });
  await db.insert(pages).values({ slug: 'aboutus', title: '关于我们', body: '<p>中文介绍</p>', en_title: 'About Us', en_body: '<p>A CRISPR service company.</p>' });
  await db.insert(settings).values([
    { name: 'company_name', value: '示例生物' },
    { name: 'company_name_en', value: 'Example Bio' },
    { name: 'xxl_tel', value: '0512-00000000' },
    { name: 'company_address', value: '苏州' },
  ]);
  await db.insert(plasmids).values({
    id: 1,
    item_no: 'P0001',
    name: 'pLKO.1-puro',
    promoter: 'U6、PGK',
    replicon: 'pUC ori',
    culture_condition: '37℃',
    function_introduction: '<p>中文功能</p>',
    en_function_introduction: '<p>shRNA expression vector.</p>',
    introduction: '<p>中文介绍</p>',
    en_introduction: '<p>A lentiviral backbone.</p>',
  });
});

afterAll(async () => {
  await t.close();
});

describe('English reads', () => {
  it('answer the English text with hasEnglish, and nothing Chinese for an untranslated item', async () => {
    const s = t.app.services;
    const en = await s.articles.find(1, { lang: 'en' });
    expect(en).toMatchObject({ id: 1, title: 'Knockout Cell Line Generation', body: '<p>We deliver validated knockout clones.</p>', hasEnglish: true });
    const missing = await s.articles.find(2, { lang: 'en' });
    expect(missing).toMatchObject({ id: 2, title: '', body: '', description: '', hasEnglish: false });
    expect(JSON.stringify(missing)).not.toMatch(CJK);
    // The Chinese answer is as it always was: no flag.
    const zh = await s.articles.find(1);
    expect(zh?.title).toBe('基因敲除细胞株构建');
    expect(zh).not.toHaveProperty('hasEnglish');

    const item = await s.news.read(1, { lang: 'en' });
    expect(item).toMatchObject({ title: 'Company news', body: '<p>Our new laboratory opened.</p>', hasEnglish: true });
    const list = await s.news.list({ page: 1, size: 10 }, null, { lang: 'en' });
    expect(list.data.map((n) => [n.id, n.title, n.hasEnglish])).toEqual([[2, '', false], [1, 'Company news', true]]);

    const job = await s.about.job(1, { lang: 'en' });
    expect(job).toMatchObject({ title: '', leixing: '', body: '', hasEnglish: false });

    expect(await s.content.aboutUs({ lang: 'en' })).toMatchObject({ title: 'About Us', body: '<p>A CRISPR service company.</p>', hasEnglish: true });
  });

  it('names categories by encatname, and an untranslated one by nothing', async () => {
    const tree = await t.app.services.content.navigationTree(null, { lang: 'en' });
    expect(tree.map((n) => [n.id, n.catname, n.hasEnglish])).toEqual([[10, 'Gene Editing Services', true], [20, '', false], [60, 'News', true]]);
    expect((await t.app.services.content.category(10, { lang: 'en' })).description).toBe('Knockout and knock-in cell lines.');
    const zh = await t.app.services.content.navigationTree();
    expect(zh[0]).toMatchObject({ catname: '基因编辑服务' });
    expect(zh[0]).not.toHaveProperty('hasEnglish');
  });

  it('answers the settings from their _en values and shares the numbers', async () => {
    const en = await t.app.services.content.webSettings({ lang: 'en' });
    expect(en).toMatchObject({ company_name: 'Example Bio', xxl_tel: '0512-00000000', company_address: '', hasEnglish: true });
    expect((await t.app.services.content.webSettings()).company_name).toBe('示例生物');
  });

  it('answers products and plasmids with English fields and shared codes, never Chinese', async () => {
    const page = await t.app.services.products.list({ page: 1, size: 10, tid: undefined, keyword: '' }, { lang: 'en' });
    expect(page.info.data[0]).toMatchObject({ title: 'HEK293T', species: 'Human', gene_name: null, article_number: 'CY-W001', hasEnglish: true });
    const plasmid = await t.app.services.plasmids.read(1, { lang: 'en' });
    expect(plasmid).toMatchObject({ name: 'pLKO.1-puro', replicon: 'pUC ori', functionIntroduction: '<p>shRNA expression vector.</p>', hasEnglish: true });
    // Written in Chinese and not translated: left out.
    expect(plasmid).toMatchObject({ promoter: null, culture_condition: null });
    expect(JSON.stringify(plasmid)).not.toMatch(CJK);
  });

  it('keeps one cache per language', async () => {
    const s = t.app.services;
    const zh = await s.articles.recommended();
    const en = await s.articles.recommended({ lang: 'en' });
    expect(zh.map((a) => a.title)).toEqual(['基因敲除细胞株构建', '只有中文的服务']);
    expect(en.map((a) => a.title)).toEqual(['Knockout Cell Line Generation', '']);
    // A write without contentChanged() is not seen while cached, in either language; after it, in both.
    await t.database.db.update(articles).set({ en_title: 'Knockout Cell Lines', title: '敲除细胞株' }).where(eq(articles.id, 1));
    expect((await s.articles.recommended({ lang: 'en' }))[0]!.title).toBe('Knockout Cell Line Generation');
    expect((await s.articles.recommended())[0]!.title).toBe('基因敲除细胞株构建');
    await s.contentChanged();
    expect((await s.articles.recommended({ lang: 'en' }))[0]!.title).toBe('Knockout Cell Lines');
    expect((await s.articles.recommended())[0]!.title).toBe('敲除细胞株');
  });

  it('searches the English text in English, and not the Chinese', async () => {
    const s = t.app.services.search;
    const found = await s.search({ keywords: 'knockout', keywords2: '', page: 0, size: 10 }, { lang: 'en' });
    expect(found.data.map((h) => [h.kind, h.id, h.title])).toEqual([['article', 1, 'Knockout Cell Lines']]);
    expect(found.total).toBe(1);
    expect((await s.search({ keywords: '敲除', keywords2: '', page: 0, size: 10 }, { lang: 'en' })).total).toBe(0);
    expect((await s.search({ keywords: '敲除', keywords2: '', page: 0, size: 10 })).total).toBe(1);
    const byCode = await s.search({ keywords: 'CY-W001', keywords2: '', page: 0, size: 10 }, { lang: 'en' });
    expect(byCode.data[0]).toMatchObject({ kind: 'product', title: 'HEK293T', hasEnglish: true });
    expect(byCode.data[0]!.description).not.toMatch(CJK);
  });
});
