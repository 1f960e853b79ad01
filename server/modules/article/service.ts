// Home-page and service-page content: the carousels, the articles of a category (the body of a
// /dynamicDetail page), the platform recommendations and the star products. HTML leaves sanitised.
import type { Article, ArticlePage, CarouselAd, RecommendedService } from '../../../contracts/article.ts';
import type { Database } from '../../db/client.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import { findArticle, listAds, listArticles, listFlagged, type AdRow, type ArticleRow } from './repo.ts';

/** How many recommendations and star products the home page shows at most. */
const HOME_LIST_LIMIT = 12;

export function createArticleService(database: Database) {
  const db = database.db;
  return {
    async carousel(position: number): Promise<CarouselAd[]> {
      return (await listAds(db, position)).map(toAd);
    },

    async list(query: { tid: number; page: number; size: number }): Promise<ArticlePage> {
      const { rows, total } = await listArticles(db, query.tid, (query.page - 1) * query.size, query.size);
      return { data: rows.map(toArticle), total };
    },

    /** The article a type-1 category shows on /dynamicDetail: its first shown article, or null. */
    async firstOfCategory(tid: number): Promise<Article | null> {
      const { rows } = await listArticles(db, tid, 0, 1);
      return rows[0] ? toArticle(rows[0]) : null;
    },

    async find(id: number): Promise<Article | null> {
      const row = await findArticle(db, id);
      return row ? toArticle(row) : null;
    },

    async recommended(): Promise<RecommendedService[]> {
      return (await listFlagged(db, 'is_tuijian', HOME_LIST_LIMIT)).map(toRecommendation);
    },

    async starProducts(): Promise<RecommendedService[]> {
      return (await listFlagged(db, 'is_mingxing', HOME_LIST_LIMIT)).map(toRecommendation);
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
