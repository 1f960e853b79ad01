// Articles as editors run them (DESIGN.md "Operations console", content): service pages (the body of a
// /dynamicDetail category), recommended services (is_tuijian) and star products / product pages
// (is_mingxing, the /productService HTML with its "product-buy" buttons). Every field is editable;
// HTML is sanitised on write exactly as the public site sanitises it on read, so what the editor saved
// is what the page shows (the buy button's <a class="product-buy" href="#buy"> survives, script and
// on* handlers do not). Status 0 is a draft: not public, visible only through a preview link.
// Each write and its audit row commit together; the caller then announces the content change.
import {
  CONTENT_MESSAGES as M,
  HOME_PICK_SORT_STEP,
  HOME_PICKS_MAX,
  type ArticleFields,
  type ContentListInput,
  type HomePickFlag,
} from '../../../contracts/content-articles.ts';
import type { Database } from '../../db/client.ts';
import { actorOf, type AuthStaff } from '../../http/auth-staff.ts';
import { refuse } from '../../http/errors.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import type { AuditService } from '../audit/service.ts';
import { changedFields } from './changes.ts';
import { createArticleAdminRepo, type ArticleRecord, type ArticleValues } from './article-repo.ts';

const ENTITY = 'articles';

export function createArticleAdminService(database: Database, deps: { audit: Pick<AuditService, 'record'> }) {
  const repo = createArticleAdminRepo(database.db);

  async function answer(row: ArticleRecord) {
    return { ...row, catname: await repo.catname(row.tid) };
  }

  async function values(input: ArticleFields): Promise<ArticleValues> {
    if (!(await repo.category(input.tid))) throw refuse(M.categoryMissing);
    return {
      tid: input.tid,
      title: input.title,
      litpic: input.litpic,
      description: sanitizeRichHtml(input.description),
      body: sanitizeRichHtml(input.body),
      keywords: input.keywords,
      is_tuijian: input.is_tuijian,
      is_mingxing: input.is_mingxing,
      sort: input.sort,
      status: input.status,
    };
  }

  return {
    async list(input: ContentListInput) {
      const { rows, total } = await repo.page(input, (input.page - 1) * input.size, input.size);
      return { data: rows, total };
    },

    categories: () => repo.categories(),

    async detail(id: number) {
      const row = await repo.find(id);
      if (!row) throw refuse(M.articleMissing);
      return answer(row);
    },

    async add(staff: AuthStaff, ip: string | null, input: ArticleFields) {
      const data = await values(input);
      const row = await repo.transaction(async (tx) => {
        const created = await tx.insert(data);
        await deps.audit.record(actorOf(staff, ip), { action: 'content.article.create', entity: ENTITY, entityId: created.id, after: created }, tx.db);
        return created;
      });
      return answer(row);
    },

    async update(staff: AuthStaff, ip: string | null, id: number, input: ArticleFields) {
      const data = await values(input);
      return answer(await write(staff, ip, id, 'content.article.update', data));
    },

    async setStatus(staff: AuthStaff, ip: string | null, id: number, status: 0 | 1) {
      return answer(await write(staff, ip, id, 'content.article.status', { status }));
    },

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

    async remove(staff: AuthStaff, ip: string | null, id: number): Promise<null> {
      await repo.transaction(async (tx) => {
        const before = await tx.findForUpdate(id);
        if (!before) throw refuse(M.articleMissing);
        await tx.remove(id);
        await deps.audit.record(actorOf(staff, ip), { action: 'content.article.delete', entity: ENTITY, entityId: id, before }, tx.db);
      });
      return null;
    },
  };

  async function write(staff: AuthStaff, ip: string | null, id: number, action: string, data: Partial<ArticleValues>) {
    return repo.transaction(async (tx) => {
      const before = await tx.findForUpdate(id);
      if (!before) throw refuse(M.articleMissing);
      const changes = changedFields(before, data);
      if (!changes) return before;
      const after = await tx.update(id, changes.after);
      await deps.audit.record(actorOf(staff, ip), { action, entity: ENTITY, entityId: id, ...changes }, tx.db);
      return after;
    });
  }
}

export type ArticleAdminService = ReturnType<typeof createArticleAdminService>;
