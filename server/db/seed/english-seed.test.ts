// The demo seed's English text (decision 0033): every English column of every seeded public table is
// filled wherever its Chinese field has text, and is written in English; an existing install gets what
// is missing on the next seed run, and a translation staff wrote is kept.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.ts';
import { EN_COLUMNS } from '../../../contracts/english-content.ts';
import * as schema from '../schema/index.ts';
import { seedDemoContent } from './index.ts';
import { englishImage } from '../../../contracts/english-content.ts';
import { buildAds } from './ads.ts';
import { buildArticles } from './articles.ts';
import { buildCategories } from './categories.ts';
import { DEMO_IMAGE_PREFIX, ImageSet } from './images.ts';
import { buildPageBlocks, buildPages } from './pages.ts';
import { buildProducts } from './products.ts';
import { buildSettings } from './settings.ts';

let testDb: TestDatabase;
const CJK = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/;

/** The Chinese field an English column translates. */
const chineseOf = (column: string) => (column === 'encatname' ? 'catname' : column.replace(/^en_/, ''));

/** Every English column of every row whose Chinese field has text: present and free of Chinese. */
function walk(table: string, rows: Array<Record<string, unknown>>, columns: readonly string[]): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    for (const column of columns) {
      const chinese = row[chineseOf(column)];
      if (typeof chinese !== 'string' || chinese.trim() === '') continue;
      const value = row[column];
      const name = `${table} ${String(row.id ?? row.slug)} ${column}`;
      if (typeof value !== 'string' || value.trim() === '') problems.push(`${name} empty`);
      else if (CJK.test(value)) problems.push(`${name} has Chinese: ${value.slice(0, 40)}`);
    }
  }
  return problems;
}

/** Every seeded public table with English columns, and its columns (contracts/english-content.ts). */
const PUBLIC_TABLES = [
  ['categories', schema.categories, EN_COLUMNS.categories],
  ['articles', schema.articles, EN_COLUMNS.articles],
  ['news', schema.news, EN_COLUMNS.news],
  ['ads', schema.ads, EN_COLUMNS.ads],
  ['pages', schema.pages, EN_COLUMNS.pages],
  ['page_blocks', schema.pageBlocks, EN_COLUMNS.pageBlocks],
  ['job_postings', schema.jobPostings, EN_COLUMNS.jobs],
  ['products', schema.products, EN_COLUMNS.products],
  ['plasmids', schema.plasmids, EN_COLUMNS.plasmids],
] as const;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seedDemoContent(testDb.database);
});

afterAll(async () => {
  await testDb.close();
});

describe('the English demo content', () => {
  it('gives every seeded public item English text wherever it has Chinese', async () => {
    const db = testDb.database.db;
    expect(PUBLIC_TABLES.map(([name]) => name).toSorted()).toEqual(Object.keys(EN_COLUMNS).map((k) => ({ pageBlocks: 'page_blocks', jobs: 'job_postings' })[k] ?? k).toSorted());
    const problems: string[] = [];
    for (const [name, table, columns] of PUBLIC_TABLES) {
      const rows = (await db.select().from(table)) as Array<Record<string, unknown>>;
      expect(rows.length, name).toBeGreaterThan(0);
      problems.push(...walk(name, rows, columns));
    }
    const settings = new Map((await db.select().from(schema.settings)).map((row) => [row.name, row.value]));
    for (const key of ['xxl_title', 'xxl_foottel', 'xxl_copyright', 'xxl_beian', 'zp_hottel1', 'zp_hottel2', 'company_address', 'sample_address', 'company_name', 'site_notice', 'xxl_keywords', 'xxl_description', 'comany_map']) {
      const value = settings.get(`${key}_en`);
      if (!value?.trim()) problems.push(`setting ${key}_en empty`);
      else if (CJK.test(value)) problems.push(`setting ${key}_en has Chinese`);
    }
    expect(problems).toEqual([]);
  });

  it('fills what an existing install lacks and keeps what staff translated', async () => {
    const db = testDb.database.db;
    const [product] = await db.select().from(schema.products).limit(1);
    await db.update(schema.products).set({ en_species: null, en_body: null, en_litpic: null }).where(eq(schema.products.id, product!.id));
    const [ad] = await db.select().from(schema.ads).where(eq(schema.ads.name, 'GUIDE-seq 脱靶检测')).limit(1);
    await db.update(schema.ads).set({ en_adfile: '' }).where(eq(schema.ads.id, ad!.id));
    await db.update(schema.pages).set({ en_title: 'Who We Are' }).where(eq(schema.pages.slug, 'aboutus'));
    await db.delete(schema.settings).where(eq(schema.settings.name, 'company_name_en'));
    // The generated sections: one cleared field each, and a staff translation beside a cleared one.
    const [category] = await db.select().from(schema.categories).where(eq(schema.categories.id, 11));
    await db.update(schema.categories).set({ en_body: '' }).where(eq(schema.categories.id, 11));
    const [story] = await db.select().from(schema.news).limit(1);
    await db.update(schema.news).set({ en_title: null, en_body: null }).where(eq(schema.news.id, story!.id));
    const [plasmid] = await db.select().from(schema.plasmids).limit(1);
    await db.update(schema.plasmids).set({ en_introduction: null }).where(eq(schema.plasmids.id, plasmid!.id));
    const [article] = await db.select().from(schema.articles).limit(1);
    await db.update(schema.articles).set({ en_title: 'Our Knockout Service', en_keywords: ' ' }).where(eq(schema.articles.id, article!.id));
    const [block] = await db.select().from(schema.pageBlocks).where(eq(schema.pageBlocks.section, 'pingtaiyoushi')).limit(1);
    await db.update(schema.pageBlocks).set({ en_subtitle: null }).where(eq(schema.pageBlocks.id, block!.id));

    const report = await seedDemoContent(testDb.database);
    // Seven text fills, the product's English picture and the slide's.
    expect(report.inserted.english).toBe(9);

    const [category2] = await db.select().from(schema.categories).where(eq(schema.categories.id, 11));
    expect(category2!.en_body).toBe(category!.en_body);
    const [story2] = await db.select().from(schema.news).where(eq(schema.news.id, story!.id));
    expect([story2!.en_title, story2!.en_body]).toEqual([story!.en_title, story!.en_body]);
    const [plasmid2] = await db.select().from(schema.plasmids).where(eq(schema.plasmids.id, plasmid!.id));
    expect(plasmid2!.en_introduction).toBe(plasmid!.en_introduction);
    const [article2] = await db.select().from(schema.articles).where(eq(schema.articles.id, article!.id));
    expect([article2!.en_title, article2!.en_keywords]).toEqual(['Our Knockout Service', article!.en_keywords]);
    const [block2] = await db.select().from(schema.pageBlocks).where(eq(schema.pageBlocks.id, block!.id));
    expect(block2!.en_subtitle).toBe(block!.en_subtitle);
    expect((await seedDemoContent(testDb.database)).inserted.english).toBe(0);

    const [again] = await db.select().from(schema.products).where(eq(schema.products.id, product!.id));
    expect(again!.en_species).toBe(product!.en_species);
    expect(again!.en_body).toBe(product!.en_body);
    expect(again!.en_litpic).toBe(product!.en_litpic);
    const [ad2] = await db.select().from(schema.ads).where(eq(schema.ads.id, ad!.id));
    expect(ad2!.en_adfile).toBe(ad!.en_adfile);
    expect(ad2!.en_adfile).toMatch(/-en\.svg$/);
    const [about] = await db.select().from(schema.pages).where(eq(schema.pages.slug, 'aboutus'));
    expect(about!.en_title).toBe('Who We Are');
    const [name] = await db.select().from(schema.settings).where(eq(schema.settings.name, 'company_name_en'));
    expect(name!.value).toBe('Chengyuan Gene Editing Technology Co., Ltd.');
  });
});

/** The words drawn into a demo picture (its <text> elements). */
const lettering = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);

describe('the pictures of the English site (issue 35 point 4)', () => {
  it('carry no Chinese lettering: English copies where the Chinese picture has words, plain pictures for tiles', async () => {
    const images = new ImageSet();
    buildCategories(images);
    buildArticles(images);
    buildProducts(images);
    buildAds(images);
    buildPages(images);
    await buildPageBlocks(images, 'https://www.example.com');
    await buildSettings(images, 'https://www.example.com');
    const svgOf = (url: string) => images.files.get(url.replace(`/uploads/${DEMO_IMAGE_PREFIX}`, '').replace(/\.svg$/, ''));

    const db = testDb.database.db;
    const settings = new Map((await db.select().from(schema.settings)).map((row) => [row.name, row.value]));
    // What an English page shows: the English picture where there is one (contracts englishImage), else the Chinese.
    const shown: Array<[string, string | null]> = [
      ...(await db.select().from(schema.products)).map((r): [string, string] => [`product ${r.article_number}`, englishImage(r.en_litpic, r.litpic)]),
      ...(await db.select().from(schema.pages)).map((r): [string, string] => [`page ${r.slug}`, englishImage(r.en_litpic, r.litpic)]),
      ...(await db.select().from(schema.ads).where(eq(schema.ads.status, 1))).map((r): [string, string] => [`ad ${r.id}`, englishImage(r.en_adfile, r.adfile)]),
      ...(await db.select().from(schema.categories)).map((r): [string, string | null] => [`category tile ${r.id}`, r.litpicm]),
      ...(await db.select().from(schema.articles)).map((r): [string, string | null] => [`article ${r.id}`, r.litpic]),
      ...(await db.select().from(schema.pageBlocks)).map((r): [string, string | null] => [`block ${r.section} ${r.id}`, r.litpic]),
      ['map', englishImage(settings.get('comany_map_en'), settings.get('comany_map'))],
    ];
    const problems: string[] = [];
    let lettered = 0;
    for (const [what, url] of shown) {
      if (!url) continue;
      const svg = svgOf(url);
      if (!svg) {
        problems.push(`${what}: ${url} is not a demo picture`);
        continue;
      }
      const words = lettering(svg).filter((text) => text.trim() !== '');
      if (words.some((text) => CJK.test(text))) problems.push(`${what}: ${words.join(' / ')}`);
      if (words.length > 0) lettered += 1;
    }
    expect(problems).toEqual([]);
    // The English copies are lettered (in English), not blank: products, the about and welfare pictures, two slides, the map.
    expect(lettered).toBeGreaterThan(20);
    expect(settings.get('comany_map_en')).toBe('/uploads/demo/company-map-en.svg');
    expect(lettering(svgOf(settings.get('comany_map_en')!)!)).toEqual(['Chengyuan Gene Editing (fictional)', '88 Example Road, Suzhou Industrial Park, Suzhou']);
    // The Chinese site keeps its Chinese lettering where it had it.
    const [about] = await db.select().from(schema.pages).where(eq(schema.pages.slug, 'aboutus'));
    expect(lettering(svgOf(about!.litpic!)!).some((text) => CJK.test(text))).toBe(true);
  });

  it('give the seeded service advantages their icons', async () => {
    const blocks = await testDb.database.db.select().from(schema.pageBlocks).where(eq(schema.pageBlocks.section, 'fuwuyoushi')).orderBy(schema.pageBlocks.sort);
    expect(blocks.map((b) => [b.title, b.icon])).toEqual([
      ['专业团队', 'team'],
      ['严格质控', 'audit'],
      ['周期透明', 'field-time'],
      ['售后保障', 'safety-certificate'],
    ]);
  });
});
