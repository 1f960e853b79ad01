// Server side: puts the antd rules a rendered page uses into the <style> root.tsx renders where antd's
// stylesheet link used to be (before the site's stylesheet, whose rules must win at equal specificity). The style
// element is allowed by the CSP's style-src-elem (security.ts); it carries no nonce, so a cached
// page's shared bytes need no change for it (decision 0028).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { createCriticalCss } from './critical-css.ts';
import { CRITICAL_STYLE_ATTRIBUTE } from './deferred-styles.ts';

// The file the browser's deferred stylesheet is built from, read from the installed package when the
// first page renders (the server build keeps antd external, so node_modules is there at run time).
const antdCritical = createCriticalCss(() => fs.readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8'));

const PLACEHOLDER = `<style ${CRITICAL_STYLE_ATTRIBUTE}=""></style>`;

/** `html` with its critical antd rules in the empty style element root.tsx renders for them. */
export function inlineCriticalCss(html: string): string {
  const at = html.indexOf(PLACEHOLDER);
  if (at === -1) return html;
  // `</` cannot occur in antd's rules; escaping keeps a stray one from closing the element.
  const css = antdCritical.forHtml(html).replaceAll('</', '<\\/');
  return `${html.slice(0, at)}<style ${CRITICAL_STYLE_ATTRIBUTE}="">${css}</style>${html.slice(at + PLACEHOLDER.length)}`;
}
