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
import { WEB_SETTING_EN_KEYS, WEB_SETTING_EN_PICTURE_KEYS, englishImage, englishSettingName, hasText, type LangOption } from '../../../contracts/english-content.ts';
import { englishOrNull, langOf, translated, type ContentLang } from './english.ts';
import { createContentRepo, type CategoryReadRow, type PageRow } from './repo.ts';
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

  // A category as a language reads it: in English the English columns stand in the usual fields
  // (an untranslated one is null/'' rather than the Chinese) and the node says whether it has English.
  const rowIn = (lang: ContentLang) => (row: CategoryReadRow): CategoryRow => {
    const { en_description, en_keywords, en_body, en_youshi, ...zh } = row;
    const chosen: CategoryRow =
      lang === 'zh'
        ? zh
        : {
            ...zh,
            catname: englishOrNull(zh.encatname) ?? '',
            description: englishOrNull(en_description),
            keywords: englishOrNull(en_keywords),
            body: englishOrNull(en_body),
            youshi: englishOrNull(en_youshi),
            hasEnglish: hasText(zh.encatname),
          };
    return { ...chosen, body: sanitizeRichHtml(chosen.body), youshi: sanitizeRichHtml(chosen.youshi) };
  };

  const categoriesOf = (lang: ContentLang) =>
    ttlCache(async () => {
      const rows = (await repo.listVisibleCategories()).map(rowIn(lang));
      // Shared by every request until the next load: frozen so no caller can change another's answer.
      // The rows are kept for a preview, which builds its own index from them plus a hidden category.
      return deepFreeze({ rows, index: buildCategoryIndex(rows) });
    }, ttlMs, options.now);
  // One snapshot per language: an English page never gets the Chinese one, nor the other way round.
  const categories = { zh: categoriesOf('zh'), en: categoriesOf('en') };

  const settingsOf = (lang: ContentLang) =>
    ttlCache(async () => {
      const [values, counts] = await Promise.all([repo.readSettings(), repo.readCounters()]);
      return deepFreeze(toSiteSettings(values, counts, lang));
    }, ttlMs, options.now);
  const settings = { zh: settingsOf('zh'), en: settingsOf('en') };

  const aboutOf = (lang: ContentLang) =>
    ttlCache(async () => {
      const [page, site] = await Promise.all([repo.readPage(ABOUT_PAGE_SLUG), settings[lang].get()]);
      return deepFreeze({ ...pageIn(page, lang), counters: site.counters, ...(lang === 'en' ? { hasEnglish: pageHasEnglish(page) } : {}) } satisfies AboutUs);
    }, ttlMs, options.now);
  const about = { zh: aboutOf('zh'), en: aboutOf('en') };

  /**
   * The categories the public sees; with `preview` (the category id a request's live preview token
   * names, server/modules/content/preview.ts) the trees as they would be if that category were shown.
   * A preview is built afresh for its request (never cached), so an editor's reload shows the last save.
   */
  async function index(preview?: number | null, lang: ContentLang = 'zh'): Promise<CategoryIndex> {
    const snapshot = await categories[lang].get();
    if (!preview || snapshot.index.byId.has(preview)) return snapshot.index;
    const added = previewRows(preview, snapshot.rows, (await repo.listHiddenCategories()).map(rowIn(lang)));
    return added.length ? buildCategoryIndex([...snapshot.rows, ...added]) : snapshot.index;
  }

  return {
    /**
     * Visible categories from the top level down, menu fields only (no body/youshi). `preview`: the
     * category a page's preview token names, shown as if it were (only ever from that token).
     */
    async navigationTree(preview?: number | null, reading?: LangOption): Promise<CategoryNode[]> {
      return (await index(preview, langOf(reading))).menu;
    },

    /** Visible categories from the top level down, every field (`preview` as in navigationTree). */
    async allCategories(preview?: number | null, reading?: LangOption): Promise<CategoryNode[]> {
      return (await index(preview, langOf(reading))).full;
    },

    /** The order centre's extra menu entries (categories flagged is_teshu) with their childs. */
    async specialCategories(reading?: LangOption): Promise<CategoryNode[]> {
      return (await index(null, langOf(reading))).teshu;
    },

    /** One visible category with every field and its childs; 404 when missing or hidden. */
    async category(id: number, reading?: LangOption): Promise<CategoryNode> {
      const node = (await index(null, langOf(reading))).byId.get(id);
      if (!node) throw notFound(CATEGORY_MESSAGES.notFound);
      return node;
    },

    /** The banner of a category: its own, the nearest ancestor's, or the default (`preview` as in navigationTree). */
    async categoryImage(id: number, preview?: number | null): Promise<CategoryImage> {
      return { info: bannerOf(id, (await index(preview)).byId, DEFAULT_BANNER_URL) };
    },

    webSettings(reading?: LangOption): Promise<SiteSettings> {
      return settings[langOf(reading)].get();
    },

    aboutUs(reading?: LangOption): Promise<AboutUs> {
      return about[langOf(reading)].get();
    },

    /** Call after any write to categories, settings, counters or pages. */
    invalidate(): void {
      for (const lang of ['zh', 'en'] as const) {
        categories[lang].invalidate();
        settings[lang].invalidate();
        about[lang].invalidate();
      }
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

/**
 * Every key present; missing ones are '' (company_name: the default name, counters: 0). In English the
 * shown text settings are their `<key>_en` values ('' when not translated, the Chinese default name
 * included) and `hasEnglish` says whether the company name is translated; the others are shared.
 */
export function toSiteSettings(values: Map<string, string>, counts: Map<string, number>, lang: ContentLang = 'zh'): SiteSettings {
  const result = {} as WebSettings;
  for (const key of WEB_SETTING_KEYS) result[key] = values.get(key) ?? '';
  if (lang === 'en') for (const key of WEB_SETTING_EN_KEYS) result[key] = values.get(englishSettingName(key)) ?? '';
  // A picture has no 'untranslated' state: without its English copy the English site shows the Chinese one.
  if (lang === 'en') for (const key of WEB_SETTING_EN_PICTURE_KEYS) result[key] = englishImage(values.get(englishSettingName(key)), values.get(key));
  for (const key of WEB_SETTING_HTML_KEYS) result[key] = multilineToHtml(result[key]);
  result.company_name = result.company_name.trim() || (lang === 'zh' ? DEFAULT_COMPANY_NAME : '');
  const counters = {} as WebCounters;
  for (const key of WEB_COUNTER_KEYS) counters[key] = counts.get(key) ?? 0;
  return lang === 'zh' ? { ...result, counters } : { ...result, counters, hasEnglish: result.company_name !== '' };
}

/** A single page's text in a language ('' where not translated), body sanitised. */
export function pageIn(page: PageRow | null, lang: ContentLang): { title: string; description: string; body: string; litpic: string } {
  const en = lang === 'en';
  return {
    title: (en ? page?.en_title : page?.title) ?? '',
    description: (en ? page?.en_description : page?.description) ?? '',
    body: sanitizeRichHtml((en ? page?.en_body : page?.body) ?? ''),
    litpic: en ? englishImage(page?.en_litpic, page?.litpic) : (page?.litpic ?? ''),
  };
}

/** A page has English when its title and body are translated wherever the Chinese has them. */
export const pageHasEnglish = (page: PageRow | null): boolean => translated([[page?.title, page?.en_title], [page?.body, page?.en_body]]);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (value instanceof Map) for (const item of value.values()) deepFreeze(item);
    else for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
