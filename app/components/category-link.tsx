// The one link every menu, tile and footer entry uses for a category, so the spec's navigation rule
// applies everywhere: external go-URLs open in a new tab, internal routes navigate on the client and
// scroll to the top, and on /techService a click replaces the route and reloads the page.
import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { categoryTarget, linkClickAction, type CategoryTarget, type NavCategory } from '../../contracts/category-nav.ts';
import { chinesePath } from '../../contracts/page-language.ts';
import { useLocale } from '../i18n/use-t.ts';
import { SiteLink } from './site-link.tsx';

export interface CategoryLinkProps {
  node: NavCategory & { catname?: string };
  /** Overrides "pid 0 is top level" for the first-child rule. */
  isTopLevel?: boolean;
  className?: string;
  children?: ReactNode;
  /** Runs before an in-app navigation (e.g. to close the mobile menu). */
  onNavigate?: () => void;
  role?: string;
  'aria-label'?: string;
}

/** The navigation rule's target, in the page's language (/en/… on the English site). */
export function useCategoryTarget(node: NavCategory, isTopLevel?: boolean): CategoryTarget {
  const { to } = useLocale();
  const target = categoryTarget(node, isTopLevel === undefined ? {} : { isTopLevel });
  return target.kind === 'internal' ? { kind: 'internal', to: to(target.to) } : target;
}

const ON_SERVER = typeof document === 'undefined';

export function CategoryLink({ node, isTopLevel, className, children, onNavigate, ...aria }: CategoryLinkProps) {
  const target = useCategoryTarget(node, isTopLevel);
  const content = children ?? node.catname;

  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={className} {...aria}>
        {content}
      </a>
    );
  }
  if (target.kind === 'none') {
    return <span className={className}>{content}</span>;
  }
  // The menus hold most of a page's links: on the server, where no click can happen, the link's
  // markup without its location and navigation hooks (site-link.tsx).
  if (ON_SERVER) {
    return (
      <SiteLink to={target.to} className={className} prefetch="intent" {...aria}>
        {content}
      </SiteLink>
    );
  }
  return (
    <InAppCategoryLink to={target.to} className={className} onNavigate={onNavigate} aria={aria}>
      {content}
    </InAppCategoryLink>
  );
}

interface InAppCategoryLinkProps {
  to: string;
  className?: string;
  onNavigate?: () => void;
  aria: Pick<CategoryLinkProps, 'role' | 'aria-label'>;
  children: ReactNode;
}

function InAppCategoryLink({ to, className, onNavigate, aria, children }: InAppCategoryLinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const target = { kind: 'internal', to } as const;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const action = linkClickAction(target, chinesePath(location.pathname), event);
    if (action.kind === 'browser') return;
    event.preventDefault();
    onNavigate?.();
    if (action.kind === 'replace-reload') {
      window.location.replace(action.to);
      return;
    }
    void Promise.resolve(navigate(action.to)).then(() => window.scrollTo({ top: 0, left: 0 }));
  };

  return (
    <SiteLink to={to} className={className} onClick={onClick} prefetch="intent" {...aria}>
      {children}
    </SiteLink>
  );
}
