// Queries of the console's articles: every row whatever its status, with its category's name. The
// only file of the console's article editing that touches Drizzle.
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern, pageWithTotal, searchTerms } from '../../db/sql-helpers.ts';
import { transactionOf } from '../../db/tx.ts';
import { articles, categories } from '../../db/schema/index.ts';
import type { HomePickFlag } from '../../../contracts/content-articles.ts';

export type ArticleRecord = typeof articles.$inferSelect;
export type ArticleValues = Omit<typeof articles.$inferInsert, 'id' | 'create_time' | 'update_time'>;
export type ArticleListRow = ArticleRecord & { catname: string | null };

const listColumns = { article: articles, catname: categories.catname };

function articleQueries(db: Db) {
  return {
    /** The transaction itself, for the audit row written with the change. */
    db,
    async find(id: number): Promise<ArticleRecord | null> {
      const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
      return row ?? null;
    },
    async findForUpdate(id: number): Promise<ArticleRecord | null> {
      const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1).for('update');
      return row ?? null;
    },
    async insert(values: ArticleValues): Promise<ArticleRecord> {
      const [row] = await db.insert(articles).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<ArticleValues>): Promise<ArticleRecord> {
      const [row] = await db.update(articles).set(values).where(eq(articles.id, id)).returning();
      return row!;
    },
    async remove(id: number): Promise<void> {
      await db.delete(articles).where(eq(articles.id, id));
    },
    /** The ids and sorts of one home-page list, locked until the transaction ends, in its order. */
    async flaggedForUpdate(flag: HomePickFlag): Promise<{ id: number; sort: number }[]> {
      return db
        .select({ id: articles.id, sort: articles.sort })
        .from(articles)
        .where(eq(articles[flag], 1))
        .orderBy(asc(articles.sort), asc(articles.id))
        .for('update');
    },
    /** A new place in the home page's lists; not an edit of the article (its update time stays). */
    async setSort(id: number, sort: number): Promise<void> {
      await db.update(articles).set({ sort, update_time: sql`${articles.update_time}` }).where(eq(articles.id, id));
    },
  };
}

export function createArticleAdminRepo(db: Db) {
  return {
    ...articleQueries(db),
    transaction: transactionOf(db, articleQueries),

    async page(filter: { keyword?: string; tid?: number; status?: number }, offset: number, limit: number): Promise<{ rows: ArticleListRow[]; total: number }> {
      const conditions: SQL[] = searchTerms(filter.keyword ?? '').map((term) => ilike(articles.title, likePattern(term)));
      if (filter.tid !== undefined) conditions.push(eq(articles.tid, filter.tid));
      if (filter.status !== undefined) conditions.push(eq(articles.status, filter.status));
      const where = conditions.length ? and(...conditions) : undefined;
      const { rows, total } = await pageWithTotal(
        db
          .select(listColumns)
          .from(articles)
          .leftJoin(categories, eq(categories.id, articles.tid))
          .where(where)
          .orderBy(desc(articles.update_time), desc(articles.id))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(articles).where(where),
      );
      return { rows: rows.map((r) => ({ ...r.article, catname: r.catname })), total };
    },

    /** Every article carrying a home-page flag, hidden ones too, in the home page's order. */
    async flagged(flag: HomePickFlag, limit: number): Promise<ArticleListRow[]> {
      const rows = await db
        .select(listColumns)
        .from(articles)
        .leftJoin(categories, eq(categories.id, articles.tid))
        .where(eq(articles[flag], 1))
        .orderBy(asc(articles.sort), asc(articles.id))
        .limit(limit);
      return rows.map((r) => ({ ...r.article, catname: r.catname }));
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

export type ArticleAdminRepo = ReturnType<typeof createArticleAdminRepo>;
