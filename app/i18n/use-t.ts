// `useT()`: the interface strings of the page's language (the root loader's `lang`), from the
// catalogue store (catalogue-store.ts).
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useShellData, type ShellData } from '../components/shell-data.ts';
import { catalogueIn } from './catalogue-store.ts';
import { localePath, type PageLanguage } from '../../contracts/page-language.ts';
import { localePagePath, type PageName, type PAGES, type QueryArgs } from '../../contracts/page-paths.ts';
import { translator, type Translate } from './translate.ts';

// When the root loader itself failed its error page has no catalogue: it is worded as it always was.
const STATUS_FALLBACK = {
  'status.notFoundTitle': '页面不存在',
  'status.notFoundText': '您访问的页面不存在或已被移除，请检查网址是否正确。',
  'status.errorTitle': '出错了',
  'status.errorText': '页面暂时无法显示，请稍后刷新重试。',
  'status.home': '返回首页',
} as const;

export function useT(): Translate {
  const lang = (useRouteLoaderData('root') as ShellData | undefined)?.lang;
  return useMemo(() => translator(lang ? catalogueIn(lang) : {}, STATUS_FALLBACK), [lang]);
}

/** A page's address in the current language, from the page table (contracts/page-paths.ts). */
export type PathTo = <N extends PageName>(name: N, ...query: QueryArgs<(typeof PAGES)[N]>) => string;

/**
 * The page's language, a function that puts a site path into it (/x → /en/x on the English site) and
 * one that gives a page's address in it by name (`pathTo('news-center', { type: 7 })`).
 */
export function useLocale(): { lang: PageLanguage; to: (path: string) => string; pathTo: PathTo } {
  const { lang } = useShellData();
  return useMemo(() => ({ lang, to: (path: string) => localePath(lang, path), pathTo: (name, ...query) => localePagePath(lang, name, ...query) }), [lang]);
}
