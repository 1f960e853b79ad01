// Queries of the console's technical products: every row (shown or hidden), filtered and paged.
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { likePattern, pageWithTotal, searchTerms } from '../../db/sql-helpers.ts';
import { transactionOf } from '../../db/tx.ts';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'create_time' | 'update_time'>;

const KEYWORD_FIELDS = [products.title, products.en_title, products.article_number, products.gene_name, products.species];

export interface ProductFilter {
  tids?: readonly number[];
  molds?: string;
  keyword?: string;
  status?: number;
}

function productQueries(db: Db) {
  return {
    /** The connection these queries run on: the audit record of a write joins its transaction. */
    db,

    page(filter: ProductFilter, offset: number, limit: number): Promise<{ rows: ProductRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.tids) conditions.push(inArray(products.tid, [...filter.tids]));
      if (filter.molds) conditions.push(eq(products.molds, filter.molds));
      if (filter.status !== undefined) conditions.push(eq(products.status, filter.status));
      for (const term of searchTerms(filter.keyword ?? '')) {
        conditions.push(or(...KEYWORD_FIELDS.map((field) => ilike(field, likePattern(term))))!);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      return pageWithTotal(
        db.select().from(products).where(where).orderBy(asc(products.sort), desc(products.id)).offset(offset).limit(limit),
        db.select({ total: count() }).from(products).where(where),
      );
    },

    /** The row, held for the rest of the transaction when `lock` (an update or delete). */
    async find(id: number, lock = false): Promise<ProductRow | null> {
      const query = db.select().from(products).where(eq(products.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async insert(values: ProductValues): Promise<ProductRow> {
      const [row] = await db.insert(products).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<ProductValues>): Promise<ProductRow> {
      const [row] = await db.update(products).set({ ...values, update_time: new Date() }).where(eq(products.id, id)).returning();
      return row!;
    },

    async remove(id: number): Promise<void> {
      await db.delete(products).where(eq(products.id, id));
    },
  };
}

export function createCatalogueProductRepo(db: Db) {
  return { ...productQueries(db), transaction: transactionOf(db, productQueries) };
}
export type ProductQueries = ReturnType<typeof productQueries>;
