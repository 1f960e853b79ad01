// Queries of the site search: one UNION ALL over articles, news, products and plasmids for a page of
// hits, counts per table for the total, and the rows of the hits. ILIKE with escaped wildcards works
// the same on PGlite and PostgreSQL; the tables are small (thousands of rows), so no text index.
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/sql-helpers.ts';
import { articles, news, plasmids, products } from '../../db/schema/index.ts';
import type { SearchKind } from '../../../contracts/search.ts';
import type { ContentLang } from '../../../contracts/english-content.ts';

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

/** The English search (decision 0033): the same items, matched on their English text and shared codes. */
const EN_SOURCES: Source[] = [
  { ...SOURCES[0]!, title: articles.en_title, fields: [articles.en_title, articles.en_description, articles.en_keywords, articles.en_body] },
  { ...SOURCES[1]!, title: news.en_title, fields: [news.en_title, news.en_description, news.en_keywords, news.en_body] },
  {
    ...SOURCES[2]!,
    title: products.en_title,
    fields: [products.en_title, products.article_number, products.gene_name, products.gene_id, products.en_species, products.en_specifications, products.en_body],
  },
  {
    ...SOURCES[3]!,
    fields: [plasmids.name, plasmids.item_no, plasmids.alias, plasmids.en_function_introduction, plasmids.en_introduction, plasmids.en_remark],
  },
];

const sourcesOf = (lang: ContentLang) => (lang === 'en' ? EN_SOURCES : SOURCES);
/** An English column read under its Chinese name, '' when not translated. */
const en = (column: PgColumn) => sql<string>`coalesce(${column}, '')`;

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
    async searchPage(terms: string[], offset: number, limit: number, lang: ContentLang = 'zh'): Promise<HitRef[]> {
      const selects = sourcesOf(lang).map((source) =>
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

    async searchTotal(terms: string[], lang: ContentLang = 'zh'): Promise<number> {
      const counts = await Promise.all(
        sourcesOf(lang).map(async (source) => {
          const [row] = await db.select({ n: sql<number>`count(*)` }).from(source.table).where(matchAll(source, terms));
          return Number(row?.n ?? 0);
        }),
      );
      return counts.reduce((a, b) => a + b, 0);
    },

    articleRows(ids: number[], lang: ContentLang = 'zh') {
      return db
        .select(
          lang === 'en'
            ? { id: articles.id, title: en(articles.en_title), description: articles.en_description, body: articles.en_body, keywords: articles.en_keywords }
            : { id: articles.id, title: articles.title, description: articles.description, body: articles.body, keywords: articles.keywords },
        )
        .from(articles)
        .where(and(inArray(articles.id, ids), eq(articles.status, 1)));
    },

    newsRows(ids: number[], lang: ContentLang = 'zh') {
      return db
        .select(
          lang === 'en'
            ? { id: news.id, title: en(news.en_title), description: news.en_description, body: news.en_body, create_time: news.create_time }
            : { id: news.id, title: news.title, description: news.description, body: news.body, create_time: news.create_time },
        )
        .from(news)
        .where(and(inArray(news.id, ids), eq(news.status, 1)));
    },

    productRows(ids: number[], lang: ContentLang = 'zh') {
      const english = lang === 'en';
      return db
        .select({
          id: products.id,
          title: english ? en(products.en_title) : products.title,
          en_title: products.en_title,
          article_number: products.article_number,
          gene_name: products.gene_name,
          gene_id: products.gene_id,
          species: english ? products.en_species : products.species,
          specifications: english ? products.en_specifications : products.specifications,
          price: products.price,
          body: english ? products.en_body : products.body,
        })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.status, 1)));
    },

    plasmidRows(ids: number[], lang: ContentLang = 'zh') {
      const english = lang === 'en';
      return db
        .select({
          id: plasmids.id,
          name: plasmids.name,
          item_no: plasmids.item_no,
          alias: plasmids.alias,
          specification: english ? plasmids.en_specification : plasmids.specification,
          price: plasmids.price,
          size: plasmids.size,
          plasmid_usage: plasmids.plasmid_usage,
          function_introduction: english ? plasmids.en_function_introduction : plasmids.function_introduction,
          introduction: english ? plasmids.en_introduction : plasmids.introduction,
        })
        .from(plasmids)
        .where(and(inArray(plasmids.id, ids), eq(plasmids.status, 1)));
    },
  };
}
