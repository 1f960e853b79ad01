// The committed migrations build every table the specifications need, rows round-trip with the
// spec's field names, constraints hold, and migrating again changes nothing. Runs on in-memory
// PGlite, or on a fresh PostgreSQL database when TEST_DATABASE_URL is set (see .ci/run).
import fs from 'node:fs';
import path from 'node:path';
import { eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { migrationsFolder, runMigrations, type Database } from './client.ts';
import * as schema from './schema/index.ts';

const EXPECTED_TABLES = [
  'categories', 'articles', 'news', 'ads',
  'settings', 'counters', 'pages', 'page_blocks', 'job_postings',
  'plasmids',
  'users', 'addresses', 'regions', 'sessions', 'user_tokens', 'verification_codes', 'captchas', 'limit_counters',
  'products', 'purchase_enquiries', 'bookings', 'mail_enquiries',
  'pam_types', 'genomes', 'crispr_jobs', 'crispr_job_parts',
  'guide_orders', 'guide_samples', 'amplicon_orders', 'amplicon_samples', 'cellsline_orders',
  'uploads',
  'staff', 'staff_sessions', 'audit_log',
  'order_events', 'order_quotes', 'order_messages', 'order_files', 'order_file_links', 'order_file_downloads',
  'inbox_states', 'inbox_notes', 'preview_tokens',
  'mail_outbox',
  'price_items', 'price_history',
  'content_versions', 'api_keys', 'api_key_uses', 'invoice_requests', 'site_validations',
].toSorted();

let testDb: TestDatabase;
let database: Database;

async function rows(sql: string, values?: unknown[]): Promise<any[]> {
  const result = await database.executeSql(sql, values);
  return Array.isArray(result) ? result.at(-1).rows : result.rows;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = testDb.database;
});
afterAll(async () => {
  await testDb?.close();
});

describe(`migrations (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('creates exactly the expected tables in public', async () => {
    const found = await rows(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    expect(found.map((r) => r.table_name).toSorted()).toEqual(EXPECTED_TABLES);
  });

  it('names every table of the Drizzle schema in the expected list', () => {
    const names = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table as PgTable))
      .toSorted();
    expect(names).toEqual(EXPECTED_TABLES);
  });

  it('stores times as timestamptz and keeps spec column names', async () => {
    const columns = await rows(
      `select table_name, column_name, data_type from information_schema.columns
       where table_schema = 'public' and column_name in ('create_time', 'update_time')`,
    );
    expect(columns.length).toBeGreaterThan(20);
    expect(new Set(columns.map((c) => c.data_type))).toEqual(new Set(['timestamp with time zone']));
    const plasmidColumns = (
      await rows(`select column_name from information_schema.columns where table_name = 'plasmids'`)
    ).map((c) => c.column_name);
    for (const name of ['item_no', 'plasmid_fragment_species', 'three_sequence_primer', 'function_introduction', 'features']) {
      expect(plasmidColumns).toContain(name);
    }
  });

  it('round-trips a user with an address, and the address follows the user on delete', async () => {
    const { db } = database;
    const [user] = await db
      .insert(schema.users)
      .values({ email: 'li.lei@example.com', password_hash: 'argon2id$x', fname: '李', lname: '雷', tel: '13800138000' })
      .returning();
    expect(user.id).toBeGreaterThan(0);
    expect(user.status).toBe(0);
    expect(user.create_time).toBeInstanceOf(Date);

    await db.insert(schema.addresses).values({
      uid: user.id, name: '李雷', company: '示例大学', province_id: 110000, city_id: 110100, address: '海淀区', tel: '13800138000', is_default: 1,
    });
    const list = await db.select().from(schema.addresses).where(eq(schema.addresses.uid, user.id));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ uid: user.id, country: 0, is_default: 1, areaname: null });

    await expect(
      db.insert(schema.users).values({ email: 'li.lei@example.com', password_hash: 'y' }),
    ).rejects.toThrow();
    await expect(db.insert(schema.addresses).values({ uid: 999_999, name: 'nobody' })).rejects.toThrow();

    await db.delete(schema.users).where(eq(schema.users.id, user.id));
    expect(await db.select().from(schema.addresses).where(eq(schema.addresses.uid, user.id))).toHaveLength(0);
  });

  it('round-trips a plasmid with its features and refuses a duplicate item_no', async () => {
    const { db } = database;
    const features = [{ name: 'AmpR', start: 100, end: 960, direction: -1 as const, type: 'CDS', color: '#f5a623' }];
    const [plasmid] = await db
      .insert(schema.plasmids)
      .values({ item_no: 'P0001', name: 'pX330', plasmid_host: '大肠杆菌', plasmid_usage: '基因编辑', features })
      .returning();
    const [read] = await db.select().from(schema.plasmids).where(eq(schema.plasmids.id, plasmid.id));
    expect(read).toMatchObject({ item_no: 'P0001', plasmid_host: '大肠杆菌', features, status: 1 });
    const [bare] = await db.insert(schema.plasmids).values({ item_no: 'P0002', name: 'empty' }).returning();
    expect(bare.features).toEqual([]);
    await expect(db.insert(schema.plasmids).values({ item_no: 'P0001', name: 'again' })).rejects.toThrow();
  });

  it('keeps GUIDE-seq samples under their order with numeric measurements', async () => {
    const { db } = database;
    const [user] = await db.insert(schema.users).values({ email: 'han.meimei@example.com', password_hash: 'x' }).returning();
    const [order] = await db
      .insert(schema.guideOrders)
      .values({ uid: user.id, orderno: 'GS20240101001', leixing: 'GUIDE-seq脱靶检测', yangben_nums: 1 })
      .returning();
    await db.insert(schema.guideSamples).values({
      uid: user.id, oid: order.id, name: 'S-1', type: 'DNA', nongdu: 125.5, tiji: 20, zongliang: 2.51,
      fenxi_leixing: '实验组', xulie: 'GAGTCCGAGCAGAAGAAGAAGGG,GACCCCCTCCACCCCGCCTCCGG', cuopei_fazhi: 6, tudian_fazhi: 1,
    });
    const [sample] = await db.select().from(schema.guideSamples).where(eq(schema.guideSamples.oid, order.id));
    expect(sample).toMatchObject({ nongdu: 125.5, tiji: 20, zongliang: 2.51, is_odn: 0, status: 0, cuopei_fazhi: 6 });
    await expect(
      db.insert(schema.guideOrders).values({ uid: user.id, orderno: 'GS20240101001', leixing: 'x' }),
    ).rejects.toThrow();
    await db.delete(schema.guideOrders).where(eq(schema.guideOrders.id, order.id));
    expect(await db.select().from(schema.guideSamples).where(eq(schema.guideSamples.oid, order.id))).toHaveLength(0);
  });

  it('keeps settings and counters as key/value rows', async () => {
    const { db } = database;
    await db.insert(schema.settings).values([{ name: 'xxl_title', value: '示例' }, { name: 'xxl_tel', value: '400-000-0000' }]);
    await db.insert(schema.counters).values({ name: 'keyanyuansuo', value: 300 });
    await db
      .insert(schema.settings)
      .values({ name: 'xxl_title', value: '新标题' })
      .onConflictDoUpdate({ target: schema.settings.name, set: { value: '新标题' } });
    const settings = await db.select().from(schema.settings).orderBy(schema.settings.name);
    expect(settings.map((s) => [s.name, s.value])).toEqual([['xxl_tel', '400-000-0000'], ['xxl_title', '新标题']]);
    expect((await db.select().from(schema.counters))[0].value).toBe(300);
  });

  it('applies the journal once; running the migrations again changes nothing', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
    const before = await rows(`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(before[0].n).toBe(journal.entries.length);
    await runMigrations(database);
    await runMigrations(database);
    const after = await rows(`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(after[0].n).toBe(journal.entries.length);
    const users = await rows(`select count(*)::int as n from users`);
    expect(users[0].n).toBeGreaterThan(0);
  });
});
