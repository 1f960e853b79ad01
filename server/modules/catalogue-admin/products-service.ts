// Technical products in the console (editor): the /techService tables. A product belongs to a
// technical-service category (type 9/10 with a molds); its `molds`, which picks the table's columns
// (decision 0007), is always taken from that category, never typed. Bodies are sanitised on write.
// Every write commits with its audit record; the route then drops the content caches.
import { sentOnly } from '../../../contracts/english-content.ts';
import type { AdminProduct, ProductCategory } from '../../../contracts/api/admin/content-catalogue.ts';
import { CATALOGUE_MESSAGES as M, type ProductListQuery, type ProductSave, type ProductUpdate } from '../../../contracts/content-catalogue.ts';
import type { Database } from '../../db/client.ts';
import { actorOf, type AuthStaff } from '../../http/auth-staff.ts';
import { refuse } from '../../http/errors.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
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

  return {
    categories,

    async list(query: ProductListQuery): Promise<{ data: AdminProduct[]; total: number }> {
      let tids: number[] | undefined;
      if (query.tid !== undefined) {
        const path = categoryPath(await deps.content.allCategories(), query.tid);
        tids = path.length ? subtreeIds(path.at(-1)!) : [query.tid];
      }
      const { rows, total } = await repo.page(
        { tids, molds: query.molds ?? undefined, keyword: query.keyword ?? undefined, status: query.status },
        (query.page - 1) * query.size,
        query.size,
      );
      return { data: rows.map(toAnswer), total };
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
      return repo.transaction(async (tx) => {
        const before = await existing(tx, id);
        if (before.status === status) return toAnswer(before);
        const after = await tx.update(id, { status });
        await deps.audit.record(
          actorOf(staff, ip),
          { action: status ? 'content.product.show' : 'content.product.hide', entity: ENTITY, entityId: id, before: { status: before.status }, after: { status } },
          tx.db,
        );
        return toAnswer(after);
      });
    },

    async remove(staff: AuthStaff, ip: string | null, id: number): Promise<void> {
      await repo.transaction(async (tx) => {
        const before = await existing(tx, id);
        await tx.remove(id);
        await deps.audit.record(actorOf(staff, ip), { action: 'content.product.delete', entity: ENTITY, entityId: id, before }, tx.db);
      });
    },
  };
}

function toAnswer(row: ProductRow): AdminProduct {
  return { ...row, create_time: row.create_time.toISOString(), update_time: row.update_time.toISOString() };
}
