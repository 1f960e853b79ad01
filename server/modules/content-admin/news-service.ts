// News and technical documents as editors run them: every field (title, category — news centre or
// technical documents —, picture, summary, body, keywords, home-page flag, publication date, status).
// HTML is sanitised on write as the public pages sanitise it on read; status 0 is a draft, visible only
// through a preview link. The editing news shares with articles is content-entity-service.ts; here
// are what only news has: its category rule, its publication time, its messages and audit actions.
import { CategoryType } from '../../../contracts/content.ts';
import { CONTENT_MESSAGES as M, type NewsFields } from '../../../contracts/content-articles.ts';
import type { Database } from '../../db/client.ts';
import { refuse } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import { createContentEntityService, sharedContentValues } from './content-entity-service.ts';
import { createNewsAdminRepo, type NewsValues } from './news-repo.ts';

/** News may go only under the news centre (type 6) or technical documents (type 7): the pages that list it. */
const isNewsCategory = (category: { type: number }) => category.type === CategoryType.News || category.type === CategoryType.TechDocs;

function newsValues(input: NewsFields, category: { type: number }): NewsValues {
  if (!isNewsCategory(category)) throw refuse(M.newsCategoryInvalid);
  return {
    ...sharedContentValues(input),
    is_index: input.is_index,
    status: input.status,
    // Blank on an edit keeps the date; on a new item the database stamps now.
    ...(input.create_time ? { create_time: new Date(input.create_time) } : {}),
  };
}

export function createNewsAdminService(database: Database, deps: { audit: Pick<AuditService, 'record'> }) {
  const repo = createNewsAdminRepo(database.db);
  const editing = createContentEntityService({
    repo,
    audit: deps.audit,
    entity: 'news',
    actions: { create: 'content.news.create', update: 'content.news.update', status: 'content.news.status', delete: 'content.news.delete' },
    missing: M.newsMissing,
    values: newsValues,
  });

  return {
    ...editing,

    /** The categories the form offers: only those news may go under. */
    categories: async () => (await repo.categories()).filter(isNewsCategory),
  };
}
