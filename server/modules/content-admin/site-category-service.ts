// The category tree as editors run it (DESIGN.md "Operations console", "Content"):
// - every field is editable; types 9/10 carry their product kind (`molds`), others none; body and
//   youshi are sanitised on write exactly as the public site sanitises them on read;
// - a category moves under another one (never under itself or its own descendants, which would cut
//   the branch off the tree) and takes a position among its new siblings, which are renumbered;
// - hiding a category hides its whole branch on the public site (category-tree.ts prunes it);
// - a category with children or with content filed under it (articles, news, technical products)
//   is not deleted, and the refusal says how many stand in the way.
// Each write commits with its audit row; the routes then announce the change (contentChanged).
import { categoryFieldsFor, SITE_MESSAGES as M, type CategoryInput } from '../../../contracts/content-site.ts';
import type { Database } from '../../db/client.ts';
import type { StaffActor } from '../../http/auth-staff.ts';
import { notFound, refuse } from '../../http/errors.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import type { AuditService } from '../audit/service.ts';
import { changedFields } from './site-changes.ts';
import { createSiteCategoryRepo, type CategoryQueries, type CategoryRecord, type CategoryValues } from './site-category-repo.ts';

const ENTITY = 'categories';
const MAX_DEPTH = 64;

/** The stored values of a form: no product kind where the type has none, HTML sanitised. */
function valuesOf(input: CategoryInput): CategoryValues {
  return {
    ...input,
    molds: categoryFieldsFor(input.type).molds ? input.molds : null,
    body: sanitizeRichHtml(input.body),
    youshi: sanitizeRichHtml(input.youshi),
    en_body: input.en_body === undefined ? undefined : sanitizeRichHtml(input.en_body),
    en_youshi: input.en_youshi === undefined ? undefined : sanitizeRichHtml(input.en_youshi),
  };
}

/** True when `candidate` is `id` or lies below it. */
function isSelfOrBelow(parents: Map<number, number>, id: number, candidate: number): boolean {
  let node = candidate;
  for (let depth = 0; node !== 0 && depth < MAX_DEPTH + parents.size; depth++) {
    if (node === id) return true;
    node = parents.get(node) ?? 0;
  }
  return false;
}

export function createSiteCategoryService(database: Database, deps: { audit: Pick<AuditService, 'record'> }) {
  const repo = createSiteCategoryRepo(database.db);

  const withItems = (row: CategoryRecord, items: Map<number, number>) => ({ ...row, items: items.get(row.id) ?? 0 });
  const answer = async (q: CategoryQueries, row: CategoryRecord) => withItems(row, await q.itemCounts([row.id]));

  async function existing(q: CategoryQueries, id: number): Promise<CategoryRecord> {
    const row = await q.find(id);
    if (!row) throw notFound(M.categoryNotFound);
    return row;
  }

  /** A parent must exist, and for an existing category must not be itself or below it. */
  async function checkParent(q: CategoryQueries, pid: number, id?: number): Promise<void> {
    if (pid === 0) return;
    await q.lockTree();
    const parents = await q.parents();
    if (!parents.has(pid)) throw refuse(M.parentMissing);
    if (id !== undefined && isSelfOrBelow(parents, id, pid)) throw refuse(M.moveIntoSelf);
  }

  async function list() {
    const [rows, items] = await Promise.all([repo.listAll(), repo.itemCounts()]);
    return rows.map((row) => withItems(row, items));
  }

  return {
    list,

    async create(actor: StaffActor, input: CategoryInput) {
      return repo.transaction(async (q, tx) => {
        await checkParent(q, input.pid);
        const row = await q.insert(valuesOf(input));
        await deps.audit.record(actor, { action: 'content.category.create', entity: ENTITY, entityId: row.id, after: row }, tx);
        return answer(q, row);
      });
    },

    async update(actor: StaffActor, input: CategoryInput & { id: number }) {
      const { id, ...fields } = input;
      return repo.transaction(async (q, tx) => {
        const before = await existing(q, id);
        if (fields.pid !== before.pid) await checkParent(q, fields.pid, id);
        const diff = changedFields(before, valuesOf(fields));
        if (!diff.changed) return answer(q, before);
        const row = await q.update(id, diff.after);
        await deps.audit.record(actor, { action: 'content.category.update', entity: ENTITY, entityId: id, before: diff.before, after: diff.after }, tx);
        return answer(q, row);
      });
    },

    /** Puts `id` under `pid` at `index` among its siblings; every sibling's sort becomes its position (1, 2, …). */
    async move(actor: StaffActor, input: { id: number; pid: number; index: number }) {
      await repo.transaction(async (q, tx) => {
        const before = await existing(q, input.id);
        await checkParent(q, input.pid, input.id);
        const siblings = (await q.children(input.pid)).filter((s) => s.id !== input.id);
        const order = siblings.map((s) => s.id);
        order.splice(Math.min(input.index, order.length), 0, input.id);
        const beforeOrder = (await q.children(before.pid)).map((s) => s.id);
        const sorts = new Map(siblings.map((s) => [s.id, s.sort]));
        for (const [position, sibling] of order.entries()) {
          const sort = position + 1;
          if (sibling === input.id) await q.update(sibling, { pid: input.pid, sort });
          else if (sorts.get(sibling) !== sort) await q.update(sibling, { sort });
        }
        await deps.audit.record(
          actor,
          {
            action: 'content.category.move',
            entity: ENTITY,
            entityId: input.id,
            before: { pid: before.pid, sort: before.sort, order: beforeOrder },
            after: { pid: input.pid, sort: order.indexOf(input.id) + 1, order },
          },
          tx,
        );
      });
      return list();
    },

    async setStatus(actor: StaffActor, id: number, status: 0 | 1) {
      return repo.transaction(async (q, tx) => {
        const before = await existing(q, id);
        if (before.status === status) return answer(q, before);
        const row = await q.update(id, { status });
        await deps.audit.record(actor, { action: status ? 'content.category.show' : 'content.category.hide', entity: ENTITY, entityId: id, before: { status: before.status }, after: { status } }, tx);
        return answer(q, row);
      });
    },

    async remove(actor: StaffActor, id: number): Promise<null> {
      await repo.transaction(async (q, tx) => {
        const before = await existing(q, id);
        const children = await q.countChildren(id);
        if (children > 0) throw refuse(M.hasChildren(children));
        const items = (await q.itemCounts([id])).get(id) ?? 0;
        if (items > 0) throw refuse(M.hasItems(items));
        await q.remove(id);
        await deps.audit.record(actor, { action: 'content.category.delete', entity: ENTITY, entityId: id, before }, tx);
      });
      return null;
    },
  };
}
