// The browser side of the inlined critical CSS (entry.server.tsx): a public page arrives with only
// the antd rules its HTML uses, and antd's full stylesheet is fetched at low priority (a prefetch
// link in root.tsx) without blocking the first paint. It is applied the moment the page shows an
// antd class its HTML did not have: a modal, a select's list, a message, a validation state, the
// next page of a client-side navigation. Until then the browser never parses its 1 MB.

/** Marks the inlined <style> of a page; the full stylesheet goes right after it, before the site's. */
export const CRITICAL_STYLE_ATTRIBUTE = 'data-critical-css';
/** On that <style>: the classes the page's scripts add whose rules it carries too (space-separated). */
export const COVERS_ATTRIBUTE = 'data-covers';

/**
 * Classes a console page's scripts add to what the server drew: the columns a wide screen shows once
 * the page knows the window's width (antd's `responsive` columns; 产品 shows its pictures and the
 * category path from 768 px). Their rules travel with the page, so the page does not fetch and apply
 * antd's whole stylesheet right after hydrating (decision 0091). The every-console-page walk of
 * e2e/admin-server-drawn.spec.ts fails when a page needs a class missing here.
 */
export const CONSOLE_SCRIPT_CLASSES = [
  'ant-table-cell-ellipsis',
  'ant-image',
  'ant-image-css-var',
  'ant-image-img',
  'ant-image-cover',
  'ant-image-cover-center',
] as const;

function isAntdClass(name: string): boolean {
  return name.startsWith('ant-') || name.startsWith('anticon') || name.startsWith('css-var-');
}

function applyStylesheet(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const critical = document.head.querySelector(`style[${CRITICAL_STYLE_ATTRIBUTE}]`);
  // antd's rules must precede the site's so the site's colours win at equal specificity.
  const before = critical?.nextSibling ?? document.head.querySelector('link[rel="stylesheet"]');
  document.head.insertBefore(link, before ?? null);
  return link;
}

/**
 * Applies `href` (antd's full stylesheet) now, unless a page already did, and resolves once the
 * browser has it (or could not load it): the console's sign-in waits for it before it opens a page
 * the browser draws with antd throughout, which would otherwise show unstyled for a moment.
 */
export function antdStylesheetApplied(href: string): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`) ?? applyStylesheet(href);
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Applies `href` (antd's full stylesheet) once the page needs more than its inlined rules. A page
 * that already links it (the console) gets a permanent copy, so leaving the console for a public
 * page by client-side navigation keeps it.
 */
export function deferAntdStylesheet(href: string): void {
  if (typeof document === 'undefined' || typeof MutationObserver === 'undefined') return;
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`) || !document.head.querySelector(`style[${CRITICAL_STYLE_ATTRIBUTE}]`)) {
    applyStylesheet(href);
    return;
  }
  const covered = new Set<string>(document.head.querySelector(`style[${CRITICAL_STYLE_ATTRIBUTE}]`)?.getAttribute(COVERS_ATTRIBUTE)?.split(' ') ?? []);
  for (const element of document.querySelectorAll('[class]')) for (const name of element.classList) covered.add(name);
  const uncovered = (element: Element) => {
    for (const name of element.classList) if (isAntdClass(name) && !covered.has(name)) return true;
    return false;
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const needed =
        record.type === 'attributes'
          ? record.target instanceof Element && uncovered(record.target)
          : [...record.addedNodes].some(
              (node) => node instanceof Element && (uncovered(node) || [...node.querySelectorAll('[class]')].some(uncovered)),
            );
      if (needed) {
        observer.disconnect();
        applyStylesheet(href);
        return;
      }
    }
  });
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
}
