// Queries of the console's news and technical documents: every row whatever its status, with its category's name. The
// only file of the console's news editing that touches Drizzle.
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern, pageWithTotal, searchTerms } from '../../db/sql-helpers.ts';
import { transactionOf } from '../../db/tx.ts';
import { news, categories } from '../../db/schema/index.ts';

export type NewsRecord = typeof news.$inferSelect;
export type NewsValues = Omit<typeof news.$inferInsert, 'id' | 'update_time'>;
export type NewsListRow = NewsRecord & { catname: string | null };

const listColumns = { news: news, catname: categories.catname };

function newsQueries(db: Db) {
  return {
    /** The transaction itself, for the audit row written with the change. */
    db,
    async find(id: number): Promise<NewsRecord | null> {
      const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
      return row ?? null;
    },
    async findForUpdate(id: number): Promise<NewsRecord | null> {
      const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1).for('update');
      return row ?? null;
    },
    async insert(values: NewsValues): Promise<NewsRecord> {
      const [row] = await db.insert(news).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<NewsValues>): Promise<NewsRecord> {
      const [row] = await db.update(news).set(values).where(eq(news.id, id)).returning();
      return row!;
    },
    async remove(id: number): Promise<void> {
      await db.delete(news).where(eq(news.id, id));
    },
  };
}

export function createNewsAdminRepo(db: Db) {
  return {
    ...newsQueries(db),
    transaction: transactionOf(db, newsQueries),

    async page(filter: { keyword?: string; tid?: number; status?: number }, offset: number, limit: number): Promise<{ rows: NewsListRow[]; total: number }> {
      const conditions: SQL[] = searchTerms(filter.keyword ?? '').map((term) => ilike(news.title, likePattern(term)));
      if (filter.tid !== undefined) conditions.push(eq(news.tid, filter.tid));
      if (filter.status !== undefined) conditions.push(eq(news.status, filter.status));
      const where = conditions.length ? and(...conditions) : undefined;
      const { rows, total } = await pageWithTotal(
        db
          .select(listColumns)
          .from(news)
          .leftJoin(categories, eq(categories.id, news.tid))
          .where(where)
          .orderBy(desc(news.create_time), desc(news.id))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(news).where(where),
      );
      return { rows: rows.map((r) => ({ ...r.news, catname: r.catname })), total };
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

export type NewsAdminRepo = ReturnType<typeof createNewsAdminRepo>;
