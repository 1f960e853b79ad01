// Queries of the product module: technical products (lists with keyword search, one product), the
// product articles of /productService, and the stored enquiries. The only file of the module that
// touches Drizzle.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shownAt } from '../../db/schedule-filter.ts';
import { likePattern, pageWithTotal, searchTerms } from '../../db/sql-helpers.ts';
import { articles, mailEnquiries, plasmids, products, purchaseEnquiries } from '../../db/schema/index.ts';
import type { TechProduct } from '../../../contracts/api/product.ts';

const listColumns = {
  id: products.id,
  tid: products.tid,
  molds: products.molds,
  title: products.title,
  en_title: products.en_title,
  species: products.species,
  gene_name: products.gene_name,
  gene_id: products.gene_id,
  specifications: products.specifications,
  article_number: products.article_number,
  price: products.price,
  system: products.system,
  resistance: products.resistance,
  detection: products.detection,
  litpic: products.litpic,
};

/** The list's columns with their English text (decision 0033); the service answers one language. */
const readColumns = {
  ...listColumns,
  en_species: products.en_species,
  en_specifications: products.en_specifications,
  en_system: products.en_system,
  en_resistance: products.en_resistance,
  en_detection: products.en_detection,
  en_litpic: products.en_litpic,
};
export type ProductReadRow = TechProduct & {
  en_species: string | null;
  en_specifications: string | null;
  en_system: string | null;
  en_resistance: string | null;
  en_detection: string | null;
  en_litpic: string | null;
};

/** Fields a keyword may match; every white-space separated term must match one of them. */
const KEYWORD_FIELDS = [products.title, products.en_title, products.article_number, products.gene_name, products.species];

export type PurchaseEnquiryInsert = typeof purchaseEnquiries.$inferInsert;
export type MailEnquiryInsert = typeof mailEnquiries.$inferInsert;

/** `clock`: the app's time, which a scheduled article's window is read against. */
export function createProductRepo(db: Db, clock: () => Date) {
  return {
    /**
     * Shown products (status 1) of the given categories, optionally narrowed by keyword; in menu order.
     * `previewId`: that product too whatever its status, listed first (a preview link names it).
     */
    listProducts(options: { tids?: readonly number[]; keyword: string; offset: number; limit: number; previewId?: number | null }): Promise<{ rows: ProductReadRow[]; total: number }> {
      const previewId = options.previewId ?? null;
      const conditions: SQL[] = [previewId === null ? eq(products.status, 1) : or(eq(products.status, 1), eq(products.id, previewId))!];
      if (options.tids) conditions.push(inArray(products.tid, [...options.tids]));
      for (const term of searchTerms(options.keyword)) {
        conditions.push(or(...KEYWORD_FIELDS.map((field) => ilike(field, likePattern(term))))!);
      }
      const where = and(...conditions);
      return pageWithTotal(
        db
          .select(readColumns)
          .from(products)
          .where(where)
          .orderBy(...(previewId === null ? [] : [sql`${products.id} = ${previewId} desc`]), asc(products.sort), asc(products.id))
          .offset(options.offset)
          .limit(options.limit),
        db.select({ total: count() }).from(products).where(where),
      );
    },

    /** One shown product, or null. */
    /** A shown plasmid as a purchase inquiry names it (molds 'plasmid', aid = its id). */
    async findPlasmid(id: number): Promise<{ title: string; article_number: string; specifications: string | null } | null> {
      const [row] = await db
        .select({ title: plasmids.name, article_number: plasmids.item_no, specifications: plasmids.specification })
        .from(plasmids)
        .where(and(eq(plasmids.id, id), eq(plasmids.status, 1)))
        .limit(1);
      return row ?? null;
    },

    async findProduct(id: number): Promise<TechProduct | null> {
      const [row] = await db
        .select(listColumns)
        .from(products)
        .where(and(eq(products.id, id), eq(products.status, 1)))
        .limit(1);
      return row ?? null;
    },

    /** Shown articles of the given categories (product detail HTML of /productService), in menu order. */
    listArticles(tids: readonly number[], limit: number) {
      return db
        .select({
          id: articles.id,
          tid: articles.tid,
          title: articles.title,
          description: articles.description,
          body: articles.body,
          keywords: articles.keywords,
          litpic: articles.litpic,
          en_title: articles.en_title,
          en_description: articles.en_description,
          en_body: articles.en_body,
        })
        .from(articles)
        .where(and(inArray(articles.tid, [...tids]), shownAt(articles, clock())))
        .orderBy(asc(articles.sort), desc(articles.id))
        .limit(limit);
    },

    async insertPurchaseEnquiry(row: PurchaseEnquiryInsert): Promise<number> {
      const [inserted] = await db.insert(purchaseEnquiries).values(row).returning({ id: purchaseEnquiries.id });
      return inserted!.id;
    },

    async insertMailEnquiry(row: MailEnquiryInsert): Promise<number> {
      const [inserted] = await db.insert(mailEnquiries).values(row).returning({ id: mailEnquiries.id });
      return inserted!.id;
    },

    /** mail_status: 0 queued for delivery, 1 delivered (by the send-mail job), 2 the message could not be queued. */
    async setMailStatus(id: number, status: number): Promise<void> {
      await db.update(mailEnquiries).set({ mail_status: status }).where(eq(mailEnquiries.id, id));
    },
  };
}
