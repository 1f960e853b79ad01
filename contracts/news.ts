// Shapes and messages of the news calls (/api/v1/news/*), shared by the server and the news pages.
// News and technical documents share one table; the category (type 6 or 7) tells them apart.
import { z } from 'zod';

export const NEWS_MESSAGES = {
  idRequired: '请选择新闻',
  idInvalid: '新闻ID格式不正确',
  notFound: '新闻不存在',
  categoryInvalid: '分类ID格式不正确',
  pageInvalid: '页码格式不正确',
  sizeInvalid: '每页条数格式不正确',
  limitInvalid: '条数格式不正确',
} as const;

/** The news list's page size (spec section 9). */
export const NEWS_PAGE_SIZE = 5;
/** Upper bound of `size`, so one call cannot ask for the whole table. */
export const NEWS_MAX_SIZE = 50;
/** How many items /news/getIndexNews gives by default, and at most. */
export const INDEX_NEWS_DEFAULT = 6;
export const INDEX_NEWS_MAX = 20;

/** Parses a positive integer sent as a number or a string; null when absent or malformed. */
export function parsePositiveInt(value: unknown, max = 2_147_483_647): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const text = String(value).trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= max ? n : null;
}

/** An optional positive integer: absent/empty → undefined, malformed → the given message. */
const optionalInt = (message: string, max?: number) =>
  z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
    const n = parsePositiveInt(value, max);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  }).optional();

/** `/api/v1/news/index`: page (1…), size (default 5, at most 50), category as `tid` or `id`. */
export const newsIndexInput = z
  .object({
    page: optionalInt(NEWS_MESSAGES.pageInvalid),
    size: optionalInt(NEWS_MESSAGES.sizeInvalid, NEWS_MAX_SIZE),
    tid: optionalInt(NEWS_MESSAGES.categoryInvalid),
    id: optionalInt(NEWS_MESSAGES.categoryInvalid),
  })
  .transform(({ page, size, tid, id }) => ({ page: page ?? 1, size: size ?? NEWS_PAGE_SIZE, tid: tid ?? id }));

/** `/api/v1/news/read`. */
export const newsReadInput = z.object({
  id: z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: NEWS_MESSAGES.idRequired });
      return z.NEVER;
    }
    const n = parsePositiveInt(value);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: NEWS_MESSAGES.idInvalid });
      return z.NEVER;
    }
    return n;
  }),
});

/** `/api/v1/news/getIndexNews`: optional `limit` (default 6, at most 20). */
export const indexNewsInput = z
  .object({ limit: optionalInt(NEWS_MESSAGES.limitInvalid, INDEX_NEWS_MAX) })
  .transform(({ limit }) => ({ limit: limit ?? INDEX_NEWS_DEFAULT }));

/** A list entry; `description` is sanitised HTML, times are ISO 8601. */
export interface NewsSummary {
  id: number;
  tid: number;
  title: string;
  description: string;
  litpic: string;
  create_time: string;
}

/** `/api/v1/news/index` data. */
export interface NewsPage {
  data: NewsSummary[];
  total: number;
}

/** `/api/v1/news/read` data; `body` and `description` are sanitised HTML. */
export interface NewsItem {
  id: number;
  tid: number;
  title: string;
  description: string;
  body: string;
  keywords: string;
  litpic: string;
  create_time: string;
  update_time: string;
}
