// Queries of the article module (articles and carousel ads); the only file of the module that
// touches Drizzle. Only shown rows (status 1) ever leave here.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shownAt } from '../../db/schedule-filter.ts';
import { pageWithTotal } from '../../db/sql-helpers.ts';
import { ads, articles } from '../../db/schema/index.ts';

export type AdRow = typeof ads.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;

/** `clock`: the app's time, which a scheduled item's window is read against. */
export function createArticleRepo(db: Db, clock: () => Date) {
  return {
    /** The shown ads of one carousel, in their order. */
    listAds(position: number): Promise<AdRow[]> {
      return db
        .select()
        .from(ads)
        .where(and(eq(ads.position, position), shownAt(ads, clock())))
        .orderBy(asc(ads.sort), asc(ads.id));
    },

    /** The shown articles of one category, in their order (sort, then newest). */
    listArticles(tid: number, offset: number, limit: number): Promise<{ rows: ArticleRow[]; total: number }> {
      const where = and(eq(articles.tid, tid), shownAt(articles, clock()));
      return pageWithTotal(
        db.select().from(articles).where(where).orderBy(asc(articles.sort), desc(articles.create_time), desc(articles.id)).offset(offset).limit(limit),
        db.select({ total: count() }).from(articles).where(where),
      );
    },

    /** Shown articles flagged for the home page: `is_tuijian` (recommended services) or `is_mingxing` (star products). */
    listFlagged(flag: 'is_tuijian' | 'is_mingxing', limit: number): Promise<ArticleRow[]> {
      return db
        .select()
        .from(articles)
        .where(and(eq(articles[flag], 1), shownAt(articles, clock())))
        .orderBy(asc(articles.sort), asc(articles.id))
        .limit(limit);
    },

    /** One article whatever its status (only for a preview link), or null. */
    async findAnyArticle(id: number): Promise<ArticleRow | null> {
      const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
      return row ?? null;
    },

    /** One shown article, or null. */
    async findArticle(id: number): Promise<ArticleRow | null> {
      const [row] = await db.select().from(articles).where(and(eq(articles.id, id), shownAt(articles, clock()))).limit(1);
      return row ?? null;
    },
  };
}
