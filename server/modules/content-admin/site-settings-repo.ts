// Queries of the console's site settings: web settings and counters by name, the single pages by
// slug and the page blocks. The only file of that admin code that touches Drizzle.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { counters, pageBlocks, pages, settings } from '../../db/schema/index.ts';

export type PageRecord = typeof pages.$inferSelect;
export type BlockRecord = typeof pageBlocks.$inferSelect;
export type BlockValues = Omit<typeof pageBlocks.$inferInsert, 'id' | 'create_time'>;

function settingsQueries(db: Db) {
  return {
    async settings(): Promise<Map<string, string>> {
      const rows = await db.select({ name: settings.name, value: settings.value }).from(settings);
      return new Map(rows.map((r) => [r.name, r.value]));
    },

    async counters(): Promise<Map<string, number>> {
      const rows = await db.select({ name: counters.name, value: counters.value }).from(counters);
      return new Map(rows.map((r) => [r.name, r.value]));
    },

    async putSetting(name: string, value: string): Promise<void> {
      await db.insert(settings).values({ name, value }).onConflictDoUpdate({ target: settings.name, set: { value, update_time: new Date() } });
    },

    async putCounter(name: string, value: number): Promise<void> {
      await db.insert(counters).values({ name, value }).onConflictDoUpdate({ target: counters.name, set: { value, update_time: new Date() } });
    },

    async page(slug: string): Promise<PageRecord | null> {
      const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
      return row ?? null;
    },

    async putPage(values: Omit<typeof pages.$inferInsert, 'update_time'>): Promise<PageRecord> {
      const { slug: _slug, ...fields } = values;
      const [row] = await db.insert(pages).values(values).onConflictDoUpdate({ target: pages.slug, set: { ...fields, update_time: new Date() } }).returning();
      return row;
    },

    blocks(section: string): Promise<BlockRecord[]> {
      return db.select().from(pageBlocks).where(eq(pageBlocks.section, section)).orderBy(asc(pageBlocks.sort), asc(pageBlocks.id));
    },

    async block(id: number): Promise<BlockRecord | null> {
      const [row] = await db.select().from(pageBlocks).where(eq(pageBlocks.id, id)).limit(1);
      return row ?? null;
    },

    async insertBlock(values: BlockValues): Promise<BlockRecord> {
      const [row] = await db.insert(pageBlocks).values(values).returning();
      return row;
    },

    async updateBlock(id: number, values: Partial<BlockValues>): Promise<BlockRecord> {
      const [row] = await db.update(pageBlocks).set(values).where(eq(pageBlocks.id, id)).returning();
      return row;
    },

    async removeBlock(id: number): Promise<void> {
      await db.delete(pageBlocks).where(eq(pageBlocks.id, id));
    },
  };
}

export type SettingsQueries = ReturnType<typeof settingsQueries>;

export function createSiteSettingsRepo(db: Db) {
  return {
    ...settingsQueries(db),
    transaction: <T>(work: (q: SettingsQueries, tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => work(settingsQueries(tx), tx)),
  };
}
