// React Router's <Link> for the site's own pages, at a server render's price. A <Link> resolves its
// target against the matched routes, sets up its click handler and prefetch behaviour: a dozen hooks
// and a path resolution per link, some 7% of an uncached home render with its ~130 links (decision
// 0045). None of that reaches the HTML when the target is a plain absolute path, so the server writes
// the very <a> that <Link> would; the browser renders <Link> itself (hydration compares elements, not
// components), so clicks, prefetching and route discovery behave exactly as before.
// site-link.test.tsx holds the two to the same markup, so a React Router upgrade that changes it fails there.
import { Link, type LinkProps } from 'react-router';

const ON_SERVER = typeof document === 'undefined';

export type SiteLinkProps = LinkProps & { to: string };

/**
 * `to` as <Link> would write it into `href` when resolving cannot change it: an absolute path
 * without empty, "." or ".." segments, doubled or back slashes or a trailing slash; null otherwise.
 */
export function plainHref(to: string): string | null {
  if (to.charCodeAt(0) !== 47 /* / */) return null;
  const hashAt = to.indexOf('#');
  const beforeHash = hashAt < 0 ? to : to.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : to.slice(hashAt);
  const searchAt = beforeHash.indexOf('?');
  const pathname = searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt);
  const search = searchAt < 0 ? '' : beforeHash.slice(searchAt);
  if (pathname !== '/' && !SIMPLE_PATHNAME.test(pathname)) return null;
  // React Router drops a lone "?" or "#".
  return pathname + (search === '?' ? '' : search) + (hash === '#' ? '' : hash);
}

// Segments of at least one character, none of them "." or "..", no backslash, no trailing slash.
const SIMPLE_PATHNAME = /^(?:\/(?!\.\.?(?:\/|$))[^/\\]+)+$/;

export function SiteLink(props: SiteLinkProps) {
  const href = ON_SERVER && props.prefetch !== 'render' && !props.reloadDocument ? plainHref(props.to) : null;
  if (href === null) return <Link {...props} />;
  // What <Link> does not pass on to its <a>; event handlers are not written by a server render anyway.
  const {
    to: _to,
    discover,
    prefetch: _prefetch,
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    mask: _mask,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    target,
    ...rest
  } = props;
  return <a {...rest} href={href} target={target} data-discover={discover === 'none' ? undefined : 'true'} />;
}
