// Shapes and messages of the news calls (/api/v1/news/*), shared by the server and the news pages.
// News and technical documents share one table; the category (type 6 or 7) tells them apart.
import { z } from 'zod';
import { optionalInt, requiredInt } from './form-fields.ts';
import { NEWS_MESSAGES, NEWS_PAGE_SIZE, NEWS_MAX_SIZE, INDEX_NEWS_DEFAULT, INDEX_NEWS_MAX } from './news-constants.ts';
export { NEWS_MESSAGES, NEWS_PAGE_SIZE, NEWS_MAX_SIZE, INDEX_NEWS_DEFAULT, INDEX_NEWS_MAX };

/** Kept here under its old import path (the news, product and plasmid pages import it from news.ts). */

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
export const newsReadInput = z.object({ id: requiredInt(NEWS_MESSAGES.idRequired, NEWS_MESSAGES.idInvalid) });

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
  /** English answers only: whether the item is translated (decision 0033). */
  hasEnglish?: boolean;
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
  /** English answers only: whether the item is translated (decision 0033). */
  hasEnglish?: boolean;
}
