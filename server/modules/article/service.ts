// Home-page and service-page content: the carousels, the articles of a category (the body of a
// /dynamicDetail page), the platform recommendations and the star products. HTML leaves sanitised.
import type { Article, ArticlePage, CarouselAd, RecommendedService } from '../../../contracts/api/article.ts';
import { HOME_PICKS_SHOWN } from '../../../contracts/content-articles.ts';
import type { Database } from '../../db/client.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import { keyedTtlCache } from '../content/ttl-cache.ts';
import { createArticleRepo, type AdRow, type ArticleRow } from './repo.ts';

export interface ArticleServiceOptions {
  /** How long the home page's lists (carousels, recommendations, star products) are served from memory; 30 s. */
  ttlMs?: number;
  now?: () => number;
}

export function createArticleService(database: Database, options: ArticleServiceOptions = {}) {
  const repo = createArticleRepo(database.db);
  const ttlMs = options.ttlMs ?? 30_000;
  // Every uncached home page render reads these; sanitising them once per period, not per request,
  // is most of what keeps that render cheap. `invalidate()` (contentChanged) drops them at once.
  const ads = keyedTtlCache<CarouselAd[]>(ttlMs, 16, options.now);
  const flagged = keyedTtlCache<RecommendedService[]>(ttlMs, 4, options.now);
  return {
    async carousel(position: number): Promise<CarouselAd[]> {
      return ads.get(String(position), async () => (await repo.listAds(position)).map(toAd));
    },

    /** Forget the cached home lists (content changed). */
    invalidate(): void {
      ads.invalidate();
      flagged.invalidate();
    },

    async list(query: { tid: number; page: number; size: number }): Promise<ArticlePage> {
      const { rows, total } = await repo.listArticles(query.tid, (query.page - 1) * query.size, query.size);
      return { data: rows.map(toArticle), total };
    },

    /** The article a type-1 category shows on /dynamicDetail: its first shown article, or null. */
    async firstOfCategory(tid: number): Promise<Article | null> {
      const { rows } = await repo.listArticles(tid, 0, 1);
      return rows[0] ? toArticle(rows[0]) : null;
    },

    async find(id: number): Promise<Article | null> {
      const row = await repo.findArticle(id);
      return row ? toArticle(row) : null;
    },

    /** An article whatever its status: only for a page whose preview token names it (server/modules/content/preview.ts). */
    async findForPreview(id: number): Promise<Article | null> {
      const row = await repo.findAnyArticle(id);
      return row ? toArticle(row) : null;
    },

    async recommended(): Promise<RecommendedService[]> {
      return flagged.get('is_tuijian', async () => (await repo.listFlagged('is_tuijian', HOME_PICKS_SHOWN)).map(toRecommendation));
    },

    async starProducts(): Promise<RecommendedService[]> {
      return flagged.get('is_mingxing', async () => (await repo.listFlagged('is_mingxing', HOME_PICKS_SHOWN)).map(toRecommendation));
    },
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;

function toAd(row: AdRow): CarouselAd {
  return {
    id: row.id,
    name: row.name,
    adfile: row.adfile,
    body: sanitizeRichHtml(row.body ?? ''),
    is_showbody: row.is_showbody,
    gourl: row.gourl ?? '',
    status: row.status,
  };
}

function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    tid: row.tid,
    title: row.title,
    litpic: row.litpic ?? '',
    description: sanitizeRichHtml(row.description ?? ''),
    body: sanitizeRichHtml(row.body ?? ''),
    keywords: row.keywords ?? '',
    create_time: row.create_time.toISOString(),
    update_time: row.update_time.toISOString(),
  };
}

function toRecommendation(row: ArticleRow): RecommendedService {
  return { id: row.id, tid: row.tid, title: row.title, litpic: row.litpic ?? '', description: sanitizeRichHtml(row.description ?? '') };
}
