// The search detail in English (/en/searchResultDetail): English text and English field labels,
// `hasEnglish` false with empty text when an item is not translated, and the Chinese answer unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, categories, news, plasmids, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
const CJK = /[\u3400-\u9fff]/;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(categories).values([
    { id: 10, pid: 0, catname: '基因编辑服务', encatname: 'Gene Editing Services', type: 1 },
    { id: 60, pid: 0, catname: '新闻中心', encatname: 'News', type: 6 },
  ]);
  await db.insert(articles).values({ id: 1, tid: 10, title: '基因敲除', keywords: '敲除', body: '<p>中文</p>', en_title: 'Knockout', en_keywords: 'knockout', en_body: '<p>Knockout clones.</p>' });
  await db.insert(news).values([
    { id: 1, tid: 60, title: '公司新闻', body: '<p>中文</p>', en_title: 'Company news', en_body: '<p>A new laboratory.</p>' },
    { id: 2, tid: 60, title: '未翻译新闻', body: '<p>中文</p>' },
  ]);
  await db.insert(products).values({ id: 1, tid: 10, title: 'HEK293T 人胚肾细胞', en_title: 'HEK293T', species: '人', en_species: 'Human', gene_name: '野生型', article_number: 'CY-W001', body: '<p>中文</p>', en_body: '<p>Human embryonic kidney cells.</p>' });
  await db.insert(plasmids).values([
    { id: 1, item_no: 'P0001', name: 'pLKO.1-puro', alias: '慢病毒载体', specification: '10 μg', en_specification: '10 μg', function_introduction: '中文功能', en_function_introduction: 'shRNA expression vector.', introduction: '<p>中文介绍</p>', en_introduction: '<p>A lentiviral backbone.</p>' },
    { id: 2, item_no: 'P0002', name: 'pX330', function_introduction: '中文功能' },
  ]);
});

afterAll(async () => {
  await t.close();
});

describe('search detail in English', () => {
  const detail = (kind: 'article' | 'news' | 'product' | 'plasmid', id: number) => t.app.services.search.detail(kind, id, { lang: 'en' });

  it('answers each kind with English text and English labels, and no Chinese', async () => {
    expect(await detail('article', 1)).toMatchObject({ title: 'Knockout', fields: [{ label: 'Keywords', value: 'knockout' }], body: '<p>Knockout clones.</p>', hasEnglish: true });
    expect(await detail('news', 1)).toMatchObject({ title: 'Company news', fields: [{ label: 'Published', value: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }], hasEnglish: true });
    const product = await detail('product', 1);
    expect(product).toMatchObject({ title: 'HEK293T', hasEnglish: true });
    expect(product.fields).toEqual([
      { label: 'Cat. No.', value: 'CY-W001' },
      { label: 'Species', value: 'Human' },
    ]);
    const plasmid = await detail('plasmid', 1);
    // Plain text becomes an escaped paragraph; rich text (as the seed and the console store it) stays HTML.
    expect(plasmid).toMatchObject({ title: 'pLKO.1-puro', body: '<p>shRNA expression vector.</p><p>A lentiviral backbone.</p>', hasEnglish: true });
    expect(plasmid.fields).toEqual([
      { label: 'Cat. No.', value: 'P0001' },
      { label: 'Specification', value: '10 μg' },
    ]);
    for (const item of [product, plasmid, await detail('article', 1), await detail('news', 1)]) expect(JSON.stringify(item)).not.toMatch(CJK);
  });

  it('says when an item is not translated, without showing the Chinese', async () => {
    const untranslatedNews = await detail('news', 2);
    expect(untranslatedNews).toMatchObject({ title: '', body: '', hasEnglish: false });
    const untranslatedPlasmid = await detail('plasmid', 2);
    expect(untranslatedPlasmid).toMatchObject({ title: 'pX330', body: '', hasEnglish: false });
    expect(JSON.stringify([untranslatedNews, untranslatedPlasmid])).not.toMatch(CJK);
  });

  it('keeps the Chinese answer as it was, without the flag', async () => {
    const chinese = await t.app.services.search.detail('product', 1);
    expect(chinese.fields[0]).toEqual({ label: '英文名称', value: 'HEK293T' });
    expect(chinese).not.toHaveProperty('hasEnglish');
  });
});
