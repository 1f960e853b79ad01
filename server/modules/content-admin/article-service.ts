// Articles as editors run them (DESIGN.md "Operations console", content): service pages (the body of a
// /dynamicDetail category), recommended services (is_tuijian) and star products / product pages
// (is_mingxing, the /productService HTML with its "product-buy" buttons). Every field is editable;
// HTML is sanitised on write exactly as the public site sanitises it on read, so what the editor saved
// is what the page shows (the buy button's <a class="product-buy" href="#buy"> survives, script and
// on* handlers do not). Status 0 is a draft: not public, visible only through a preview link.
// The editing articles share with news is content-entity-service.ts; here are an article's fields,
// its messages and audit actions, and the ordering of the home page's lists, which only articles have.
import {
  CONTENT_MESSAGES as M,
  HOME_PICK_SORT_STEP,
  HOME_PICKS_MAX,
  type ArticleFields,
  type HomePickFlag,
} from '../../../contracts/content-articles.ts';
import type { Database } from '../../db/client.ts';
import { actorOf, type AuthStaff } from '../../http/auth-staff.ts';
import { refuse } from '../../http/errors.ts';
import { exportTime } from '../../http/table-export.ts';
import type { AuditService } from '../audit/service.ts';
import { createArticleAdminRepo, type ArticleValues } from './article-repo.ts';
import { contentStatusText, createContentEntityService, sharedContentValues } from './content-entity-service.ts';

const ENTITY = 'articles';

/** An article may go under any category (the category's type decides which page shows it). */
function articleValues(input: ArticleFields): ArticleValues {
  return {
    ...sharedContentValues(input),
    is_tuijian: input.is_tuijian,
    is_mingxing: input.is_mingxing,
    sort: input.sort,
    status: input.status,
  };
}

export function createArticleAdminService(database: Database, deps: { audit: Pick<AuditService, 'record'> }) {
  const repo = createArticleAdminRepo(database.db);
  const editing = createContentEntityService({
    repo,
    audit: deps.audit,
    entity: ENTITY,
    actions: { create: 'content.article.create', update: 'content.article.update', status: 'content.article.status', delete: 'content.article.delete', export: 'content.article.export' },
    missing: M.articleMissing,
    values: articleValues,
    exportSheet: {
      title: '文章与服务页',
      asciiName: 'articles',
      columns: [
        { header: '编号', width: 8, value: (r) => r.id },
        { header: '标题', width: 40, value: (r) => r.title },
        { header: '栏目', width: 16, value: (r) => r.catname ?? '' },
        { header: '推荐服务', width: 10, value: (r) => (r.is_tuijian === 1 ? '是' : '否') },
        { header: '明星产品', width: 10, value: (r) => (r.is_mingxing === 1 ? '是' : '否') },
        { header: '排序', width: 8, value: (r) => r.sort },
        { header: '状态', width: 8, value: (r) => contentStatusText(r.status) },
        { header: '更新时间', width: 20, value: (r) => exportTime(r.update_time) },
      ],
    },
  });

  return {
    ...editing,

    categories: () => repo.categories(),

    homePicks: (flag: HomePickFlag) => repo.flagged(flag, HOME_PICKS_MAX),

    /**
     * Puts one home-page list in the given order (sort 10, 20, 30 …). The ids must be exactly the
     * list's articles: one moved or unflagged meanwhile by someone else makes the editor reload
     * rather than order a list they did not see. The rows stay locked until the new sorts commit.
     */
    async orderHomePicks(staff: AuthStaff, ip: string | null, flag: HomePickFlag, ids: readonly number[]) {
      await repo.transaction(async (tx) => {
        const current = await tx.flaggedForUpdate(flag);
        const known = new Set(current.map((row) => row.id));
        if (current.length !== ids.length || !ids.every((id) => known.has(id))) throw refuse(M.picksChanged);
        const sortOf = new Map(current.map((row) => [row.id, row.sort]));
        for (const [index, id] of ids.entries()) {
          const sort = (index + 1) * HOME_PICK_SORT_STEP;
          if (sortOf.get(id) !== sort) await tx.setSort(id, sort);
        }
        await deps.audit.record(
          actorOf(staff, ip),
          { action: 'content.article.order', entity: ENTITY, entityId: null, before: { flag, ids: current.map((row) => row.id) }, after: { flag, ids } },
          tx.db,
        );
      });
      return repo.flagged(flag, HOME_PICKS_MAX);
    },
  };
}
