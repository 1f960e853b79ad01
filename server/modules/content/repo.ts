// Queries of the content module's shell reads: categories, settings, counters and single pages.
// The only file of the module that touches Drizzle.
import { asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, counters, pages, settings } from '../../db/schema/index.ts';
import type { CategoryRow } from './category-tree.ts';

export interface PageRow {
  title: string;
  litpic: string | null;
  description: string | null;
  body: string | null;
  en_title: string | null;
  en_description: string | null;
  en_body: string | null;
  en_litpic: string | null;
}

const categoryColumns = {
  id: categories.id,
  pid: categories.pid,
  catname: categories.catname,
  encatname: categories.encatname,
  type: categories.type,
  gourl: categories.gourl,
  molds: categories.molds,
  tid: categories.tid,
  litpic: categories.litpic,
  litpicm: categories.litpicm,
  description: categories.description,
  keywords: categories.keywords,
  body: categories.body,
  youshi: categories.youshi,
  is_teshu: categories.is_teshu,
  sort: categories.sort,
  en_description: categories.en_description,
  en_keywords: categories.en_keywords,
  en_body: categories.en_body,
  en_youshi: categories.en_youshi,
};

/** A category row with its English columns (decision 0033). */
export type CategoryReadRow = CategoryRow & { en_description: string | null; en_keywords: string | null; en_body: string | null; en_youshi: string | null };

export function createContentRepo(db: Db) {
  return {
    /** Every visible category (status 1); the tree is built in memory, hidden parents prune their subtree there. */
    listVisibleCategories(): Promise<CategoryReadRow[]> {
      return db.select(categoryColumns).from(categories).where(eq(categories.status, 1)).orderBy(asc(categories.sort), asc(categories.id));
    },

    /** Every hidden category: only a preview (server/modules/content/preview.ts) reads them, to show one of them. */
    listHiddenCategories(): Promise<CategoryReadRow[]> {
      return db.select(categoryColumns).from(categories).where(ne(categories.status, 1));
    },

    async readSettings(): Promise<Map<string, string>> {
      const rows = await db.select({ name: settings.name, value: settings.value }).from(settings);
      return new Map(rows.map((row) => [row.name, row.value]));
    },

    async readCounters(): Promise<Map<string, number>> {
      const rows = await db.select({ name: counters.name, value: counters.value }).from(counters);
      return new Map(rows.map((row) => [row.name, row.value]));
    },

    /** A single page (about us, privacy, welfare …) by its slug, or null. */
    async readPage(slug: string): Promise<PageRow | null> {
      const [row] = await db
        .select({ title: pages.title, litpic: pages.litpic, description: pages.description, body: pages.body, en_title: pages.en_title, en_description: pages.en_description, en_body: pages.en_body, en_litpic: pages.en_litpic })
        .from(pages)
        .where(eq(pages.slug, slug))
        .limit(1);
      return row ?? null;
    },
  };
}
