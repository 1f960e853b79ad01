// robots.txt and sitemap.xml at the site root, on a fresh database with fixture rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, jobPostings, news, plasmids } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
const PUBLIC_URL = 'https://www.example.com';
// The whole document: declaration, urlset, url entries whose text escapes & < > (so it parses as XML).
const LOC = '([^<>&"]|&(amp|lt|gt|quot|apos);)+';
const ALTERNATE = (lang: string) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${LOC}"/>`;
const SITEMAP_SHAPE = new RegExp(
  '^<\\?xml version="1\\.0" encoding="UTF-8"\\?>\\n<urlset xmlns="http://www\\.sitemaps\\.org/schemas/sitemap/0\\.9" xmlns:xhtml="http://www\\.w3\\.org/1999/xhtml">\\n' +
    `(\\s*<url><loc>${LOC}</loc>(<lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>)?${ALTERNATE('zh-CN')}${ALTERNATE('en')}</url>\\n)*</urlset>\\n$`,
);

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  const db = t.database.db;
  await db.insert(categories).values([
    { id: 1, pid: 0, catname: '技术服务', type: 0 },
    { id: 2, pid: 1, catname: '基因编辑', type: 1 },
    { id: 3, pid: 0, catname: '新闻中心', type: 6 },
    { id: 4, pid: 0, catname: '技术产品', type: 10, molds: 'cell_cas9' },
    { id: 5, pid: 0, catname: '外链', type: 1, gourl: 'https://other.example.org/' },
    { id: 6, pid: 0, catname: '隐藏', type: 8, status: 0 },
  ]);
  await db.insert(news).values([{ id: 7, tid: 3, title: '新闻' }, { id: 8, tid: 3, title: '隐藏新闻', status: 0 }]);
  await db.insert(plasmids).values({ id: 9, item_no: 'P0009', name: 'pTest' });
  await db.insert(jobPostings).values({ id: 10, title: '研究员' });
});

afterAll(async () => {
  await t?.close();
});

describe('robots.txt', () => {
  it('allows all, keeps crawlers out of the API and personal pages, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('User-agent: *\nAllow: /');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /account');
    expect(response.body).toContain('Disallow: /en/account');
    expect(response.body).toContain('Disallow: /admin\n');
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('is valid XML listing static pages, categories, news, plasmids and jobs with absolute URLs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toMatch(SITEMAP_SHAPE);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(locs.every((loc) => loc.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/crispr-help`,
        `${PUBLIC_URL}/privacyPolicy`,
        // The top-level type-0 category stands for its first child (the navigation rule).
        `${PUBLIC_URL}/dynamicDetail?id=2`,
        `${PUBLIC_URL}/newsCenter?type=6&id=3`,
        `${PUBLIC_URL}/techService?type=0&id=4&molds=cell_cas9`,
        `${PUBLIC_URL}/newsCenter/newsCenterDetail?newsId=7`,
        `${PUBLIC_URL}/plasmidPlatformDetail?listId=9`,
        `${PUBLIC_URL}/talentRecruitmentDetail?key=10`,
        // The English site: the same pages under /en.
        `${PUBLIC_URL}/en`,
        `${PUBLIC_URL}/en/crispr-help`,
        `${PUBLIC_URL}/en/newsCenter?type=6&id=3`,
        `${PUBLIC_URL}/en/plasmidPlatformDetail?listId=9`,
      ]),
    );
    expect(locs.filter((loc) => loc.includes('/en/') || loc.endsWith('/en')).length * 2).toBe(locs.length);
    expect(locs.some((loc) => loc.includes('newsId=8'))).toBe(false);
    expect(locs.some((loc) => loc.includes('other.example.org') || loc.includes('productService'))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.some((loc) => loc.includes('/admin'))).toBe(false);
  });
});

describe('the operations console', () => {
  it('answers /admin pages with X-Robots-Tag noindex, nofollow and no-store; public pages without', async () => {
    for (const url of ['/admin', '/admin/login?redirect=%2Fadmin', '/admin/orders/guide/1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    for (const url of ['/robots.txt', '/administrator', '/api/admin/v1/auth/me']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-robots-tag'], url).toBeUndefined();
    }
  });
});
