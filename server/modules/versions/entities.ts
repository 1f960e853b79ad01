// The content types whose every save keeps a version (DESIGN.md "Operations console", content: every
// save keeps a version, field diff, one-click restore), by the name the audit log gives them (each
// content service's `entity`). Each names its table, the column that keys an item, and the columns a
// restore must not put back: the keys, the times the database keeps, and what belongs to a list
// rather than to the item (a category's place in the tree, a slide's place in its carousel), since an
// old position could now make a loop or collide with the current order.
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ads, articles, categories, jobPostings, news, pageBlocks, pages, plasmids, products } from '../../db/schema/index.ts';

export interface VersionedEntity {
  table: PgTable;
  /** The property (= column name) that keys an item: `id`, or a page's `slug`. */
  key: string;
  /** Properties a restore leaves as they are now. */
  kept: readonly string[];
}

const TIMES = ['create_time', 'update_time'] as const;

export const VERSIONED_ENTITIES = {
  news: { table: news, key: 'id', kept: ['update_time'] }, // a news item's create_time is its publication date, the editor's
  articles: { table: articles, key: 'id', kept: TIMES },
  ads: { table: ads, key: 'id', kept: [...TIMES, 'sort'] },
  job_postings: { table: jobPostings, key: 'id', kept: TIMES },
  categories: { table: categories, key: 'id', kept: [...TIMES, 'pid', 'sort'] },
  page_blocks: { table: pageBlocks, key: 'id', kept: TIMES },
  pages: { table: pages, key: 'slug', kept: TIMES },
  products: { table: products, key: 'id', kept: TIMES },
  plasmids: { table: plasmids, key: 'id', kept: TIMES },
} as const satisfies Record<string, VersionedEntity>;

export type VersionedEntityName = keyof typeof VERSIONED_ENTITIES;

export const isVersioned = (entity: string): entity is VersionedEntityName => Object.hasOwn(VERSIONED_ENTITIES, entity);

/** The table's columns by property name. */
export const columnsOf = (entity: VersionedEntityName): Record<string, PgColumn> => getTableColumns(VERSIONED_ENTITIES[entity].table);

/** A key as the table holds it: ids are integers, a page's slug is text. */
export function keyValue(entity: VersionedEntityName, id: string): string | number | null {
  if (VERSIONED_ENTITIES[entity].key === 'slug') return id;
  return /^\d{1,10}$/.test(id) ? Number(id) : null;
}

/**
 * A snapshot (JSON: times as ISO text) turned back into the values a write sets: only the table's
 * columns, times as dates, `omit` left out.
 */
export function valuesOf(entity: VersionedEntityName, snapshot: Record<string, unknown>, omit: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, column] of Object.entries(columnsOf(entity))) {
    if (omit.includes(name) || !Object.hasOwn(snapshot, name)) continue;
    const value = snapshot[name];
    values[name] = column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
  }
  return values;
}
