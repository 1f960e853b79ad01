// Site search across articles, news, technical products and plasmids, the detail of one hit, and the
// privacy page. The search page's loader and /api/v1/article/search both call `search()`.
import sanitize from 'sanitize-html';
import { SEARCH_MESSAGES, itemPageUrl, searchHitUrl, type SearchInput, type SearchKind } from '../../../contracts/search.ts';
import type { PrivacyPage, SearchDetail, SearchHit, SearchResult } from '../../../contracts/api/search.ts';
import { plasmidFilterLabel } from '../../../contracts/plasmid-filters.ts';
import type { Database } from '../../db/client.ts';
import { searchTerms } from '../../db/sql-helpers.ts';
import { notFound } from '../../http/errors.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import { createContentRepo } from '../content/repo.ts';
import { ttlCache } from '../content/ttl-cache.ts';
import { createSearchRepo, type HitRef } from './repo.ts';

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

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

type Field = [label: string, value: string | null | undefined];

function fieldList(fields: Field[]) {
  return fields.filter(([, value]) => value && value.trim()).map(([label, value]) => ({ label, value: value!.trim() }));
}

/** A plasmid's body: its two introductions as escaped paragraphs (plasmids store plain text). */
function plasmidBody(row: { function_introduction: string | null; introduction: string | null }): string {
  return [row.function_introduction, row.introduction].filter((t) => t?.trim()).map((t) => `<p>${escapeText(t!)}</p>`).join('');
}

function fieldsText(fields: Field[]): string {
  return fieldList(fields)
    .map((f) => `${f.label}：${f.value}`)
    .join('；');
}

export function createSearchService(database: Database, options: { ttlMs?: number } = {}) {
  const repo = createSearchRepo(database.db);
  const pages = createContentRepo(database.db);

  const privacy = ttlCache(async (): Promise<PrivacyPage> => {
    const page = await pages.readPage(PRIVACY_PAGE_SLUG);
    return { title: page?.title || '隐私政策', body: sanitizeRichHtml(page?.body ?? '') };
  }, options.ttlMs ?? 30_000);

  /** The hits of `refs`, in their order (a row hidden meanwhile drops out). */
  async function hits(refs: HitRef[]): Promise<SearchHit[]> {
    const idsOf = (kind: SearchKind) => refs.filter((r) => r.kind === kind).map((r) => r.id);
    const none = Promise.resolve([]);
    const [a, n, p, q] = await Promise.all([
      idsOf('article').length ? repo.articleRows(idsOf('article')) : none,
      idsOf('news').length ? repo.newsRows(idsOf('news')) : none,
      idsOf('product').length ? repo.productRows(idsOf('product')) : none,
      idsOf('plasmid').length ? repo.plasmidRows(idsOf('plasmid')) : none,
    ]);
    const found = new Map<string, SearchHit>();
    // `body` is what /searchResultDetail shows; `content` its plain text, card-sized.
    const put = (kind: SearchKind, id: number, title: string, description: string, body: string) =>
      found.set(`${kind}:${id}`, { id, kind, title, description, body, content: excerpt(body, CONTENT_LENGTH), url: searchHitUrl(kind, id) });
    const richBody = (row: { body: string | null; description: string | null }) => sanitizeRichHtml(row.body || row.description || '');
    for (const row of a) put('article', row.id, row.title, row.description?.trim() ? sanitizeRichHtml(row.description) : escapeText(excerpt(row.body)), richBody(row));
    for (const row of n) put('news', row.id, row.title, row.description?.trim() ? sanitizeRichHtml(row.description) : escapeText(excerpt(row.body)), richBody(row));
    for (const row of p) {
      const text = fieldsText([
        ['英文名称', row.en_title],
        ['货号', row.article_number],
        ['基因', row.gene_name],
        ['物种', row.species],
        ['规格', row.specifications],
      ]);
      put('product', row.id, row.title, escapeText(text || excerpt(row.body)), sanitizeRichHtml(row.body ?? ''));
    }
    for (const row of q) {
      const text = fieldsText([
        ['货号', row.item_no],
        ['别名', row.alias],
        ['用途', row.plasmid_usage ? plasmidFilterLabel('plasmidUsage', row.plasmid_usage) : null],
      ]);
      const intro = excerpt(row.function_introduction || row.introduction, 100);
      put('plasmid', row.id, row.name, escapeText([text, intro].filter(Boolean).join('。')), plasmidBody(row));
    }
    return refs.flatMap((ref) => found.get(`${ref.kind}:${ref.id}`) ?? []);
  }

  async function detail(kind: SearchKind, id: number): Promise<SearchDetail> {
    const missing = () => notFound(SEARCH_MESSAGES.notFound);
    const url = itemPageUrl(kind, id);
    if (kind === 'article') {
      const [row] = await repo.articleRows([id]);
      if (!row) throw missing();
      return { id, kind, title: row.title, fields: fieldList([['关键词', row.keywords]]), body: sanitizeRichHtml(row.body || row.description || ''), url };
    }
    if (kind === 'news') {
      const [row] = await repo.newsRows([id]);
      if (!row) throw missing();
      const date = row.create_time.toISOString().slice(0, 10);
      return { id, kind, title: row.title, fields: fieldList([['发布时间', date]]), body: sanitizeRichHtml(row.body || row.description || ''), url };
    }
    if (kind === 'product') {
      const [row] = await repo.productRows([id]);
      if (!row) throw missing();
      const fields = fieldList([
        ['英文名称', row.en_title],
        ['货号', row.article_number],
        ['基因名称', row.gene_name],
        ['Gene ID', row.gene_id],
        ['物种', row.species],
        ['规格', row.specifications],
        ['价格', row.price],
      ]);
      return { id, kind, title: row.title, fields, body: sanitizeRichHtml(row.body ?? ''), url };
    }
    const [row] = await repo.plasmidRows([id]);
    if (!row) throw missing();
    const fields = fieldList([
      ['货号', row.item_no],
      ['别名', row.alias],
      ['规格', row.specification],
      ['价格', row.price],
      ['大小', row.size],
      ['用途', row.plasmid_usage ? plasmidFilterLabel('plasmidUsage', row.plasmid_usage) : null],
    ]);
    return { id, kind, title: row.name, fields, body: plasmidBody(row), url };
  }

  return {
    /** Every term of `keywords` and `keywords2` must match; an empty keyword finds nothing. */
    async search(input: SearchInput): Promise<SearchResult> {
      const terms = searchTerms(input.keywords, input.keywords2);
      if (!input.keywords.trim() || terms.length === 0) return { data: [], total: 0 };
      const [refs, total] = await Promise.all([repo.searchPage(terms, input.page * input.size, input.size), repo.searchTotal(terms)]);
      return { data: await hits(refs), total };
    },
    detail,
    privacyPolicy(): Promise<PrivacyPage> {
      return privacy.get();
    },
    invalidate(): void {
      privacy.invalidate();
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
