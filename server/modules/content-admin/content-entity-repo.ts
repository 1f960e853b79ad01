// The queries the console's articles and news share: both tables have the same id, category (tid),
// title, status and timestamp columns and are edited the same way, so one set of queries serves both,
// given the table. What only one of them has stays in its own repo (article-repo.ts: the home page's
// lists; news-repo.ts: nothing more). These three are the only files of this editing that touch Drizzle.
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern, pageWithTotal, searchTerms } from '../../db/sql-helpers.ts';
import { articles, categories, news } from '../../db/schema/index.ts';

/** The tables edited through these queries. */
export type ContentEntityTable = typeof articles | typeof news;

export type ContentRecord<T extends ContentEntityTable> = T['$inferSelect'];
/** A row as the list and the answers show it: with its category's name. */
export type ContentListRow<T extends ContentEntityTable> = ContentRecord<T> & { catname: string | null };

export interface ContentListFilter {
  keyword?: string;
  tid?: number;
  status?: number;
}

/**
 * One row's reads and writes. Built on the database or on a transaction (a repo's `transaction`
 * hands its work these queries bound to the transaction), so `db` is whichever it was built on: the
 * audit row of a change is written through it and commits with the change.
 */
export function contentRowQueries<T extends ContentEntityTable>(db: Db, table: T) {
  // Drizzle cannot follow a table that is only known to be one of two, so the queries run on the
  // union and their rows are given back as the caller's table's rows (the columns are the table's own).
  const t: ContentEntityTable = table;
  type Row = ContentRecord<T>;
  return {
    db,
    async find(id: number): Promise<Row | null> {
      const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
      return (row as Row | undefined) ?? null;
    },
    async findForUpdate(id: number): Promise<Row | null> {
      const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1).for('update');
      return (row as Row | undefined) ?? null;
    },
    async insert(values: T['$inferInsert']): Promise<Row> {
      const [row] = await db.insert(t).values(values).returning();
      return row as Row;
    },
    async update(id: number, values: Partial<T['$inferInsert']>): Promise<Row> {
      const [row] = await db.update(t).set(values).where(eq(t.id, id)).returning();
      return row as Row;
    },
    async remove(id: number): Promise<void> {
      await db.delete(t).where(eq(t.id, id));
    },
  };
}

/**
 * The console's list of a table (every row whatever its status, with its category's name), newest
 * first by `newestFirst` (articles by their last edit, news by their publication time), and the
 * category look-ups the services check a form against.
 */
export function contentListQueries<T extends ContentEntityTable>(db: Db, table: T, newestFirst: T['update_time'] | T['create_time']) {
  const t: ContentEntityTable = table;
  return {
    async page(filter: ContentListFilter, offset: number, limit: number): Promise<{ rows: ContentListRow<T>[]; total: number }> {
      const conditions: SQL[] = searchTerms(filter.keyword ?? '').map((term) => ilike(t.title, likePattern(term)));
      if (filter.tid !== undefined) conditions.push(eq(t.tid, filter.tid));
      if (filter.status !== undefined) conditions.push(eq(t.status, filter.status));
      const where = conditions.length ? and(...conditions) : undefined;
      const { rows, total } = await pageWithTotal(
        db
          .select({ row: t, catname: categories.catname })
          .from(t)
          .leftJoin(categories, eq(categories.id, t.tid))
          .where(where)
          .orderBy(desc(newestFirst), desc(t.id))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(t).where(where),
      );
      return { rows: rows.map((r) => ({ ...(r.row as ContentRecord<T>), catname: r.catname })), total };
    },

    async catname(tid: number): Promise<string | null> {
      const [row] = await db.select({ catname: categories.catname }).from(categories).where(eq(categories.id, tid)).limit(1);
      return row?.catname ?? null;
    },

    /** Every category (hidden ones too), in menu order. */
    categories() {
      return db
        .select({ id: categories.id, pid: categories.pid, catname: categories.catname, type: categories.type, status: categories.status })
        .from(categories)
        .orderBy(asc(categories.pid), asc(categories.sort), asc(categories.id));
    },

    async category(id: number) {
      const [row] = await db.select({ id: categories.id, type: categories.type }).from(categories).where(eq(categories.id, id)).limit(1);
      return row ?? null;
    },
  };
}
