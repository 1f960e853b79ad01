// Site search (/api/v1/article/search, /searchResult, /searchResultDetail) and the privacy page.
import { z } from 'zod';
import { blankToUndefined, integer } from './form-fields.ts';
import { withEnglish } from './english-messages.ts';
import { pagePath } from './page-paths.ts';

export const SEARCH_KINDS = ['article', 'news', 'product', 'plasmid'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * What a visitor filters by (decision 0072): product pages (product-centre articles and technical
 * products), service pages, plasmids, news and technical documents. A hit's `kind` names its table
 * (and its detail address); its `type` is what it is to a visitor.
 */
export const SEARCH_TYPES = ['product', 'service', 'plasmid', 'news', 'document'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Page size 5 by default, options 10 and 50 (spec section 9). */
export const SEARCH_PAGE_SIZE = 5;
export const SEARCH_PAGE_SIZES = [5, 10, 50] as const;
export const SEARCH_MAX_SIZE = 50;
export const SEARCH_KEYWORD_MAX = 100;

export const SEARCH_MESSAGES = {
  pageInvalid: '页码不正确',
  sizeInvalid: '每页条数不正确',
  keywordTooLong: `搜索内容不能超过${SEARCH_KEYWORD_MAX}个字符`,
  kindInvalid: '内容类型不正确',
  typeInvalid: '搜索类型不正确',
  idInvalid: '内容编号不正确',
  notFound: '内容不存在',
} as const;

withEnglish(SEARCH_MESSAGES, {
  pageInvalid: 'The page number is not valid',
  sizeInvalid: 'The page size is not valid',
  keywordTooLong: `The search text can have at most ${SEARCH_KEYWORD_MAX} characters`,
  kindInvalid: 'The content type is not valid',
  typeInvalid: 'The search type is not valid',
  idInvalid: 'The content number is not valid',
  notFound: 'No such content',
});

const keyword = z
  .string()
  .trim()
  .max(SEARCH_KEYWORD_MAX, SEARCH_MESSAGES.keywordTooLong)
  .optional()
  .default('');

/** `page` is zero-based (spec section 7). */
export const searchInput = z.object({
  page: z.preprocess(blankToUndefined, integer(SEARCH_MESSAGES.pageInvalid, { min: 0, max: 100_000 }).default(0)),
  size: z.preprocess(blankToUndefined, integer(SEARCH_MESSAGES.sizeInvalid, { max: SEARCH_MAX_SIZE }).default(SEARCH_PAGE_SIZE)),
  keywords: keyword,
  keywords2: keyword,
  /** Only hits of this type; blank means every type. */
  type: z.preprocess(blankToUndefined, z.enum(SEARCH_TYPES, { error: SEARCH_MESSAGES.typeInvalid }).optional()),
});
export type SearchInput = z.infer<typeof searchInput>;

export const searchDetailInput = z.object({
  kind: z.enum(SEARCH_KINDS, { error: SEARCH_MESSAGES.kindInvalid }),
  id: integer(SEARCH_MESSAGES.idInvalid),
});

/** Where every hit's 查看详情 leads (spec: "a 'view details' link to /searchResultDetail"). */
export function searchHitUrl(kind: SearchKind, id: number): string {
  return pagePath('search-result-detail', { kind, id });
}

/** The item's own page, which /searchResultDetail links on to: plasmids and news have one. */
export function itemPageUrl(kind: SearchKind, id: number): string | null {
  if (kind === 'plasmid') return pagePath('plasmid-platform-detail', { listId: id });
  if (kind === 'news') return pagePath('news-center-detail', { newsId: id });
  return null;
}
