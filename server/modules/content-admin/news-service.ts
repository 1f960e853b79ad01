// News and technical documents as editors run them: every field (title, category — news centre or
// technical documents —, picture, summary, body, keywords, home-page flag, publication date, status).
// HTML is sanitised on write as the public pages sanitise it on read; status 0 is a draft, visible only
// through a preview link. The editing news shares with articles is content-entity-service.ts; here
// are what only news has: its category rule, its publication time, its messages and audit actions.
import { CategoryType } from '../../../contracts/content.ts';
import { CONTENT_MESSAGES as M, type NewsFields } from '../../../contracts/content-articles.ts';
import type { Database } from '../../db/client.ts';
import { refuse } from '../../http/errors.ts';
import { exportTime } from '../../http/table-export.ts';
import type { AuditService } from '../audit/service.ts';
import { contentStatusText, createContentEntityService, sharedContentValues } from './content-entity-service.ts';
import { createNewsAdminRepo, type NewsValues } from './news-repo.ts';

/** News may go only under the news centre (type 6) or technical documents (type 7): the pages that list it. */
const isNewsCategory = (category: { type: number }) => category.type === CategoryType.News || category.type === CategoryType.TechDocs;

function checkNewsCategory(category: { type: number }): void {
  if (!isNewsCategory(category)) throw refuse(M.newsCategoryInvalid);
}

function newsValues(input: NewsFields, category: { type: number }): NewsValues {
  checkNewsCategory(category);
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
    actions: { create: 'content.news.create', update: 'content.news.update', status: 'content.news.status', delete: 'content.news.delete', export: 'content.news.export' },
    missing: M.newsMissing,
    values: newsValues,
    checkCategory: checkNewsCategory,
    exportSheet: {
      title: '新闻与资料',
      asciiName: 'news',
      columns: [
        { header: '编号', width: 8, value: (r) => r.id },
        { header: '标题', width: 40, value: (r) => r.title },
        { header: '栏目', width: 16, value: (r) => r.catname ?? '' },
        { header: '首页显示', width: 10, value: (r) => (r.is_index === 1 ? '是' : '否') },
        { header: '状态', width: 8, value: (r) => contentStatusText(r.status) },
        { header: '发布时间', width: 20, value: (r) => exportTime(r.create_time) },
        { header: '更新时间', width: 20, value: (r) => exportTime(r.update_time) },
      ],
    },
  });

  return {
    ...editing,

    /** The categories the form offers: only those news may go under. */
    categories: async () => (await repo.categories()).filter(isNewsCategory),
  };
}
