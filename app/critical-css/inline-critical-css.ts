// Server side: puts the antd rules a rendered page uses into the <style> root.tsx renders where antd's
// stylesheet link used to be (before the site's stylesheet, whose rules must win at equal specificity). The style
// element is allowed by the CSP's style-src-elem (security.ts); it carries no nonce, so a cached
// page's shared bytes need no change for it (decision 0028).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { createCriticalCss } from './critical-css.ts';
import { COVERS_ATTRIBUTE, CRITICAL_STYLE_ATTRIBUTE } from './deferred-styles.ts';

// The file the browser's deferred stylesheet is built from, read from the installed package when the
// first page renders (the server build keeps antd external, so node_modules is there at run time).
const antdCritical = createCriticalCss(() => fs.readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8'));

const PLACEHOLDER = Buffer.from(`<style ${CRITICAL_STYLE_ATTRIBUTE}=""></style>`);
const STYLE_OPEN = `<style ${CRITICAL_STYLE_ATTRIBUTE}="">`;

/**
 * `html` (UTF-8) with its critical antd rules in the empty style element root.tsx renders for them,
 * with those of `scriptClasses` (classes the page's scripts add, critical-css.ts) named on the element
 * so the browser does not fetch antd's whole stylesheet for them (deferred-styles.ts).
 * Works on the bytes: the class names it looks for are ASCII, so a one-byte (latin1) reading finds
 * them at a fraction of the cost of decoding the page to a string and encoding it back (a multi-byte
 * character can at worst split a class token there, which only adds rules).
 */
export function inlineCriticalCss(html: Buffer<ArrayBuffer>, scriptClasses: readonly string[] = []): Buffer<ArrayBuffer> {
  const at = html.indexOf(PLACEHOLDER);
  if (at === -1) return html;
  // `</` cannot occur in antd's rules; escaping keeps a stray one from closing the element.
  const css = antdCritical.forHtml(html.toString('latin1'), scriptClasses).replaceAll('</', '<\\/');
  const open = scriptClasses.length ? `<style ${CRITICAL_STYLE_ATTRIBUTE}="" ${COVERS_ATTRIBUTE}="${scriptClasses.join(' ')}">` : STYLE_OPEN;
  return Buffer.concat([html.subarray(0, at), Buffer.from(`${open}${css}</style>`), html.subarray(at + PLACEHOLDER.length)]);
}
