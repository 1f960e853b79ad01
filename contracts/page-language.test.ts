import { describe, expect, it } from 'vitest';
import { alternatePaths, chinesePath, languageOfPath, localePath, pageLanguage, switchTarget } from './page-language.ts';

describe('page language', () => {
  it('is English under /en only', () => {
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/en/newsCenter')).toBe('en');
    expect(languageOfPath('/')).toBe('zh');
    expect(languageOfPath('/english')).toBe('zh');
    expect(languageOfPath('/enroll/en')).toBe('zh');
    expect(pageLanguage(new Request('http://x/en/techService?id=3'))).toBe('en');
    expect(pageLanguage(new Request('http://x/techService?id=3'))).toBe('zh');
    // Data requests of client-side navigations: the English home's, another English page's, the Chinese home's.
    expect(pageLanguage(new Request('http://x/en.data?_routes=root'))).toBe('en');
    expect(pageLanguage(new Request('http://x/en/newsCenter.data'))).toBe('en');
    expect(pageLanguage(new Request('http://x/_root.data'))).toBe('zh');
    expect(pageLanguage(new Request('http://x/enzyme.data'))).toBe('zh');
  });

  it('maps paths between the sites', () => {
    expect(chinesePath('/en')).toBe('/');
    expect(chinesePath('/en/newsCenter')).toBe('/newsCenter');
    expect(chinesePath('/newsCenter')).toBe('/newsCenter');
    expect(localePath('en', '/')).toBe('/en');
    expect(localePath('en', '/newsCenter?type=2')).toBe('/en/newsCenter?type=2');
    expect(localePath('en', '/en/newsCenter')).toBe('/en/newsCenter');
    expect(localePath('en', 'https://example.com/a')).toBe('https://example.com/a');
    expect(localePath('en', '//cdn.example.com/a')).toBe('//cdn.example.com/a');
    expect(localePath('zh', '/newsCenter')).toBe('/newsCenter');
  });
});

describe('switch target', () => {
  it('opens the same page and query in the other language', () => {
    expect(switchTarget({ pathname: '/newsCenter', search: '?type=2' }, 'en')).toBe('/en/newsCenter?type=2');
    expect(switchTarget({ pathname: '/', search: '' }, 'en')).toBe('/en');
    expect(switchTarget({ pathname: '/en/plasmidPlatform/plasmidPlatformList', search: '?page=2' }, 'zh')).toBe(
      '/plasmidPlatform/plasmidPlatformList?page=2',
    );
    expect(switchTarget({ pathname: '/en', search: '' }, 'zh')).toBe('/');
  });

  it('names both addresses for hreflang', () => {
    expect(alternatePaths({ pathname: '/en/techService', search: '?id=4' })).toEqual({ zh: '/techService?id=4', en: '/en/techService?id=4' });
  });
});
