// Completes a route's meta tags with what every public page carries: the site's default description
// and keywords (settings xxl_description, xxl_keywords) when the page has none of its own, Open Graph
// tags for sharing, and a canonical link on the configured public address (unless the page named
// its own, e.g. a search-result detail pointing at the item's page).
import type { MetaDescriptor } from 'react-router';
import { alternatePaths, languageOfPath, localePath } from '../../contracts/page-language.ts';
import type { ShellData } from './shell-data.ts';

interface MetaArgs {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string; search: string };
}

const named = (tags: readonly MetaDescriptor[], name: string) =>
  tags.find((tag) => 'name' in tag && tag.name === name) as { content?: string } | undefined;

/** The path and query of a page without empty parameters: the canonical form of its address. */
export function canonicalPath(location: { pathname: string; search: string }): string {
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(location.search)) if (value.trim()) kept.append(key, value);
  const query = kept.toString();
  return `${location.pathname}${query ? `?${query}` : ''}`;
}

/** hreflang links of a page to its Chinese and English addresses (x-default: the Chinese site). */
export function alternateLinks(publicUrl: string, location: { pathname: string; search: string }): MetaDescriptor[] {
  const { zh, en } = alternatePaths({ pathname: location.pathname, search: new URL(canonicalPath(location), 'http://x').search });
  return [
    { tagName: 'link', rel: 'alternate', hrefLang: 'zh-CN', href: publicUrl + zh },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: publicUrl + en },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: publicUrl + zh },
  ];
}

export function withSiteMeta({ matches, location }: MetaArgs, tags: MetaDescriptor[]): MetaDescriptor[] {
  const language = languageOfPath(location.pathname);
  const root = matches.find((match) => match?.id === 'root')?.loaderData as ShellData | undefined;
  const settings = root?.settings ?? {};
  const out = [...tags];
  const noindex = named(out, 'robots')?.content?.includes('noindex') ?? false;
  if (!named(out, 'description') && settings.xxl_description) out.push({ name: 'description', content: settings.xxl_description });
  if (!named(out, 'keywords') && settings.xxl_keywords) out.push({ name: 'keywords', content: settings.xxl_keywords });
  if (noindex) return out;

  const title = (out.find((tag) => 'title' in tag) as { title?: string } | undefined)?.title;
  const canonical = out.find((tag) => 'rel' in tag && tag.rel === 'canonical') as { href?: string } | undefined;
  // A page's own canonical names the Chinese page; on the English site it is that page's English address.
  if (canonical?.href && root?.publicUrl && language === 'en' && canonical.href.startsWith(`${root.publicUrl}/`)) {
    canonical.href = root.publicUrl + localePath('en', canonical.href.slice(root.publicUrl.length));
  }
  const url = canonical?.href ?? (root?.publicUrl ? `${root.publicUrl}${canonicalPath(location)}` : undefined);
  if (!canonical && url) out.push({ tagName: 'link', rel: 'canonical', href: url });
  out.push(...alternateLinks(root?.publicUrl ?? '', location));
  if (title) out.push({ property: 'og:title', content: title });
  const description = named(out, 'description')?.content;
  if (description) out.push({ property: 'og:description', content: description });
  if (url) out.push({ property: 'og:url', content: url });
  out.push({ property: 'og:type', content: 'website' });
  if (settings.company_name) out.push({ property: 'og:site_name', content: settings.company_name });
  return out;
}
