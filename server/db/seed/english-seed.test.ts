// The demo seed's English text (decision 0033): every seeded carousel, job posting, single page,
// technical product and shown text setting has English, written in English; an existing install gets
// what is missing on the next seed run, and a translation staff wrote is kept.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.ts';
import * as schema from '../schema/index.ts';
import { seedDemoContent } from './index.ts';

let testDb: TestDatabase;
const CJK = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/;

/** Every listed English column of every row: present and free of Chinese. */
function walk(table: string, rows: Array<Record<string, unknown>>, columns: string[]): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    for (const column of columns) {
      const value = row[column];
      if (typeof value !== 'string' || value.trim() === '') problems.push(`${table} ${String(row.id ?? row.slug)} ${column} empty`);
      else if (CJK.test(value)) problems.push(`${table} ${String(row.id ?? row.slug)} ${column} has Chinese: ${value.slice(0, 40)}`);
    }
  }
  return problems;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seedDemoContent(testDb.database);
});

afterAll(async () => {
  await testDb.close();
});

describe('the English demo content', () => {
  it('gives every seeded carousel, job, page, product and shown setting its English text', async () => {
    const db = testDb.database.db;
    const problems = [
      ...walk('ads', await db.select().from(schema.ads), ['en_name']),
      ...walk('job_postings', await db.select().from(schema.jobPostings), ['en_title', 'en_leixing', 'en_didian', 'en_renshu', 'en_body']),
      ...walk('pages', await db.select().from(schema.pages), ['en_title', 'en_body']),
      ...walk('products', await db.select().from(schema.products), ['en_title', 'en_species', 'en_specifications', 'en_system', 'en_resistance', 'en_detection', 'en_body']),
    ];
    const settings = new Map((await db.select().from(schema.settings)).map((row) => [row.name, row.value]));
    for (const key of ['xxl_title', 'xxl_foottel', 'xxl_copyright', 'xxl_beian', 'zp_hottel1', 'zp_hottel2', 'company_address', 'sample_address', 'company_name', 'site_notice', 'xxl_keywords', 'xxl_description']) {
      const value = settings.get(`${key}_en`);
      if (!value?.trim()) problems.push(`setting ${key}_en empty`);
      else if (CJK.test(value)) problems.push(`setting ${key}_en has Chinese`);
    }
    expect(problems).toEqual([]);
  });

  it('fills what an existing install lacks and keeps what staff translated', async () => {
    const db = testDb.database.db;
    const [product] = await db.select().from(schema.products).limit(1);
    await db.update(schema.products).set({ en_species: null, en_body: null }).where(eq(schema.products.id, product!.id));
    await db.update(schema.pages).set({ en_title: 'Who We Are' }).where(eq(schema.pages.slug, 'aboutus'));
    await db.delete(schema.settings).where(eq(schema.settings.name, 'company_name_en'));

    const report = await seedDemoContent(testDb.database);
    expect(report.inserted.english).toBe(2);

    const [again] = await db.select().from(schema.products).where(eq(schema.products.id, product!.id));
    expect(again!.en_species).toBe(product!.en_species);
    expect(again!.en_body).toBe(product!.en_body);
    const [about] = await db.select().from(schema.pages).where(eq(schema.pages.slug, 'aboutus'));
    expect(about!.en_title).toBe('Who We Are');
    const [name] = await db.select().from(schema.settings).where(eq(schema.settings.name, 'company_name_en'));
    expect(name!.value).toBe('Chengyuan Gene Editing Technology Co., Ltd.');
  });
});
