// Queries of the site search: one UNION ALL over articles, news, products and plasmids for a page of
// hits, counts per table for the total, and the rows of the hits. ILIKE with escaped wildcards works
// the same on PGlite and PostgreSQL; the tables are small (thousands of rows), so no text index.
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/sql-helpers.ts';
import { articles, news, plasmids, products } from '../../db/schema/index.ts';
import type { SearchKind } from '../../../contracts/search.ts';

interface Source {
  kind: SearchKind;
  table: typeof articles | typeof news | typeof products | typeof plasmids;
  id: PgColumn;
  title: PgColumn;
  time: PgColumn;
  status: PgColumn;
  fields: PgColumn[];
  /** Exact matches (item number, article number) rank first. */
  codes: PgColumn[];
}

const SOURCES: Source[] = [
  {
    kind: 'article',
    table: articles,
    id: articles.id,
    title: articles.title,
    time: articles.update_time,
    status: articles.status,
    fields: [articles.title, articles.description, articles.keywords, articles.body],
    codes: [],
  },
  {
    kind: 'news',
    table: news,
    id: news.id,
    title: news.title,
    time: news.create_time,
    status: news.status,
    fields: [news.title, news.description, news.keywords, news.body],
    codes: [],
  },
  {
    kind: 'product',
    table: products,
    id: products.id,
    title: products.title,
    time: products.update_time,
    status: products.status,
    fields: [
      products.title,
      products.en_title,
      products.article_number,
      products.gene_name,
      products.gene_id,
      products.species,
      products.specifications,
      products.body,
    ],
    codes: [products.article_number],
  },
  {
    kind: 'plasmid',
    table: plasmids,
    id: plasmids.id,
    title: plasmids.name,
    time: plasmids.update_time,
    status: plasmids.status,
    fields: [plasmids.name, plasmids.item_no, plasmids.alias, plasmids.function_introduction, plasmids.introduction, plasmids.remark],
    codes: [plasmids.item_no],
  },
];

function matchAll(source: Source, terms: string[]): SQL {
  const each = terms.map((term) => or(...source.fields.map((field) => ilike(field, likePattern(term))))!);
  return and(eq(source.status, 1), ...each)!;
}

/** 2: an item/article number equals a term; 1: the title contains every term; 0: elsewhere. */
function rank(source: Source, terms: string[]): SQL<number> {
  const exact = source.codes.flatMap((code) => terms.map((term) => sql`lower(${code}) = ${term.toLowerCase()}`));
  const inTitle = and(...terms.map((term) => ilike(source.title, likePattern(term))))!;
  const exactCase = exact.length ? sql`when ${or(...exact)} then 2 ` : sql``;
  return sql<number>`(case ${exactCase}when ${inTitle} then 1 else 0 end)`;
}

export interface HitRef {
  kind: SearchKind;
  id: number;
}

export function createSearchRepo(db: Db) {
  return {
    async searchPage(terms: string[], offset: number, limit: number): Promise<HitRef[]> {
      const selects = SOURCES.map((source) =>
        db
          .select({
            kind: sql<string>`${source.kind}::text`.as('kind'),
            id: sql<number>`${source.id}`.as('id'),
            rank: rank(source, terms).as('rank'),
            time: sql<Date>`${source.time}`.as('time'),
          })
          .from(source.table)
          .where(matchAll(source, terms)),
      );
      const [first, second, ...rest] = selects;
      const rows = await unionAll(first!, second!, ...rest)
        .orderBy(desc(sql`rank`), desc(sql`time`), sql`kind`, desc(sql`id`))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ kind: row.kind as SearchKind, id: Number(row.id) }));
    },

    async searchTotal(terms: string[]): Promise<number> {
      const counts = await Promise.all(
        SOURCES.map(async (source) => {
          const [row] = await db.select({ n: sql<number>`count(*)` }).from(source.table).where(matchAll(source, terms));
          return Number(row?.n ?? 0);
        }),
      );
      return counts.reduce((a, b) => a + b, 0);
    },

    articleRows(ids: number[]) {
      return db
        .select({ id: articles.id, title: articles.title, description: articles.description, body: articles.body, keywords: articles.keywords })
        .from(articles)
        .where(and(inArray(articles.id, ids), eq(articles.status, 1)));
    },

    newsRows(ids: number[]) {
      return db
        .select({ id: news.id, title: news.title, description: news.description, body: news.body, create_time: news.create_time })
        .from(news)
        .where(and(inArray(news.id, ids), eq(news.status, 1)));
    },

    productRows(ids: number[]) {
      return db
        .select({
          id: products.id,
          title: products.title,
          en_title: products.en_title,
          article_number: products.article_number,
          gene_name: products.gene_name,
          gene_id: products.gene_id,
          species: products.species,
          specifications: products.specifications,
          price: products.price,
          body: products.body,
        })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.status, 1)));
    },

    plasmidRows(ids: number[]) {
      return db
        .select({
          id: plasmids.id,
          name: plasmids.name,
          item_no: plasmids.item_no,
          alias: plasmids.alias,
          specification: plasmids.specification,
          price: plasmids.price,
          size: plasmids.size,
          plasmid_usage: plasmids.plasmid_usage,
          function_introduction: plasmids.function_introduction,
          introduction: plasmids.introduction,
        })
        .from(plasmids)
        .where(and(inArray(plasmids.id, ids), eq(plasmids.status, 1)));
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
