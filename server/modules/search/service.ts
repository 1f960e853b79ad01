// Site search across articles, news, technical products and plasmids, the detail of one hit, and the
// privacy page. The search page's loader and /api/v1/article/search both call `search()`.
import sanitize from 'sanitize-html';
import { SEARCH_MESSAGES, itemPageUrl, searchHitUrl, type SearchInput, type SearchKind, type SearchType } from '../../../contracts/search.ts';
import { firstMatch, snippetOf } from '../../../contracts/search-highlight.ts';
import type { PrivacyPage, SearchDetail, SearchHit, SearchResult } from '../../../contracts/api/search.ts';
import { plasmidFilterLabel } from '../../../contracts/plasmid-filters.ts';
import type { Database } from '../../db/client.ts';
import { searchTerms } from '../../db/sql-helpers.ts';
import { notFound } from '../../http/errors.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import type { LangOption } from '../../../contracts/english-content.ts';
import { langOf, sharedOrNull, type ContentLang } from '../content/english.ts';
import { createContentRepo } from '../content/repo.ts';
import { pageHasEnglish } from '../content/service.ts';
import { ttlCache } from '../content/ttl-cache.ts';
import { createSearchRepo, type HitRef, type TypeCounts } from './repo.ts';

const NO_HITS: TypeCounts = { product: 0, service: 0, plasmid: 0, news: 0, document: 0 };

/** The `pages` slug of the privacy policy. */
export const PRIVACY_PAGE_SLUG = 'privacy';
const EXCERPT_LENGTH = 150;
/** A search row's `content`: the body's plain text, cut to this many characters. */
const CONTENT_LENGTH = 300;

/** Plain text of stored HTML, cut to a card-sized excerpt. */
export function excerpt(html: string | null | undefined, length = EXCERPT_LENGTH): string {
  const text = sanitize(html ?? '', { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/**
 * The text of stored HTML as a person reads it (entities decoded, whitespace joined): the snippet is
 * rendered as a text node, which escapes it, so it must not arrive escaped already.
 */
export function plainText(html: string | null | undefined): string {
  return decodeEntities(excerpt(html, Infinity));
}

/**
 * The text of HTML that sanitize-html wrote (a hit's body): its tags are well formed, so dropping
 * them is enough, and a search page of 50 hits saves a third sanitising pass over every body.
 */
function textOfSanitized(html: string): string {
  // A block's edge is a space ("规格 100 μg", not "规格100 μg"); inline tags join their text.
  const text = html.replace(BLOCK_TAG, ' ').replace(/<[^>]*>/g, '');
  return decodeEntities(text.replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim());
}

const BLOCK_TAG = /<\/?(?:p|div|h[1-6]|li|ul|ol|dl|dt|dd|table|thead|tbody|tr|td|th|caption|br|hr|blockquote|pre|figure|figcaption|section)\b[^>]*>/gi;

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

type Field = [label: string, value: string | null | undefined];

function fieldList(fields: Field[]) {
  return fields.filter(([, value]) => value && value.trim()).map(([label, value]) => ({ label, value: value!.trim() }));
}

/**
 * A plasmid's body: its two introductions, rich text as the plasmid page shows them (sanitised); an
 * introduction typed as plain text becomes an escaped paragraph.
 */
function plasmidBody(row: { function_introduction: string | null; introduction: string | null }): string {
  return [row.function_introduction, row.introduction]
    .filter((t) => t?.trim())
    .map((t) => (/<[a-z][^>]*>/i.test(t!) ? sanitizeRichHtml(t!) : `<p>${escapeText(t!)}</p>`))
    .join('');
}

function fieldsText(fields: Field[], lang: ContentLang = 'zh'): string {
  return fieldList(fields)
    .map((f) => (lang === 'en' ? `${f.label}: ${f.value}` : `${f.label}：${f.value}`))
    .join(lang === 'en' ? '; ' : '；');
}

/** The labels of a hit's fields (the search answers them as text). */
const LABELS = {
  zh: { enName: '英文名称', articleNo: '货号', gene: '基因', geneName: '基因名称', species: '物种', spec: '规格', itemNo: '货号', alias: '别名', usage: '用途', keywords: '关键词', date: '发布时间', price: '价格', size: '大小' },
  en: { enName: '', articleNo: 'Cat. No.', gene: 'Gene', geneName: 'Gene name', species: 'Species', spec: 'Specification', itemNo: 'Cat. No.', alias: 'Alias', usage: '', keywords: 'Keywords', date: 'Published', price: 'Price', size: 'Size' },
} as const;

export function createSearchService(database: Database, options: { ttlMs?: number; clock?: () => Date } = {}) {
  const repo = createSearchRepo(database.db, options.clock ?? (() => new Date()));
  const pages = createContentRepo(database.db);

  const privacyOf = (lang: ContentLang) =>
    ttlCache(async (): Promise<PrivacyPage> => {
      const page = await pages.readPage(PRIVACY_PAGE_SLUG);
      if (lang === 'zh') return { title: page?.title || '隐私政策', body: sanitizeRichHtml(page?.body ?? '') };
      return { title: page?.en_title || 'Privacy Policy', body: sanitizeRichHtml(page?.en_body ?? ''), hasEnglish: pageHasEnglish(page) };
    }, options.ttlMs ?? 30_000);
  const privacy = { zh: privacyOf('zh'), en: privacyOf('en') };

  /** The hits of `refs`, in their order (a row hidden meanwhile drops out); `terms` pick the snippets. */
  async function hits(refs: HitRef[], terms: string[], lang: ContentLang): Promise<SearchHit[]> {
    const idsOf = (kind: SearchKind) => refs.filter((r) => r.kind === kind).map((r) => r.id);
    const none = Promise.resolve([]);
    const L = LABELS[lang];
    const en = lang === 'en';
    const [a, n, p, q] = await Promise.all([
      idsOf('article').length ? repo.articleRows(idsOf('article'), lang) : none,
      idsOf('news').length ? repo.newsRows(idsOf('news'), lang) : none,
      idsOf('product').length ? repo.productRows(idsOf('product'), lang) : none,
      idsOf('plasmid').length ? repo.plasmidRows(idsOf('plasmid'), lang) : none,
    ]);
    const found = new Map<string, SearchHit>();
    const typeOf = new Map(refs.map((ref) => [`${ref.kind}:${ref.id}`, ref.type]));
    // `body` is what /searchResultDetail shows; `content` its plain text, card-sized; `snippet` the
    // card's plain text: the summary, or the piece of the body that holds a searched word.
    const put = (kind: SearchKind, id: number, title: string, description: string, body: string, summary: string) => {
      const text = textOfSanitized(body);
      found.set(`${kind}:${id}`, {
        id,
        kind,
        title,
        description,
        body,
        content: escapeText(text.length > CONTENT_LENGTH ? `${text.slice(0, CONTENT_LENGTH)}…` : text),
        url: searchHitUrl(kind, id),
        type: typeOf.get(`${kind}:${id}`) ?? 'service',
        // When the title shows the word already, the summary says more than the body's first mention.
        snippet: snippetOf(summary.trim() && firstMatch(title, terms) >= 0 ? [summary] : [summary, text], terms, EXCERPT_LENGTH),
        // An English search matches English text only, so every hit it finds is translated.
        ...(en ? { hasEnglish: title.trim() !== '' } : {}),
      });
    };
    const richBody = (row: { body: string | null; description: string | null }) => sanitizeRichHtml(row.body || row.description || '');
    const summaryOf = (row: { description: string | null }) => plainText(row.description);
    for (const row of a) put('article', row.id, row.title, row.description?.trim() ? sanitizeRichHtml(row.description) : escapeText(excerpt(row.body)), richBody(row), summaryOf(row));
    for (const row of n) put('news', row.id, row.title, row.description?.trim() ? sanitizeRichHtml(row.description) : escapeText(excerpt(row.body)), richBody(row), summaryOf(row));
    for (const row of p) {
      const text = fieldsText(
        [
          [L.enName, en ? null : row.en_title],
          [L.articleNo, row.article_number],
          [L.gene, en ? sharedOrNull(row.gene_name) : row.gene_name],
          [L.species, row.species],
          [L.spec, row.specifications],
        ],
        lang,
      );
      put('product', row.id, row.title, escapeText(text || excerpt(row.body)), sanitizeRichHtml(row.body ?? ''), text);
    }
    for (const row of q) {
      const text = fieldsText(
        [
          [L.itemNo, row.item_no],
          [L.alias, en ? sharedOrNull(row.alias) : row.alias],
          // The usage labels are Chinese option names; the English interface names them itself.
          [L.usage, row.plasmid_usage && !en ? plasmidFilterLabel('plasmidUsage', row.plasmid_usage) : null],
        ],
        lang,
      );
      const intro = plainText(row.function_introduction || row.introduction);
      const shortIntro = intro.length > 100 ? `${intro.slice(0, 100)}…` : intro;
      const join = (parts: string[]) => parts.filter(Boolean).join(en ? '. ' : '。');
      put('plasmid', row.id, row.name, escapeText(join([text, shortIntro])), plasmidBody(row), join([text, intro]));
    }
    return refs.flatMap((ref) => found.get(`${ref.kind}:${ref.id}`) ?? []);
  }

  /** One hit in full. In English the fields carry English labels, untranslated text stays empty. */
  async function detail(kind: SearchKind, id: number, reading?: LangOption): Promise<SearchDetail> {
    const lang = langOf(reading);
    const L = LABELS[lang];
    const en = lang === 'en';
    const missing = () => notFound(SEARCH_MESSAGES.notFound);
    const url = itemPageUrl(kind, id);
    // As in the hits: an English read finds the English title, empty when it is not translated.
    const flag = (title: string) => (en ? { hasEnglish: title.trim() !== '' } : {});
    if (kind === 'article') {
      const [row] = await repo.articleRows([id], lang);
      if (!row) throw missing();
      const body = sanitizeRichHtml(row.body || row.description || '');
      return { id, kind, type: row.type as SearchType, title: row.title, fields: fieldList([[L.keywords, row.keywords]]), body, url, ...flag(row.title) };
    }
    if (kind === 'news') {
      const [row] = await repo.newsRows([id], lang);
      if (!row) throw missing();
      const date = row.create_time.toISOString().slice(0, 10);
      const body = sanitizeRichHtml(row.body || row.description || '');
      return { id, kind, type: row.type as SearchType, title: row.title, fields: fieldList([[L.date, date]]), body, url, ...flag(row.title) };
    }
    if (kind === 'product') {
      const [row] = await repo.productRows([id], lang);
      if (!row) throw missing();
      const fields = fieldList([
        [L.enName, en ? null : row.en_title],
        [L.articleNo, row.article_number],
        [L.geneName, en ? sharedOrNull(row.gene_name) : row.gene_name],
        ['Gene ID', row.gene_id],
        [L.species, row.species],
        [L.spec, row.specifications],
        [L.price, en ? sharedOrNull(row.price) : row.price],
      ]);
      const body = sanitizeRichHtml(row.body ?? '');
      return { id, kind, type: 'product', title: row.title, fields, body, url, ...flag(row.title) };
    }
    const [row] = await repo.plasmidRows([id], lang);
    if (!row) throw missing();
    const fields = fieldList([
      [L.itemNo, row.item_no],
      [L.alias, en ? sharedOrNull(row.alias) : row.alias],
      [L.spec, row.specification],
      [L.price, en ? sharedOrNull(row.price) : row.price],
      [L.size, en ? sharedOrNull(row.size) : row.size],
      // The usage labels are Chinese option names; the English interface names them itself.
      [L.usage, row.plasmid_usage && !en ? plasmidFilterLabel('plasmidUsage', row.plasmid_usage) : null],
    ]);
    const body = plasmidBody(row);
    // A plasmid's name is notation both sites share: its introductions are the text to translate
    // (a plasmid with no introduction in either language shows the notice too, harmlessly).
    return { id, kind, type: 'plasmid', title: row.name, fields, body, url, ...(en ? { hasEnglish: body !== '' } : {}) };
  }

  return {
    /**
     * Every term of `keywords` and `keywords2` must match; an empty keyword finds nothing. Best first
     * (decision 0072); `type` keeps one type, and `types` counts every type's hits regardless of it.
     * `lang` 'en' searches the English text (and shared codes) and answers it.
     */
    async search(input: SearchInput, reading?: LangOption): Promise<SearchResult> {
      const lang = langOf(reading);
      const terms = searchTerms(input.keywords, input.keywords2);
      if (!input.keywords.trim() || terms.length === 0) return { data: [], total: 0, types: { ...NO_HITS } };
      const query = [input.keywords, input.keywords2].map((k) => k.trim()).filter(Boolean).join(' ');
      const [refs, types] = await Promise.all([
        repo.searchPage(query, terms, input.page * input.size, input.size, lang, input.type),
        repo.typeCounts(terms, lang),
      ]);
      const total = input.type ? types[input.type] : Object.values(types).reduce((sum, n) => sum + n, 0);
      return { data: await hits(refs, terms, lang), total, types };
    },
    detail,
    privacyPolicy(reading?: LangOption): Promise<PrivacyPage> {
      return privacy[langOf(reading)].get();
    },
    invalidate(): void {
      privacy.zh.invalidate();
      privacy.en.invalidate();
    },
  };
}
