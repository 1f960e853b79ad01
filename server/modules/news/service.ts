// News and technical documents: lists by category (a category's list includes every visible child
// category's items), one item, and the home page's latest items. Only status-1 items are ever shown;
// HTML leaves here sanitised.
import type { CategoryNode } from '../../../contracts/api/content.ts';
import { NEWS_MESSAGES, type NewsItem, type NewsPage, type NewsSummary } from '../../../contracts/news.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import type { ContentService } from '../content/service.ts';
import type { LangOption } from '../../../contracts/english-content.ts';
import { englishOrNull, langOf, translated, type ContentLang } from '../content/english.ts';
import { keyedTtlCache } from '../content/ttl-cache.ts';
import { createNewsRepo, type NewsSummaryRow } from './repo.ts';

export interface NewsListQuery {
  page: number;
  size: number;
  /** Category id; without it every shown item is listed. */
  tid?: number;
  /**
   * Instead of `tid`: every shown category of this type with its children (`/newsCenter?type=7` without
   * an id lists only technical documents, wherever their categories sit in the tree).
   */
  categoryType?: number;
}

export interface NewsServiceOptions {
  /** How long the home page's news list is served from memory; 30 s. */
  ttlMs?: number;
  now?: () => number;
  /** The app's time: a scheduled item shows only inside its publication window (decision 0078). */
  clock?: () => Date;
}

export function createNewsService(database: Database, content: Pick<ContentService, 'navigationTree'>, options: NewsServiceOptions = {}) {
  const repo = createNewsRepo(database.db, options.clock ?? (() => new Date()));
  // The home page's news grid is read by every uncached home render; `invalidate()` drops it at once.
  const homeNews = keyedTtlCache<NewsSummary[]>(options.ttlMs ?? 30_000, 8, options.now);

  /** The category and its visible descendants, or null when the category is missing or hidden (`preview`: see list). */
  async function categoryIds(tid: number, preview: number | null): Promise<number[] | null> {
    const node = findCategory(await content.navigationTree(preview), tid);
    return node ? collectIds(node) : null;
  }

  return {
    /** `previewCategory`: the category a page's preview token names, listed as if it were shown. */
    async list(query: NewsListQuery, previewCategory: number | null = null, reading?: LangOption): Promise<NewsPage> {
      let tids: number[] | undefined;
      if (query.tid === undefined && query.categoryType !== undefined) {
        tids = [...new Set(nodesOfType(await content.navigationTree(previewCategory), query.categoryType).flatMap((node) => collectIds(node)))];
        if (tids.length === 0) return { data: [], total: 0 };
      } else if (query.tid !== undefined) {
        const ids = await categoryIds(query.tid, previewCategory);
        if (!ids) return { data: [], total: 0 };
        tids = ids;
      }
      const { rows, total } = await repo.listNews({ tids, offset: (query.page - 1) * query.size, limit: query.size });
      return { data: rows.map((row) => toSummary(row, langOf(reading))), total };
    },

    /**
     * One shown item, or null when it is missing or hidden. `preview`: a hidden item too — only for a
     * page whose preview token names it (server/modules/content/preview.ts).
     */
    async find(id: number, how: { preview?: boolean } & LangOption = {}): Promise<NewsItem | null> {
      const row = await repo.findNews(id, how.preview === true);
      if (!row) return null;
      const en = langOf(how) === 'en';
      return {
        id: row.id,
        tid: row.tid,
        title: en ? (englishOrNull(row.en_title) ?? '') : row.title,
        description: sanitizeRichHtml((en ? row.en_description : row.description) ?? ''),
        body: sanitizeRichHtml((en ? row.en_body : row.body) ?? ''),
        keywords: (en ? row.en_keywords : row.keywords) ?? '',
        litpic: row.litpic ?? '',
        create_time: row.create_time.toISOString(),
        update_time: row.update_time.toISOString(),
        ...(en ? { hasEnglish: newsHasEnglish(row) } : {}),
      };
    },

    /** Like `find`, but a missing item is the 404 answer. */
    async read(id: number, reading?: LangOption): Promise<NewsItem> {
      const item = await this.find(id, { lang: langOf(reading) });
      if (!item) throw notFound(NEWS_MESSAGES.notFound);
      return item;
    },

    /** The newest items flagged for the home page (is_index 1). */
    async indexNews(limit: number, reading?: LangOption): Promise<NewsSummary[]> {
      const lang = langOf(reading);
      return homeNews.get(`${lang}:${limit}`, async () => {
        const { rows } = await repo.listNews({ offset: 0, limit, indexOnly: true });
        return rows.map((row) => toSummary(row, lang));
      });
    },

    /** Forget the cached home news (content changed). */
    invalidate(): void {
      homeNews.invalidate();
    },
  };
}

/** Translated when the title and body are, wherever the Chinese has them (decision 0033). */
const newsHasEnglish = (row: Pick<NewsSummaryRow, 'title' | 'en_title' | 'body' | 'en_body'>) =>
  translated([[row.title, row.en_title], [row.body, row.en_body]]);

function toSummary(row: NewsSummaryRow, lang: ContentLang): NewsSummary {
  const en = lang === 'en';
  return {
    id: row.id,
    tid: row.tid,
    title: en ? (englishOrNull(row.en_title) ?? '') : row.title,
    description: sanitizeRichHtml((en ? row.en_description : row.description) ?? ''),
    litpic: row.litpic ?? '',
    create_time: row.create_time.toISOString(),
    ...(en ? { hasEnglish: newsHasEnglish(row) } : {}),
  };
}

export function findCategory(nodes: readonly CategoryNode[], id: number): CategoryNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findCategory(node.childs ?? [], id);
    if (found) return found;
  }
  return null;
}

/** The categories of `type`, outermost first (a matching category's children are collected with it). */
function nodesOfType(nodes: readonly CategoryNode[], type: number, depth = 0): CategoryNode[] {
  if (depth > 16) return [];
  return nodes.flatMap((node) => (node.type === type ? [node] : nodesOfType(node.childs ?? [], type, depth + 1)));
}

function collectIds(node: CategoryNode, depth = 0): number[] {
  // A malformed tree cannot loop: childs are built from pid links, but stay bounded anyway.
  if (depth > 16) return [node.id];
  return [node.id, ...(node.childs ?? []).flatMap((child) => collectIds(child, depth + 1))];
}
