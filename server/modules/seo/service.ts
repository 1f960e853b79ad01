// robots.txt and sitemap.xml. The sitemap lists every public page: the fixed routes, the route of every
// visible category (the navigation rule of contracts/category-nav.ts), every news item, plasmid and job
// posting, with absolute URLs on config.publicUrl. It is built at most once a minute.
import { categoryTarget, type NavCategory } from '../../../contracts/category-nav.ts';
import type { CategoryNode } from '../../../contracts/api/content.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { escapeXml } from '../../http/escape-xml.ts';
import { consolePath } from '../../../contracts/console-paths.ts';
import { localePath } from '../../../contracts/page-language.ts';
import { pagePath, type PageName } from '../../../contracts/page-paths.ts';
import type { ContentService } from '../content/service.ts';
import { ttlCache } from '../content/ttl-cache.ts';
import { createSeoRepo, type ItemRef } from './repo.ts';

/** Public pages that exist whatever the data. */
export const STATIC_PAGES = (
  [
    'home',
    'contact-us',
    'recruitment-enterprise',
    'recruitment-school',
    'plasmid-platform-index',
    'plasmid-platform-list',
    'gene-editing-index',
    'crispr',
    'crispr-help',
    'privacy-policy',
  ] as const satisfies readonly PageName[]
).map((name) => pagePath(name));

// Robots rules are path prefixes: /order keeps crawlers out of every /order… page (/orderSeqList, …).
const CONSOLE_PREFIX = consolePath('admin-dashboard');
const API_PREFIX = '/api/';

/** Personal pages and calls crawlers have no business with. */
export const DISALLOWED_PATHS = [
  API_PREFIX,
  ...(
    [
      'account',
      'address-management',
      'api-keys',
      'order',
      'crispr-result',
      'login',
      'register',
      'forget-pwd',
      'confirmation',
      'search-result',
    ] as const satisfies readonly PageName[]
  ).map((name) => pagePath(name)),
  // The operations console (its pages also say noindex and send X-Robots-Tag).
  CONSOLE_PREFIX,
];

export function robotsTxt(publicUrl: string): string {
  // The English site (/en/…) has the same personal pages.
  const disallowed = DISALLOWED_PATHS.filter((p) => p !== CONSOLE_PREFIX && p !== API_PREFIX).flatMap((p) => [p, localePath('en', p)]);
  return ['User-agent: *', 'Allow: /', `Disallow: ${API_PREFIX}`, ...disallowed.map((p) => `Disallow: ${p}`), `Disallow: ${CONSOLE_PREFIX}`, '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** Internal routes of every category of the tree (external links and unknown types are left out). */
export function categoryRoutes(tree: readonly CategoryNode[]): string[] {
  const routes: string[] = [];
  const walk = (nodes: readonly NavCategory[]) => {
    for (const node of nodes) {
      const target = categoryTarget(node);
      if (target.kind === 'internal') routes.push(target.to);
      if (node.childs?.length) walk(node.childs);
    }
  };
  walk(tree);
  return routes;
}

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/**
 * Every page twice: its Chinese address and its English one (/en/…), each naming both languages as
 * alternates (hreflang), as the pages' own links do.
 */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    const zh = escapeXml(publicUrl + entry.path);
    const en = escapeXml(publicUrl + localePath('en', entry.path));
    const alternates = `<xhtml:link rel="alternate" hreflang="zh-CN" href="${zh}"/><xhtml:link rel="alternate" hreflang="en" href="${en}"/>`;
    urls.push(`  <url><loc>${zh}</loc>${lastmod}${alternates}</url>`, `  <url><loc>${en}</loc>${lastmod}${alternates}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function createSeoService(config: AppConfig, database: Database, content: ContentService, options: { ttlMs?: number; clock?: () => Date } = {}) {
  const repo = createSeoRepo(database.db, options.clock ?? (() => new Date()));
  const items = (refs: ItemRef[], path: (id: number) => string): SitemapEntry[] => refs.map((r) => ({ path: path(r.id), lastmod: r.lastmod }));

  const sitemap = ttlCache(async () => {
    const [tree, newsRows, plasmidRows, jobRows] = await Promise.all([content.allCategories(), repo.listNews(), repo.listPlasmids(), repo.listJobs()]);
    return sitemapXml(config.publicUrl, [
      ...STATIC_PAGES.map((path) => ({ path })),
      ...categoryRoutes(tree).map((path) => ({ path })),
      ...items(newsRows, (id) => pagePath('news-center-detail', { newsId: id })),
      ...items(plasmidRows, (id) => pagePath('plasmid-platform-detail', { listId: id })),
      ...items(jobRows, (id) => pagePath('talent-recruitment-detail', { key: id })),
    ]);
  }, options.ttlMs ?? 60_000);

  return {
    robots: (): string => robotsTxt(config.publicUrl),
    sitemap: (): Promise<string> => sitemap.get(),
    invalidate: (): void => sitemap.invalidate(),
  };
}
