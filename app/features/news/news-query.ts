// Pure rules of the news pages: reading the query string, choosing the category and the heading, and
// formatting dates. Kept apart from the routes so unit tests cover them.
import { CategoryType } from '../../../contracts/content-constants.ts';
import type { CategoryNode } from '../../../contracts/api/content.ts';
import { parsePositiveInt } from '../../../contracts/numbers.ts';
import { PAGES, pagePath } from '../../../contracts/page-paths.ts';
import { SHANGHAI_FIXED_OFFSET_SINCE, shanghaiDateTime } from '../../../contracts/shanghai-time.ts';

export const NEWS_CENTER_PATH = PAGES['news-center'].path;

/** The site's dates are Chinese business dates, so server and browser format them in one zone. */
const TIME_ZONE = 'Asia/Shanghai';

export interface NewsCenterQuery {
  /** 7 titles the page 技术文档; anything else (or nothing) 新闻中心. */
  type: number | null;
  /** Category id: undefined when absent, null when present but malformed. */
  id: number | null | undefined;
  page: number;
}

export function parseNewsCenterQuery(search: URLSearchParams): NewsCenterQuery {
  const rawId = search.get('id');
  const id = rawId === null || rawId.trim() === '' ? undefined : parsePositiveInt(rawId);
  // A malformed or absurd page falls back to the first rather than failing.
  const page = parsePositiveInt(search.get('page'), 100_000) ?? 1;
  return { type: parsePositiveInt(search.get('type')), id, page };
}

export function findCategory(nodes: readonly CategoryNode[], id: number): CategoryNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findCategory(node.childs ?? [], id);
    if (found) return found;
  }
  return null;
}

/** Without an id the page lists the 新闻中心 top category: the first top-level news category. */
export function defaultNewsCategory(tree: readonly CategoryNode[]): CategoryNode | null {
  return tree.find((node) => node.type === CategoryType.News) ?? null;
}

/** The first technical-documents category at any depth (its banner and description serve `type=7` without an id). */
export function firstTechDocsCategory(nodes: readonly CategoryNode[]): CategoryNode | null {
  for (const node of nodes) {
    if (node.type === CategoryType.TechDocs) return node;
    const found = firstTechDocsCategory(node.childs ?? []);
    if (found) return found;
  }
  return null;
}

/**
 * The sub-category shown beneath the heading: the listed category when it is not a top category and
 * its name is not the heading itself (技术文档 under 技术文档 would say it twice).
 */
export function subCategoryName(category: Pick<CategoryNode, 'pid' | 'catname'> | null, heading: string): string | null {
  if (!category || category.pid === 0 || !category.catname || category.catname === heading) return null;
  return category.catname;
}

export function isTechDocs(type: number | null, category: Pick<CategoryNode, 'type'> | null): boolean {
  if (type !== null) return type === CategoryType.TechDocs;
  return category?.type === CategoryType.TechDocs;
}

export function newsHeading(techDocs: boolean, lang: 'zh' | 'en' = 'zh'): string {
  if (lang === 'en') return techDocs ? 'Technical documents' : 'News';
  return techDocs ? '技术文档' : '新闻中心';
}

export function newsDetailHref(id: number): string {
  return pagePath('news-center-detail', { newsId: id });
}

/** The list URL for another page, keeping type and id. Page 1 carries no `page`. */
export function newsPageHref(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams();
  for (const key of ['type', 'id']) {
    const value = search.get(key);
    if (value) next.set(key, value);
  }
  if (page > 1) next.set('page', String(page));
  const text = next.toString();
  return text ? `${NEWS_CENTER_PATH}?${text}` : NEWS_CENTER_PATH;
}

// Earlier dates than SHANGHAI_FIXED_OFFSET_SINCE alone need Intl's zone data: built when first met.
let zoneParts: Intl.DateTimeFormat | undefined;

type DateParts = { year: string; month: string; day: string } | null;

// A page shows the same few dates again and again (every uncached home page its six), so the parts
// are remembered per timestamp.
const knownParts = new Map<string, DateParts>();
const MAX_KNOWN_PARTS = 1000;

function parts(iso: string): DateParts {
  let found = knownParts.get(iso);
  if (found === undefined) {
    found = partsOf(iso);
    if (knownParts.size >= MAX_KNOWN_PARTS) knownParts.clear();
    knownParts.set(iso, found);
  }
  return found;
}

function partsOf(iso: string): DateParts {
  const date = new Date(iso);
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  if (time >= SHANGHAI_FIXED_OFFSET_SINCE) {
    const [year, month, day] = shanghaiDateTime(date).slice(0, 10).split('-');
    return { year, month, day };
  }
  zoneParts ??= new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const values = zoneParts.formatToParts(time);
  const get = (type: string) => values.find((part) => part.type === type)?.value ?? '';
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** The list's date block: "18" over "2026-05". */
export function dayMonth(iso: string): { day: string; month: string } {
  const p = parts(iso);
  return p ? { day: p.day, month: `${p.year}-${p.month}` } : { day: '', month: '' };
}

/** "2026-05-18". */
export function formatNewsDate(iso: string): string {
  const p = parts(iso);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}
