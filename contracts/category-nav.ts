// The specification's "category navigation rule": where a click on a category (menu entry, tile,
// footer link, ...) goes. One pure function, so every menu of the app and the tests agree.
import { CategoryType } from './content-constants.ts';
import { PAGES, pagePath } from './page-paths.ts';

/** What the rule needs from a category; the full `CategoryNode` satisfies it. */
export interface NavCategory {
  id: number;
  pid: number;
  type: number;
  gourl?: string | null;
  molds?: string | null;
  childs?: readonly NavCategory[] | null;
}

export type CategoryTarget =
  | { kind: 'external'; href: string }
  | { kind: 'internal'; to: string }
  /** A type outside 0-10: the entry is shown as plain text rather than guessing a page. */
  | { kind: 'none' };

/**
 * The `type` query value of /techService. The tech-service page shows a card-style product list for
 * `type=1` and a table whose columns depend on `molds` for `type=0` (spec, "Technical services").
 * Category type 9 is the card-style kind and type 10 the table kind, so the link carries 1 or 0.
 */
export const TECH_SERVICE_VIEW = { cards: 1, table: 0 } as const;

/** The path on which a category click replaces the route and reloads the page (spec rule 4). */
export const TECH_SERVICE_PATH = PAGES['tech-service'].path;

// Guards against a malformed tree whose first-child chain loops back on itself.
const MAX_DESCENT = 16;

/** True for an absolute http(s) address; protocol-relative, relative and other schemes are not. */
export function isAbsoluteHttpUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\/[^\s/?#]+/i.test(url.trim());
}

/** The internal route of a category by its type alone (rule 3), or null for an unknown type. */
export function categoryRoute(node: Pick<NavCategory, 'id' | 'type' | 'molds'>): string | null {
  switch (node.type) {
    case CategoryType.ServiceIndex:
      return pagePath('dynamic-index', { id: node.id });
    case CategoryType.ServiceDetail:
      return pagePath('dynamic-detail', { id: node.id });
    case CategoryType.PlasmidPlatform:
      return pagePath('plasmid-platform-list');
    case CategoryType.ContactUs:
      return pagePath('contact-us');
    case CategoryType.CrisprHelp:
      return pagePath('crispr-help');
    case CategoryType.Recruitment:
      return pagePath('recruitment-enterprise');
    case CategoryType.News:
    case CategoryType.TechDocs:
      // The news page titles itself "technical documents" for type 7, so the category type travels as is.
      return pagePath('news-center', { type: node.type, id: node.id });
    case CategoryType.ProductService:
      return pagePath('product-service', { id: node.id });
    case CategoryType.TechServiceCards:
    case CategoryType.TechServiceTable:
      return pagePath('tech-service', {
        type: node.type === CategoryType.TechServiceCards ? TECH_SERVICE_VIEW.cards : TECH_SERVICE_VIEW.table,
        id: node.id,
        molds: node.molds,
      });
    default:
      return null;
  }
}

/**
 * Where a click on `node` goes.
 * 1. An absolute http/https `gourl` opens in a new tab. A relative `gourl` (e.g. "/about" or "news")
 *    is ignored in favour of the type route: the old site stored such values inconsistently and the
 *    type route is the one the specification defines.
 * 2. A top-level (pid 0) type-0 category with children acts as its first child; if that child is again
 *    a type-0 category with children, the descent continues.
 * 3. Otherwise the type decides the route.
 * `isTopLevel` defaults to `pid === 0`; callers that render a root level of a sub-tree may override it.
 */
export function categoryTarget(node: NavCategory, options: { isTopLevel?: boolean } = {}): CategoryTarget {
  let current = node;
  let topLevel = options.isTopLevel ?? node.pid === 0;
  for (let depth = 0; depth <= MAX_DESCENT; depth += 1) {
    if (isAbsoluteHttpUrl(current.gourl)) return { kind: 'external', href: current.gourl.trim() };
    const first = current.childs?.[0];
    if (topLevel && current.type === CategoryType.ServiceIndex && first) {
      current = first;
      // The first child of a "section" category stands in for it at the same (top) position.
      topLevel = true;
      continue;
    }
    const to = categoryRoute(current);
    return to ? { kind: 'internal', to } : { kind: 'none' };
  }
  return { kind: 'none' };
}

/** What a click on a category link should do, given where the visitor is now. */
export type LinkClickAction =
  /** Leave it to the browser: new tab for external links, modified clicks (ctrl, middle button ...). */
  | { kind: 'browser' }
  /** Client-side navigation, then scroll to the top. */
  | { kind: 'navigate'; to: string }
  /** Replace the current history entry and load the page afresh (on /techService). */
  | { kind: 'replace-reload'; to: string };

export interface ClickInfo {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export function linkClickAction(target: CategoryTarget, currentPath: string, click: ClickInfo): LinkClickAction {
  if (target.kind !== 'internal') return { kind: 'browser' };
  const modified = click.metaKey || click.ctrlKey || click.shiftKey || click.altKey;
  if (click.defaultPrevented || click.button !== 0 || modified) return { kind: 'browser' };
  if (currentPath === TECH_SERVICE_PATH) return { kind: 'replace-reload', to: target.to };
  return { kind: 'navigate', to: target.to };
}

/** Footer columns: the first 4 top categories, each with up to 5 children (spec section 9). */
export const FOOTER_TOP_CATEGORIES = 4;
export const FOOTER_CHILDREN_PER_CATEGORY = 5;

export function footerColumns<T extends { childs?: readonly T[] | null }>(tree: readonly T[]): Array<{ node: T; childs: T[] }> {
  return tree.slice(0, FOOTER_TOP_CATEGORIES).map((node) => ({
    node,
    childs: (node.childs ?? []).slice(0, FOOTER_CHILDREN_PER_CATEGORY),
  }));
}

/** In the mobile menu, groups of 6 to 10 children are laid out in two columns (spec "Global shell"). */
export function isTwoColumnGroup(childCount: number): boolean {
  return childCount >= 6 && childCount <= 10;
}

