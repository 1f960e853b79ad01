// Queries of the console's articles: the shared row and list queries (content-entity-repo.ts) on the
// articles table, plus the home page's two lists (推荐服务, 明星产品), which only articles have.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transactionOf } from '../../db/tx.ts';
import { articles, categories } from '../../db/schema/index.ts';
import type { HomePickFlag } from '../../../contracts/content-articles.ts';
import { contentListQueries, contentRowQueries, type ContentListRow } from './content-entity-repo.ts';

/** What an editor sets: the timestamps are the database's. */
export type ArticleValues = Omit<typeof articles.$inferInsert, 'id' | 'create_time' | 'update_time'>;
export type ArticleListRow = ContentListRow<typeof articles>;

function articleQueries(db: Db) {
  return {
    ...contentRowQueries(db, articles),
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
    // The list shows the articles edited last first.
    ...contentListQueries(db, articles, articles.update_time),

    /** Every article carrying a home-page flag, hidden ones too, in the home page's order. */
    async flagged(flag: HomePickFlag, limit: number): Promise<ArticleListRow[]> {
      const rows = await db
        .select({ article: articles, catname: categories.catname })
        .from(articles)
        .leftJoin(categories, eq(categories.id, articles.tid))
        .where(eq(articles[flag], 1))
        .orderBy(asc(articles.sort), asc(articles.id))
        .limit(limit);
      return rows.map((r) => ({ ...r.article, catname: r.catname }));
    },
  };
}
