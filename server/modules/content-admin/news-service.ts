// News and technical documents as editors run them: every field (title, category — news centre or
// technical documents —, picture, summary, body, keywords, home-page flag, publication date, status).
// HTML is sanitised on write as the public pages sanitise it on read; status 0 is a draft, visible only
// through a preview link. Each write and its audit row (changed fields only) commit together; the
// caller then announces the content change.
import { CategoryType } from '../../../contracts/content.ts';
import { CONTENT_MESSAGES as M, type NewsFields, type ContentListInput } from '../../../contracts/content-articles.ts';
import type { Database } from '../../db/client.ts';
import { actorOf, type AuthStaff } from '../../http/auth-staff.ts';
import { refuse } from '../../http/errors.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import type { AuditService } from '../audit/service.ts';
import { changedFields } from './changes.ts';
import { createNewsAdminRepo, type NewsRecord, type NewsValues } from './news-repo.ts';

const ENTITY = 'news';

export function createNewsAdminService(database: Database, deps: { audit: Pick<AuditService, 'record'> }) {
  const repo = createNewsAdminRepo(database.db);

  async function answer(row: NewsRecord) {
    return { ...row, catname: await repo.catname(row.tid) };
  }

  async function values(input: NewsFields): Promise<NewsValues> {
    const category = await repo.category(input.tid);
    if (!category) throw refuse(M.categoryMissing);
    if (category.type !== CategoryType.News && category.type !== CategoryType.TechDocs) throw refuse(M.newsCategoryInvalid);
    return {
      tid: input.tid,
      title: input.title,
      litpic: input.litpic,
      description: sanitizeRichHtml(input.description),
      body: sanitizeRichHtml(input.body),
      keywords: input.keywords,
      is_index: input.is_index,
      status: input.status,
      // Blank on an edit keeps the date; on a new item the database stamps now.
      ...(input.create_time ? { create_time: new Date(input.create_time) } : {}),
    };
  }

  /** The categories news may go under: news centre (type 6) and technical documents (type 7). */
  async function newsCategories() {
    return (await repo.categories()).filter((c) => c.type === CategoryType.News || c.type === CategoryType.TechDocs);
  }

  return {
    async list(input: ContentListInput) {
      const { rows, total } = await repo.page(input, (input.page - 1) * input.size, input.size);
      return { data: rows, total };
    },

    categories: newsCategories,

    async detail(id: number) {
      const row = await repo.find(id);
      if (!row) throw refuse(M.newsMissing);
      return answer(row);
    },

    async add(staff: AuthStaff, ip: string | null, input: NewsFields) {
      const data = await values(input);
      const row = await repo.transaction(async (tx) => {
        const created = await tx.insert(data);
        await deps.audit.record(actorOf(staff, ip), { action: 'content.news.create', entity: ENTITY, entityId: created.id, after: created }, tx.db);
        return created;
      });
      return answer(row);
    },

    async update(staff: AuthStaff, ip: string | null, id: number, input: NewsFields) {
      const data = await values(input);
      return answer(await write(staff, ip, id, 'content.news.update', data));
    },

    async setStatus(staff: AuthStaff, ip: string | null, id: number, status: 0 | 1) {
      return answer(await write(staff, ip, id, 'content.news.status', { status }));
    },

    async remove(staff: AuthStaff, ip: string | null, id: number): Promise<null> {
      await repo.transaction(async (tx) => {
        const before = await tx.findForUpdate(id);
        if (!before) throw refuse(M.newsMissing);
        await tx.remove(id);
        await deps.audit.record(actorOf(staff, ip), { action: 'content.news.delete', entity: ENTITY, entityId: id, before }, tx.db);
      });
      return null;
    },
  };

  async function write(staff: AuthStaff, ip: string | null, id: number, action: string, data: Partial<NewsValues>) {
    return repo.transaction(async (tx) => {
      const before = await tx.findForUpdate(id);
      if (!before) throw refuse(M.newsMissing);
      const changes = changedFields(before, data);
      if (!changes) return before;
      const after = await tx.update(id, changes.after);
      await deps.audit.record(actorOf(staff, ip), { action, entity: ENTITY, entityId: id, ...changes }, tx.db);
      return after;
    });
  }
}

export type NewsAdminService = ReturnType<typeof createNewsAdminService>;
