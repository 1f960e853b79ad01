// Queries of the site search: one UNION ALL over articles, news, products and plasmids for a ranked
// page of hits, one grouped count per visitor type (the filter's numbers and the total), and the rows
// of the hits. ILIKE with escaped wildcards works the same on PGlite and PostgreSQL; the tables are
// small (thousands of rows), so no text index. The ranking is decision 0072.
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/sql-helpers.ts';
import { inWindow, shownAt } from '../../db/schedule-filter.ts';
import { articles, categories, news, plasmids, products } from '../../db/schema/index.ts';
import { CategoryType } from '../../../contracts/content.ts';
import type { SearchKind, SearchType } from '../../../contracts/search.ts';
import type { ContentLang } from '../../../contracts/english-content.ts';

interface Source {
  kind: SearchKind;
  table: typeof articles | typeof news | typeof products | typeof plasmids;
  id: PgColumn;
  title: PgColumn;
  time: PgColumn;
  status: PgColumn;
  /** Scheduled tables (articles, news): shown only inside their publication window. */
  window?: { publish_at: PgColumn; unpublish_at: PgColumn };
  /** Short, name-like fields: a term found here ranks above one found only in the body. */
  fields: PgColumn[];
  /** Long text: found here, the hit ranks last. */
  body: PgColumn[];
  /** Item numbers and aliases: one equal to a term ranks the hit first. */
  codes: PgColumn[];
  /** What the row is to a visitor (contracts/search.ts `SEARCH_TYPES`). */
  type: SQL<string>;
  /** Put forward by staff (star product, recommended service, home-page news): first among equals. */
  promoted: SQL<number>;
}

/** The type of the category `tid` points at (null when it has none). */
const categoryType = (tid: PgColumn) => sql`(select c.type from ${categories} c where c.id = ${tid})`;

const ARTICLE_TYPE = sql<string>`(case when ${categoryType(articles.tid)} = ${CategoryType.ProductService} then 'product' else 'service' end)`;
const NEWS_TYPE = sql<string>`(case when ${categoryType(news.tid)} = ${CategoryType.TechDocs} then 'document' else 'news' end)`;

const SOURCES: Source[] = [
  {
    kind: 'article',
    table: articles,
    id: articles.id,
    title: articles.title,
    time: articles.update_time,
    status: articles.status,
    window: articles,
    fields: [articles.description, articles.keywords],
    body: [articles.body],
    codes: [],
    type: ARTICLE_TYPE,
    promoted: sql<number>`greatest(${articles.is_mingxing}, ${articles.is_tuijian})`,
  },
  {
    kind: 'news',
    table: news,
    id: news.id,
    title: news.title,
    time: news.create_time,
    status: news.status,
    window: news,
    fields: [news.description, news.keywords],
    body: [news.body],
    codes: [],
    type: NEWS_TYPE,
    promoted: sql<number>`${news.is_index}`,
  },
  {
    kind: 'product',
    table: products,
    id: products.id,
    title: products.title,
    time: products.update_time,
    status: products.status,
    fields: [products.en_title, products.article_number, products.gene_name, products.gene_id, products.species, products.specifications],
    body: [products.body],
    codes: [products.article_number],
    type: sql<string>`'product'`,
    promoted: sql<number>`0`,
  },
  {
    kind: 'plasmid',
    table: plasmids,
    id: plasmids.id,
    title: plasmids.name,
    time: plasmids.update_time,
    status: plasmids.status,
    fields: [plasmids.item_no, plasmids.alias],
    body: [plasmids.function_introduction, plasmids.introduction, plasmids.remark],
    codes: [plasmids.item_no, plasmids.alias],
    type: sql<string>`'plasmid'`,
    promoted: sql<number>`0`,
  },
];

/** The English search (decision 0033): the same items, matched on their English text and shared codes. */
const EN_SOURCES: Source[] = [
  { ...SOURCES[0]!, title: articles.en_title, fields: [articles.en_description, articles.en_keywords], body: [articles.en_body] },
  { ...SOURCES[1]!, title: news.en_title, fields: [news.en_description, news.en_keywords], body: [news.en_body] },
  {
    ...SOURCES[2]!,
    title: products.en_title,
    fields: [products.article_number, products.gene_name, products.gene_id, products.en_species, products.en_specifications],
    body: [products.en_body],
  },
  {
    ...SOURCES[3]!,
    body: [plasmids.en_function_introduction, plasmids.en_introduction, plasmids.en_remark],
  },
];

const sourcesOf = (lang: ContentLang) => (lang === 'en' ? EN_SOURCES : SOURCES);
/** An English column read under its Chinese name, '' when not translated. */
const en = (column: PgColumn) => sql<string>`coalesce(${column}, '')`;

const anyOf = (columns: PgColumn[], term: string) => or(...columns.map((column) => ilike(column, likePattern(term))))!;

/** Visible, every term somewhere, and of the asked type. */
function matchAll(source: Source, now: Date, terms: string[], type?: SearchType): SQL {
  const each = terms.map((term) => anyOf([source.title, ...source.fields, ...source.body], term));
  return and(eq(source.status, 1), source.window ? inWindow(source.window, now) : undefined, ...each, type ? sql`${source.type} = ${type}` : undefined)!;
}

/**
 * The relevance tier: 3 the whole query is the name, or a term is an item number or alias; 2 every
 * term is in the title; 1 every term is in the title or a name-like field; 0 some term only in the body.
 */
function tier(source: Source, query: string, terms: string[]): SQL<number> {
  const exact = [
    sql`lower(${source.title}) = ${query.toLowerCase()}`,
    ...source.codes.flatMap((code) => terms.map((term) => sql`lower(${code}) = ${term.toLowerCase()}`)),
  ];
  const inTitle = and(...terms.map((term) => ilike(source.title, likePattern(term))))!;
  const inFields = and(...terms.map((term) => anyOf([source.title, ...source.fields], term)))!;
  return sql<number>`(case when ${or(...exact)} then 3 when ${inTitle} then 2 when ${inFields} then 1 else 0 end)`;
}

/** The title starts with the first term: "Cas9 …" before "…-Cas9 …" within a tier. */
function prefix(source: Source, terms: string[]): SQL<number> {
  const pattern = likePattern(terms[0]!).slice(1);
  return sql<number>`(case when ${ilike(source.title, pattern)} then 1 else 0 end)`;
}

/** Products and services (what the site sells) before plasmids, before news and documents. */
const typeRank = (source: Source) => sql<number>`(case ${source.type} when 'product' then 2 when 'service' then 2 when 'plasmid' then 1 else 0 end)`;

export interface HitRef {
  kind: SearchKind;
  id: number;
  type: SearchType;
}

export type TypeCounts = Record<SearchType, number>;

/** `clock`: the app's time, which a scheduled item's window is read against. */
export function createSearchRepo(db: Db, clock: () => Date) {
  return {
    /**
     * One page of hits, best first: tier, promoted, title prefix, type, shorter title (a closer
     * name), newer; kind and id keep equal rows in a fixed order across pages.
     */
    async searchPage(query: string, terms: string[], offset: number, limit: number, lang: ContentLang = 'zh', type?: SearchType): Promise<HitRef[]> {
      const selects = sourcesOf(lang).map((source) =>
        db
          .select({
            kind: sql<string>`${source.kind}::text`.as('kind'),
            id: sql<number>`${source.id}`.as('id'),
            type: sql<string>`${source.type}::text`.as('type'),
            tier: tier(source, query, terms).as('tier'),
            promoted: sql<number>`${source.promoted}::int`.as('promoted'),
            prefix: prefix(source, terms).as('prefix'),
            type_rank: typeRank(source).as('type_rank'),
            title_length: sql<number>`length(coalesce(${source.title}, ''))`.as('title_length'),
            time: sql<Date>`${source.time}`.as('time'),
          })
          .from(source.table)
          .where(matchAll(source, clock(), terms, type)),
      );
      const [first, second, ...rest] = selects;
      // A UNION's ORDER BY may name only its output columns, so every criterion is a column above.
      const rows = await unionAll(first!, second!, ...rest)
        .orderBy(
          sql`tier desc`,
          sql`promoted desc`,
          sql`prefix desc`,
          sql`type_rank desc`,
          sql`title_length`,
          sql`time desc`,
          sql`kind`,
          sql`id desc`,
        )
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ kind: row.kind as SearchKind, id: Number(row.id), type: row.type as SearchType }));
    },

    /** How many hits each type has (every type listed, 0 when none). */
    async typeCounts(terms: string[], lang: ContentLang = 'zh'): Promise<TypeCounts> {
      const selects = sourcesOf(lang).map((source) =>
        db
          .select({ type: sql<string>`${source.type}::text`.as('type'), n: sql<number>`count(*)`.as('n') })
          .from(source.table)
          .where(matchAll(source, clock(), terms))
          .groupBy(sql`1`),
      );
      const [first, second, ...rest] = selects;
      const rows = await unionAll(first!, second!, ...rest);
      const counts: TypeCounts = { product: 0, service: 0, plasmid: 0, news: 0, document: 0 };
      for (const row of rows) counts[row.type as SearchType] += Number(row.n);
      return counts;
    },

    articleRows(ids: number[], lang: ContentLang = 'zh') {
      return db
        .select(
          lang === 'en'
            ? { id: articles.id, title: en(articles.en_title), description: articles.en_description, body: articles.en_body, keywords: articles.en_keywords, type: ARTICLE_TYPE }
            : { id: articles.id, title: articles.title, description: articles.description, body: articles.body, keywords: articles.keywords, type: ARTICLE_TYPE },
        )
        .from(articles)
        .where(and(inArray(articles.id, ids), shownAt(articles, clock())));
    },

    newsRows(ids: number[], lang: ContentLang = 'zh') {
      return db
        .select(
          lang === 'en'
            ? { id: news.id, title: en(news.en_title), description: news.en_description, body: news.en_body, create_time: news.create_time, type: NEWS_TYPE }
            : { id: news.id, title: news.title, description: news.description, body: news.body, create_time: news.create_time, type: NEWS_TYPE },
        )
        .from(news)
        .where(and(inArray(news.id, ids), shownAt(news, clock())));
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
