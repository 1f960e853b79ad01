import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteLink, plainHref, type SiteLinkProps } from './site-link.tsx';

// Rendered at a nested address, so a target that were resolved relatively would show it.
const at = (element: ReactElement) => renderToStaticMarkup(<MemoryRouter initialEntries={['/newsCenter/newsCenterDetail?newsId=3']}>{element}</MemoryRouter>);

const cases: SiteLinkProps[] = [
  { to: '/' },
  { to: '/newsCenter' },
  { to: '/en/newsCenter/newsCenterDetail?newsId=12' },
  { to: '/dynamicDetail?id=4#booking', className: 'tile__more', 'aria-label': '了解更多' },
  { to: '/contactUS?', prefetch: 'intent', className: 'button button--primary' },
  { to: '/privacyPolicy#', discover: 'none', target: '_self', lang: 'zh-CN' },
  { to: '/login', onClick: () => undefined, replace: true, state: { from: 1 }, preventScrollReset: true, 'data-testid': 'login' } as SiteLinkProps,
  // Resolved by React Router: <Link> itself renders these.
  { to: '/a//b' },
  { to: '/a/./b' },
  { to: '/a/../b' },
  { to: '/a/' },
  { to: 'relative' },
  { to: '../up' },
  { to: 'https://example.com/x' },
  { to: '/news', reloadDocument: true },
];

describe('SiteLink on the server', () => {
  it.each(cases)('writes what <Link> writes for %o', (props) => {
    expect(at(<SiteLink {...props}>新闻</SiteLink>)).toBe(at(<Link {...props}>新闻</Link>));
  });

  it('writes plain absolute paths itself and leaves everything React Router would resolve to <Link>', () => {
    expect(plainHref('/')).toBe('/');
    expect(plainHref('/a/b?x=1#y')).toBe('/a/b?x=1#y');
    expect(plainHref('/a?#')).toBe('/a');
    for (const to of ['', 'a', '//a', '/a//b', '/a/', '/./a', '/a/..', '/a\\b', 'https://x.test/']) expect(plainHref(to)).toBeNull();
  });
});
