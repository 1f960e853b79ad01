// A rendered page made shareable: the same bytes go from the cache to many visitors, so they cannot
// carry a per-response nonce. The page's own inline scripts (React Router's hydration data, module
// loader and scroll restoration) are the ones the renderer marked with this response's nonce; their
// SHA-256 hashes replace the nonce in the Content-Security-Policy, and the nonce attributes go.
// Anything else inline (say, a script smuggled into stored content) carried no nonce, gets no hash,
// and stays blocked exactly as under the nonce (decision 0024).
import { createHash } from 'node:crypto';

export interface SharedPage {
  html: string;
  /** The response's CSP with the script nonce replaced by the inline scripts' hashes, the style nonce dropped. */
  csp: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The CSP source expression that allows an inline script with exactly this text. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * `html` was rendered with `nonces` and answered with the CSP header `csp`. Returns the page without
 * the nonces and a CSP that allows the same inline scripts by hash.
 */
export function shareablePage(html: string, csp: string, nonces: { script: string; style: string }): SharedPage {
  const hashes = new Set<string>();
  if (nonces.script) {
    // An HTML script element's text ends at the first `</script`; React escapes `<` inside the data it inlines.
    const marked = new RegExp(`<script\\b[^>]*\\snonce="${escapeRegExp(nonces.script)}"[^>]*>([\\s\\S]*?)</script`, 'gi');
    for (const match of html.matchAll(marked)) hashes.add(scriptHashSource(match[1] ?? ''));
  }
  let shared = html;
  let policy = csp;
  for (const nonce of new Set([nonces.script, nonces.style])) {
    if (!nonce) continue;
    shared = shared.replaceAll(` nonce="${nonce}"`, '');
    const source = `'nonce-${nonce}'`;
    const replacement = nonce === nonces.script ? [...hashes].join(' ') : '';
    policy = policy.replaceAll(replacement ? source : ` ${source}`, replacement);
  }
  return { html: shared, csp: policy };
}
