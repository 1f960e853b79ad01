// The site shell's content reads: category trees, the banner of a category, web settings with the
// counters, and the about-us page. The React Router root loader calls navigationTree() and
// webSettings() on every render, so categories, settings and the about page are held in memory for
// a short period (see ttl-cache.ts) and every call below is answered from that snapshot.
import { CATEGORY_MESSAGES, DEFAULT_BANNER_URL, DEFAULT_COMPANY_NAME } from '../../../contracts/content.ts';
import { WEB_COUNTER_KEYS, WEB_SETTING_HTML_KEYS, WEB_SETTING_KEYS, type AboutUs, type CategoryImage, type CategoryNode, type SiteSettings, type WebCounters, type WebSettings } from '../../../contracts/api/content.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { multilineToHtml, sanitizeRichHtml } from '../../http/sanitize-html.ts';
import { bannerOf, buildCategoryIndex, previewRows, type CategoryIndex, type CategoryRow } from './category-tree.ts';
import { createContentRepo } from './repo.ts';
import { ttlCache } from './ttl-cache.ts';

export interface ContentServiceOptions {
  /** How long a snapshot is served before it is read again; 30 s by default. */
  ttlMs?: number;
  now?: () => number;
}

/** The page slug (server/db/schema/settings.ts `pages`) of the company introduction. */
export const ABOUT_PAGE_SLUG = 'aboutus';

export function createContentService(database: Database, options: ContentServiceOptions = {}) {
  const ttlMs = options.ttlMs ?? 30_000;
  const repo = createContentRepo(database.db);

  const safeRow = (row: CategoryRow): CategoryRow => ({ ...row, body: sanitizeRichHtml(row.body), youshi: sanitizeRichHtml(row.youshi) });

  const categories = ttlCache(async () => {
    const rows = (await repo.listVisibleCategories()).map(safeRow);
    // Shared by every request until the next load: frozen so no caller can change another's answer.
    // The rows are kept for a preview, which builds its own index from them plus a hidden category.
    return deepFreeze({ rows, index: buildCategoryIndex(rows) });
  }, ttlMs, options.now);

  const settings = ttlCache(async () => {
    const [values, counts] = await Promise.all([repo.readSettings(), repo.readCounters()]);
    return deepFreeze(toSiteSettings(values, counts));
  }, ttlMs, options.now);

  const about = ttlCache(async () => {
    const [page, site] = await Promise.all([repo.readPage(ABOUT_PAGE_SLUG), settings.get()]);
    const result: AboutUs = {
      title: page?.title ?? '',
      description: page?.description ?? '',
      body: sanitizeRichHtml(page?.body ?? ''),
      litpic: page?.litpic ?? '',
      counters: site.counters,
    };
    return deepFreeze(result);
  }, ttlMs, options.now);

  /**
   * The categories the public sees; with `preview` (the category id a request's live preview token
   * names, server/modules/content/preview.ts) the trees as they would be if that category were shown.
   * A preview is built afresh for its request (never cached), so an editor's reload shows the last save.
   */
  async function index(preview?: number | null): Promise<CategoryIndex> {
    const snapshot = await categories.get();
    if (!preview || snapshot.index.byId.has(preview)) return snapshot.index;
    const added = previewRows(preview, snapshot.rows, await repo.listHiddenCategories());
    return added.length ? buildCategoryIndex([...snapshot.rows, ...added.map(safeRow)]) : snapshot.index;
  }

  return {
    /**
     * Visible categories from the top level down, menu fields only (no body/youshi). `preview`: the
     * category a page's preview token names, shown as if it were (only ever from that token).
     */
    async navigationTree(preview?: number | null): Promise<CategoryNode[]> {
      return (await index(preview)).menu;
    },

    /** Visible categories from the top level down, every field (`preview` as in navigationTree). */
    async allCategories(preview?: number | null): Promise<CategoryNode[]> {
      return (await index(preview)).full;
    },

    /** The order centre's extra menu entries (categories flagged is_teshu) with their childs. */
    async specialCategories(): Promise<CategoryNode[]> {
      return (await index()).teshu;
    },

    /** One visible category with every field and its childs; 404 when missing or hidden. */
    async category(id: number): Promise<CategoryNode> {
      const node = (await index()).byId.get(id);
      if (!node) throw notFound(CATEGORY_MESSAGES.notFound);
      return node;
    },

    /** The banner of a category: its own, the nearest ancestor's, or the default (`preview` as in navigationTree). */
    async categoryImage(id: number, preview?: number | null): Promise<CategoryImage> {
      return { info: bannerOf(id, (await index(preview)).byId, DEFAULT_BANNER_URL) };
    },

    webSettings(): Promise<SiteSettings> {
      return settings.get();
    },

    aboutUs(): Promise<AboutUs> {
      return about.get();
    },

    /** Call after any write to categories, settings, counters or pages. */
    invalidate(): void {
      categories.invalidate();
      settings.invalidate();
      about.invalidate();
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

/** Every key present; missing ones are '' (company_name: the default name, counters: 0). */
export function toSiteSettings(values: Map<string, string>, counts: Map<string, number>): SiteSettings {
  const result = {} as WebSettings;
  for (const key of WEB_SETTING_KEYS) result[key] = values.get(key) ?? '';
  for (const key of WEB_SETTING_HTML_KEYS) result[key] = multilineToHtml(result[key]);
  result.company_name = result.company_name.trim() || DEFAULT_COMPANY_NAME;
  const counters = {} as WebCounters;
  for (const key of WEB_COUNTER_KEYS) counters[key] = counts.get(key) ?? 0;
  return { ...result, counters };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (value instanceof Map) for (const item of value.values()) deepFreeze(item);
    else for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
