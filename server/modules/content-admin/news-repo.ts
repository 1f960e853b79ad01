// Queries of the console's news and technical documents: the shared row and list queries
// (content-entity-repo.ts) on the news table; news has no query of its own.
import type { Db } from '../../db/client.ts';
import { transactionOf } from '../../db/tx.ts';
import { news } from '../../db/schema/index.ts';
import { contentListQueries, contentRowQueries } from './content-entity-repo.ts';

/** What an editor sets; unlike an article's, the publication time (create_time) is theirs. */
export type NewsValues = Omit<typeof news.$inferInsert, 'id' | 'update_time'>;

const newsQueries = (db: Db) => contentRowQueries(db, news);

export function createNewsAdminRepo(db: Db) {
  return {
    ...newsQueries(db),
    transaction: transactionOf(db, newsQueries),
    // The list shows the latest publication first, as the public news list does.
    ...contentListQueries(db, news, news.create_time),
  };
}
