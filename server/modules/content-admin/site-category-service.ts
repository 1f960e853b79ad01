// The category tree as editors run it (DESIGN.md "Operations console", "Content"):
// - every field is editable; types 9/10 carry their product kind (`molds`), others none; body and
//   youshi are sanitised on write exactly as the public site sanitises them on read;
// - a category moves under another one (never under itself or its own descendants, which would cut
//   the branch off the tree) and takes a position among its new siblings, which are renumbered;
// - hiding a category hides its whole branch on the public site (category-tree.ts prunes it);
// - a category with children or with content filed under it (articles, news, technical products)
//   is not deleted, and the refusal says how many stand in the way.
// Each write commits with its audit row; the routes then announce the change (contentChanged).
import type { z } from 'zod';
import { CATEGORY_TYPE_LABELS, categoryFieldsFor, SITE_MESSAGES as M, type CategoryInput, type categoryBulkInput, type categoryExportInput } from '../../../contracts/content-site.ts';
import type { Database, Db } from '../../db/client.ts';
import type { StaffActor } from '../../http/auth-staff.ts';
import { notFound, refuse } from '../../http/errors.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import { buildExport, type ExportSheet } from '../../http/table-export.ts';
import type { AuditService } from '../audit/service.ts';
import { changedFields } from './site-changes.ts';
import { createSiteCategoryRepo, type CategoryQueries, type CategoryRecord, type CategoryValues } from './site-category-repo.ts';

const ENTITY = 'categories';

/** The export's columns; `pathOf` names a category by its path from the top. */
function categorySheet(pathOf: (row: CategoryRecord) => string): ExportSheet<CategoryRecord & { items: number }> {
  return {
    title: '栏目',
    asciiName: 'categories',
    columns: [
      { header: '编号', width: 8, value: (r) => r.id },
      { header: '名称', width: 20, value: (r) => r.catname },
      { header: '路径', width: 36, value: (r) => pathOf(r) },
      { header: '上级编号', width: 10, value: (r) => r.pid },
      { header: '类型', width: 14, value: (r) => CATEGORY_TYPE_LABELS[r.type] ?? String(r.type) },
      { header: '产品类别', width: 14, value: (r) => r.molds ?? '' },
      { header: '排序', width: 8, value: (r) => r.sort },
      { header: '状态', width: 8, value: (r) => (r.status === 1 ? '显示' : '隐藏') },
      { header: '内容数', width: 8, value: (r) => r.items },
    ],
  };
}
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

  async function setStatusIn(q: CategoryQueries, tx: Db, actor: StaffActor, id: number, status: 0 | 1): Promise<CategoryRecord> {
    const before = await existing(q, id);
    if (before.status === status) return before;
    const row = await q.update(id, { status });
    await deps.audit.record(actor, { action: status ? 'content.category.show' : 'content.category.hide', entity: ENTITY, entityId: id, before: { status: before.status }, after: { status } }, tx);
    return row;
  }

  async function removeIn(q: CategoryQueries, tx: Db, actor: StaffActor, id: number): Promise<void> {
    const before = await existing(q, id);
    const children = await q.countChildren(id);
    if (children > 0) throw refuse(M.hasChildren(children));
    const items = (await q.itemCounts([id])).get(id) ?? 0;
    if (items > 0) throw refuse(M.hasItems(items));
    await q.remove(id);
    await deps.audit.record(actor, { action: 'content.category.delete', entity: ENTITY, entityId: id, before }, tx);
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
      return repo.transaction(async (q, tx) => answer(q, await setStatusIn(q, tx, actor, id, status)));
    },

    async remove(actor: StaffActor, id: number): Promise<null> {
      await repo.transaction((q, tx) => removeIn(q, tx, actor, id));
      return null;
    },

    /**
     * 显示, 隐藏 or 删除 of the ticked categories in one transaction, each decided and audited as its
     * single action (a category with content or with children not ticked is refused, and so the lot).
     * Deletes go deepest first, so a ticked branch goes with its ticked children.
     */
    async bulk(actor: StaffActor, input: z.output<typeof categoryBulkInput>): Promise<{ count: number }> {
      await repo.transaction(async (q, tx) => {
        if (input.action !== 'delete') {
          for (const id of input.ids) await setStatusIn(q, tx, actor, id, input.action === 'show' ? 1 : 0);
          return;
        }
        await q.lockTree();
        const parents = await q.parents();
        const depth = (id: number) => {
          let n = 0;
          for (let node = parents.get(id) ?? 0; node !== 0 && n <= MAX_DEPTH + parents.size; node = parents.get(node) ?? 0) n++;
          return n;
        };
        for (const id of input.ids.toSorted((a, b) => depth(b) - depth(a))) await removeIn(q, tx, actor, id);
      });
      return { count: input.ids.length };
    },

    /** Every category with its path, in menu order, as a file; the export is audited. */
    async exportFile(actor: StaffActor, input: z.output<typeof categoryExportInput>) {
      const rows = await list();
      const byId = new Map(rows.map((row) => [row.id, row]));
      const pathOf = (row: CategoryRecord) => {
        const names: string[] = [];
        for (let node: CategoryRecord | undefined = row; node && names.length <= MAX_DEPTH; node = byId.get(node.pid)) names.unshift(node.catname);
        return names.join(' / ');
      };
      const file = await buildExport(categorySheet(pathOf), input.format, rows, rows.length);
      await deps.audit.record(actor, { action: 'content.category.export', entity: ENTITY, entityId: null, after: { filter: input, rows: rows.length } });
      return file;
    },
  };
}
