import { describe, expect, it } from 'vitest';
import { alternateLinks, withSiteMeta } from './page-meta.ts';

const root = (lang: 'zh' | 'en') => ({ id: 'root', loaderData: { lang, nav: '[]', settings: {}, publicUrl: 'https://www.example.com' } });

describe('hreflang links', () => {
  it('name the Chinese page, the English page and x-default (Chinese), from either site', () => {
    const expected = [
      { tagName: 'link', rel: 'alternate', hrefLang: 'zh-CN', href: 'https://www.example.com/newsCenter?type=2' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://www.example.com/en/newsCenter?type=2' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://www.example.com/newsCenter?type=2' },
    ];
    expect(alternateLinks('https://www.example.com', { pathname: '/newsCenter', search: '?type=2&page=' })).toEqual(expected);
    expect(alternateLinks('https://www.example.com', { pathname: '/en/newsCenter', search: '?type=2' })).toEqual(expected);
  });

  it('are on every public page, and an English page keeps its canonical on the English site', () => {
    const tags = withSiteMeta({ matches: [root('en')], location: { pathname: '/en/productService', search: '?id=3' } }, [
      { title: 'Services' },
      { tagName: 'link', rel: 'canonical', href: 'https://www.example.com/productService?id=3' },
    ]);
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.example.com/en/productService?id=3' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://www.example.com/en/productService?id=3' });
    const chinese = withSiteMeta({ matches: [root('zh')], location: { pathname: '/', search: '' } }, [{ title: '首页' }]);
    expect(chinese).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.example.com/' });
    expect(chinese).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://www.example.com/en' });
  });
});
