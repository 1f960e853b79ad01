// Home-page and service-page content: the carousels, the articles of a category (the body of a
// /dynamicDetail page), the platform recommendations and the star products. HTML leaves sanitised.
import type { Article, ArticlePage, CarouselAd, RecommendedService } from '../../../contracts/api/article.ts';
import { HOME_PICKS_SHOWN } from '../../../contracts/content-articles.ts';
import type { Database } from '../../db/client.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import { englishImage, type LangOption } from '../../../contracts/english-content.ts';
import { englishOrNull, langOf, translated, type ContentLang } from '../content/english.ts';
import { keyedTtlCache } from '../content/ttl-cache.ts';
import { createArticleRepo, type AdRow, type ArticleRow } from './repo.ts';

export interface ArticleServiceOptions {
  /** How long the home page's lists (carousels, recommendations, star products) are served from memory; 30 s. */
  ttlMs?: number;
  now?: () => number;
  /** The app's time: a scheduled item shows only inside its publication window (decision 0078). */
  clock?: () => Date;
}

export function createArticleService(database: Database, options: ArticleServiceOptions = {}) {
  const repo = createArticleRepo(database.db, options.clock ?? (() => new Date()));
  const ttlMs = options.ttlMs ?? 30_000;
  // Every uncached home page render reads these; sanitising them once per period, not per request,
  // is most of what keeps that render cheap. `invalidate()` (contentChanged) drops them at once.
  const ads = keyedTtlCache<CarouselAd[]>(ttlMs, 16, options.now);
  const flagged = keyedTtlCache<RecommendedService[]>(ttlMs, 4, options.now);
  return {
    async carousel(position: number, reading?: LangOption): Promise<CarouselAd[]> {
      const lang = langOf(reading);
      return ads.get(`${lang}:${position}`, async () => (await repo.listAds(position)).map((row) => toAd(row, lang)));
    },

    /** Forget the cached home lists (content changed). */
    invalidate(): void {
      ads.invalidate();
      flagged.invalidate();
    },

    async list(query: { tid: number; page: number; size: number }, reading?: LangOption): Promise<ArticlePage> {
      const { rows, total } = await repo.listArticles(query.tid, (query.page - 1) * query.size, query.size);
      return { data: rows.map((row) => toArticle(row, langOf(reading))), total };
    },

    /** The article a type-1 category shows on /dynamicDetail: its first shown article, or null. */
    async firstOfCategory(tid: number, reading?: LangOption): Promise<Article | null> {
      const { rows } = await repo.listArticles(tid, 0, 1);
      return rows[0] ? toArticle(rows[0], langOf(reading)) : null;
    },

    async find(id: number, reading?: LangOption): Promise<Article | null> {
      const row = await repo.findArticle(id);
      return row ? toArticle(row, langOf(reading)) : null;
    },

    /** An article whatever its status: only for a page whose preview token names it (server/modules/content/preview.ts). */
    async findForPreview(id: number, reading?: LangOption): Promise<Article | null> {
      const row = await repo.findAnyArticle(id);
      return row ? toArticle(row, langOf(reading)) : null;
    },

    async recommended(reading?: LangOption): Promise<RecommendedService[]> {
      const lang = langOf(reading);
      return flagged.get(`${lang}:is_tuijian`, async () => (await repo.listFlagged('is_tuijian', HOME_PICKS_SHOWN)).map((row) => toRecommendation(row, lang)));
    },

    async starProducts(reading?: LangOption): Promise<RecommendedService[]> {
      const lang = langOf(reading);
      return flagged.get(`${lang}:is_mingxing`, async () => (await repo.listFlagged('is_mingxing', HOME_PICKS_SHOWN)).map((row) => toRecommendation(row, lang)));
    },
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;

function toAd(row: AdRow, lang: ContentLang): CarouselAd {
  const en = lang === 'en';
  return {
    id: row.id,
    name: (en ? englishOrNull(row.en_name) : row.name) ?? '',
    adfile: en ? englishImage(row.en_adfile, row.adfile) : row.adfile,
    body: sanitizeRichHtml((en ? row.en_body : row.body) ?? ''),
    is_showbody: row.is_showbody,
    gourl: row.gourl ?? '',
    status: row.status,
    ...(en ? { hasEnglish: translated([[row.name, row.en_name], [row.body, row.en_body]]) || (!row.name.trim() && !row.body?.trim()) } : {}),
  };
}

/** An article's text in a language: in English the English columns ('' where not translated) and the flag. */
function textOf(row: ArticleRow, lang: ContentLang) {
  if (lang === 'zh') return { title: row.title, description: row.description, body: row.body, keywords: row.keywords, flag: {} };
  return {
    title: englishOrNull(row.en_title) ?? '',
    description: row.en_description,
    body: row.en_body,
    keywords: row.en_keywords,
    flag: { hasEnglish: translated([[row.title, row.en_title], [row.body, row.en_body]]) },
  };
}

function toArticle(row: ArticleRow, lang: ContentLang): Article {
  const text = textOf(row, lang);
  return {
    id: row.id,
    tid: row.tid,
    title: text.title,
    litpic: row.litpic ?? '',
    description: sanitizeRichHtml(text.description ?? ''),
    body: sanitizeRichHtml(text.body ?? ''),
    keywords: text.keywords ?? '',
    create_time: row.create_time.toISOString(),
    update_time: row.update_time.toISOString(),
    ...text.flag,
  };
}

function toRecommendation(row: ArticleRow, lang: ContentLang): RecommendedService {
  const text = textOf(row, lang);
  return { id: row.id, tid: row.tid, title: text.title, litpic: row.litpic ?? '', description: sanitizeRichHtml(text.description ?? ''), ...text.flag };
}
