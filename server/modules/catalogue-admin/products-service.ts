// Technical products in the console (editor): the /techService tables. A product belongs to a
// technical-service category (type 9/10 with a molds); its `molds`, which picks the table's columns
// (decision 0007), is always taken from that category, never typed. Bodies are sanitised on write.
// Every write commits with its audit record; the route then drops the content caches. A bulk action
// is one transaction of the single actions' writes; an export is audited.
import { sentOnly } from '../../../contracts/english-content.ts';
import type { AdminProduct, ProductCategory } from '../../../contracts/api/admin/content-catalogue.ts';
import { BULK_MESSAGES, EXPORT_MAX_ROWS } from '../../../contracts/bulk.ts';
import { CATALOGUE_MESSAGES as M, type ProductBulk, type ProductExportQuery, type ProductListQuery, type ProductSave, type ProductUpdate } from '../../../contracts/content-catalogue.ts';
import type { Database } from '../../db/client.ts';
import { actorOf, type AuthStaff } from '../../http/auth-staff.ts';
import { refuse } from '../../http/errors.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import { buildExport, exportTime, type ExportSheet } from '../../http/table-export.ts';
import type { AuditService } from '../audit/service.ts';
import type { ContentService } from '../content/service.ts';
import { categoryPath, subtreeIds, techModels } from '../product/category-path.ts';
import { changedFields } from './changes.ts';
import { createCatalogueProductRepo, type ProductQueries, type ProductRow, type ProductValues } from './products-repo.ts';

const ENTITY = 'products';
const FIELDS = [
  'tid', 'molds', 'title', 'en_title', 'article_number', 'species', 'gene_name', 'gene_id', 'specifications',
  'price', 'system', 'resistance', 'detection', 'litpic', 'body', 'sort', 'status',
  'en_species', 'en_specifications', 'en_system', 'en_resistance', 'en_detection', 'en_body', 'en_litpic',
] as const satisfies readonly (keyof ProductRow)[];

export function createCatalogueProductService(database: Database, deps: { audit: Pick<AuditService, 'record'>; content: Pick<ContentService, 'allCategories'> }) {
  const repo = createCatalogueProductRepo(database.db);

  async function categories(): Promise<ProductCategory[]> {
    const tree = await deps.content.allCategories();
    return techModels(tree).map((model) => {
      const path = categoryPath(tree, model.tid);
      const node = path.at(-1)!;
      return { id: node.id, pid: node.pid, catname: node.catname, path: path.map((p) => p.catname).join(' / '), molds: model.molds };
    });
  }

  /** The stored values of a form: molds from the category, the body sanitised. */
  async function valuesOf(input: ProductSave): Promise<ProductValues> {
    const category = (await categories()).find((c) => c.id === input.tid);
    if (!category) throw refuse(M.categoryInvalid);
    return sentOnly({ ...input, molds: category.molds, body: sanitizeRichHtml(input.body), en_body: input.en_body === undefined ? undefined : sanitizeRichHtml(input.en_body) });
  }

  async function existing(tx: ProductQueries, id: number): Promise<ProductRow> {
    const row = await tx.find(id, true);
    if (!row) throw refuse(M.productMissing);
    return row;
  }

  async function filterOf(query: Omit<ProductListQuery, 'page' | 'size'>) {
    let tids: number[] | undefined;
    if (query.tid !== undefined) {
      const path = categoryPath(await deps.content.allCategories(), query.tid);
      tids = path.length ? subtreeIds(path.at(-1)!) : [query.tid];
    }
    return { tids, molds: query.molds ?? undefined, keyword: query.keyword ?? undefined, status: query.status };
  }

  async function setStatusIn(tx: ProductQueries, staff: AuthStaff, ip: string | null, id: number, status: number): Promise<ProductRow> {
    const before = await existing(tx, id);
    if (before.status === status) return before;
    const after = await tx.update(id, { status });
    await deps.audit.record(
      actorOf(staff, ip),
      { action: status ? 'content.product.show' : 'content.product.hide', entity: ENTITY, entityId: id, before: { status: before.status }, after: { status } },
      tx.db,
    );
    return after;
  }

  async function removeIn(tx: ProductQueries, staff: AuthStaff, ip: string | null, id: number): Promise<void> {
    const before = await existing(tx, id);
    await tx.remove(id);
    await deps.audit.record(actorOf(staff, ip), { action: 'content.product.delete', entity: ENTITY, entityId: id, before }, tx.db);
  }

  /** A move is an update of the category (and its molds), audited as one. */
  async function moveIn(tx: ProductQueries, staff: AuthStaff, ip: string | null, id: number, target: ProductCategory): Promise<void> {
    const before = await existing(tx, id);
    if (before.tid === target.id && before.molds === target.molds) return;
    const after = await tx.update(id, { tid: target.id, molds: target.molds });
    await deps.audit.record(actorOf(staff, ip), { action: 'content.product.update', entity: ENTITY, entityId: id, ...changedFields(before, after, FIELDS) }, tx.db);
  }

  return {
    categories,

    async list(query: ProductListQuery): Promise<{ data: AdminProduct[]; total: number }> {
      const { rows, total } = await repo.page(await filterOf(query), (query.page - 1) * query.size, query.size);
      return { data: rows.map(toAnswer), total };
    },

    /** Every product the list's filters match (up to EXPORT_MAX_ROWS) as a file; the export is audited. */
    async exportFile(staff: AuthStaff, ip: string | null, query: ProductExportQuery) {
      const [{ rows, total }, all] = await Promise.all([repo.page(await filterOf(query), 0, EXPORT_MAX_ROWS), categories()]);
      const paths = new Map(all.map((c) => [c.id, c.path]));
      const file = await buildExport(productSheet(paths), query.format, rows, total);
      await deps.audit.record(actorOf(staff, ip), { action: 'content.product.export', entity: ENTITY, entityId: null, after: { filter: query, rows: rows.length, total } });
      return file;
    },

    /**
     * 显示, 隐藏, 删除 or 移动分类 of the ticked products in one transaction, each audited as its single
     * action; one missing product refuses the lot. A move takes the new category's molds, as a save does.
     */
    async bulk(staff: AuthStaff, ip: string | null, input: ProductBulk): Promise<{ count: number }> {
      let target: ProductCategory | undefined;
      if (input.action === 'move') {
        if (input.tid === undefined) throw refuse(BULK_MESSAGES.categoryRequired);
        target = (await categories()).find((c) => c.id === input.tid);
        if (!target) throw refuse(M.categoryInvalid);
      }
      await repo.transaction(async (tx) => {
        for (const id of input.ids) {
          if (input.action === 'delete') await removeIn(tx, staff, ip, id);
          else if (target) await moveIn(tx, staff, ip, id, target);
          else await setStatusIn(tx, staff, ip, id, input.action === 'show' ? 1 : 0);
        }
      });
      return { count: input.ids.length };
    },

    async add(staff: AuthStaff, ip: string | null, input: ProductSave): Promise<AdminProduct> {
      const values = await valuesOf(input);
      return repo.transaction(async (tx) => {
        const row = await tx.insert(values);
        await deps.audit.record(actorOf(staff, ip), { action: 'content.product.create', entity: ENTITY, entityId: row.id, after: row }, tx.db);
        return toAnswer(row);
      });
    },

    async update(staff: AuthStaff, ip: string | null, input: ProductUpdate): Promise<AdminProduct> {
      const { id, ...form } = input;
      const values = await valuesOf(form);
      return repo.transaction(async (tx) => {
        const before = await existing(tx, id);
        const after = await tx.update(id, values);
        const changes = changedFields(before, after, FIELDS);
        if (Object.keys(changes.after).length) {
          await deps.audit.record(actorOf(staff, ip), { action: 'content.product.update', entity: ENTITY, entityId: id, ...changes }, tx.db);
        }
        return toAnswer(after);
      });
    },

    async setStatus(staff: AuthStaff, ip: string | null, id: number, status: number): Promise<AdminProduct> {
      return toAnswer(await repo.transaction((tx) => setStatusIn(tx, staff, ip, id, status)));
    },

    async remove(staff: AuthStaff, ip: string | null, id: number): Promise<void> {
      await repo.transaction((tx) => removeIn(tx, staff, ip, id));
    },
  };
}

/** The export's columns; `paths` names each category by its path. */
function productSheet(paths: Map<number, string>): ExportSheet<ProductRow> {
  return {
    title: '技术产品',
    asciiName: 'products',
    columns: [
      { header: '编号', width: 8, value: (r) => r.id },
      { header: '名称', width: 32, value: (r) => r.title },
      { header: '分类', width: 28, value: (r) => paths.get(r.tid) ?? String(r.tid) },
      { header: '货号', width: 14, value: (r) => r.article_number ?? '' },
      { header: '种属', width: 12, value: (r) => r.species ?? '' },
      { header: '基因名', width: 12, value: (r) => r.gene_name ?? '' },
      { header: '规格', width: 16, value: (r) => r.specifications ?? '' },
      { header: '价格', width: 12, value: (r) => r.price ?? '' },
      { header: '排序', width: 8, value: (r) => r.sort },
      { header: '状态', width: 8, value: (r) => (r.status === 1 ? '显示' : '隐藏') },
      { header: '更新时间', width: 20, value: (r) => exportTime(r.update_time) },
    ],
  };
}

function toAnswer(row: ProductRow): AdminProduct {
  return { ...row, create_time: row.create_time.toISOString(), update_time: row.update_time.toISOString() };
}
