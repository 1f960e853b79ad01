import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../app/routes.ts';
import { describe, expect, it } from 'vitest';
import { PAGE_QUERY_NAMES } from '../../contracts/page-paths.ts';
import { pageCacheKey } from './page-cache-key.ts';

describe('pageCacheKey', () => {
  it('keeps only the query names the page reads, in the table order', () => {
    expect(pageCacheKey('/')).toBe('/');
    expect(pageCacheKey('/?utm_source=baidu&_=1700000000')).toBe('/');
    expect(pageCacheKey('/newsCenter/newsCenterDetail?from=weixin&newsId=3')).toBe('/newsCenter/newsCenterDetail?newsId=3');
    expect(pageCacheKey('/newsCenter?page=2&x=1&type=7')).toBe('/newsCenter?type=7&page=2');
    expect(pageCacheKey('/plasmidPlatform/plasmidPlatformList?host=e_coli&page=2&name=cas9&ref=nav')).toBe(
      '/plasmidPlatform/plasmidPlatformList?host=e_coli&name=cas9&page=2',
    );
  });

  it('tells apart values of the names the page reads, repeated ones included', () => {
    expect(pageCacheKey('/productService?id=1')).not.toBe(pageCacheKey('/productService?id=2'));
    expect(pageCacheKey('/techService?id=1&id=2')).toBe('/techService?id=1&id=2');
  });

  it('finds the page as React Router does: any letter case, a trailing slash', () => {
    expect(pageCacheKey('/contactus?x=1')).toBe('/contactus');
    expect(pageCacheKey('/NEWSCENTER/?type=1&x=2')).toBe('/NEWSCENTER/?type=1');
  });

  it('keeps the whole query of a path it does not know', () => {
    expect(pageCacheKey('/no-such-page?a=1&b=2')).toBe('/no-such-page?a=1&b=2');
  });

  it('declares every public route of app/routes.ts', () => {
    const paths: string[] = [];
    const walk = (entries: readonly RouteConfigEntry[]) => {
      for (const entry of entries) {
        if (entry.index) paths.push('/');
        else if (entry.path !== undefined && entry.path !== '*' && !entry.path.startsWith('en') && !entry.path.startsWith('admin')) paths.push(`/${entry.path}`);
        if (!entry.path?.startsWith('admin')) walk(entry.children ?? []);
      }
    };
    walk(routes);
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((path) => !(path in PAGE_QUERY_NAMES))).toEqual([]);
    expect(Object.keys(PAGE_QUERY_NAMES).filter((path) => !paths.includes(path))).toEqual([]);
  });

  it('reads the English site (/en/…) with the same query names as the Chinese page', () => {
    expect(pageCacheKey('/en/newsCenter?type=2&utm_source=x')).toBe(pageCacheKey('/newsCenter?type=2&utm_source=x').replace(/^/, '/en'));
    expect(pageCacheKey('/en?_=1')).toBe('/en');
  });
});
