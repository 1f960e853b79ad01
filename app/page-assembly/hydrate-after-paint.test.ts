import { describe, expect, it } from 'vitest';
import { hydrateAfterPaint } from './hydrate-after-paint.ts';

const loader = [
  ';',
  'import * as route0 from "/assets/root-1.js";',
  'import * as route1 from "/assets/home-2.js";',
  '  window.__reactRouterManifest = {"url": "/assets/manifest-3.js"};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  '',
  'import("/assets/entry.client-4.js");',
].join('\n');

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<link rel="stylesheet" href="/assets/site.css"/></head><body>${body}<script nonce="n1" type="module" async="">${loader}</script></body></html>`;

const preloads =
  '<link rel="modulepreload" href="/assets/entry.client-4.js" nonce="n1"/><link rel="modulepreload" href="/assets/framework-5.js"/>';

describe('scripts fetched after the first paint', () => {
  const html = hydrateAfterPaint(Buffer.from(page(preloads, '<p>澄源 — 基因编辑</p>'))).toString();
  const script = /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  it('takes the module preloads out of the head', () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css"/></head>');
  });

  it('waits for a drawn frame, then preloads the same files and imports the same route modules', () => {
    expect(script).not.toMatch(/^import \* as/m);
    const wait = script.indexOf('requestAnimationFrame');
    const preload = script.indexOf('["/assets/entry.client-4.js","/assets/framework-5.js"]');
    const imports = script.indexOf('const [route0, route1] = await Promise.all([import("/assets/root-1.js"), import("/assets/home-2.js")]);');
    expect(wait).toBeGreaterThan(-1);
    expect(preload).toBeGreaterThan(wait);
    expect(imports).toBeGreaterThan(preload);
    // The rest of React Router's loader follows unchanged: the bindings it names exist before it runs.
    expect(script.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};')).toBeGreaterThan(imports);
    expect(script.trimEnd().endsWith('import("/assets/entry.client-4.js");')).toBe(true);
  });

  it('does not wait in a hidden tab, which draws no frames', () => {
    expect(script).toContain('if (document.visibilityState !== "hidden") await');
  });

  it('keeps the text around it byte for byte', () => {
    expect(html).toContain('<body><p>澄源 — 基因编辑</p><script');
  });

  it('leaves a page without the module loader alone', () => {
    const plain = Buffer.from('<html><head></head><body><script>var a = 1;</script></body></html>');
    expect(hydrateAfterPaint(plain)).toBe(plain);
  });

  it('produces a module the browser can parse', () => {
    // Top-level await is valid in a module; checked by compiling it as an async function body.
    const body = script.replace('import("/assets/entry.client-4.js");', '');
    expect(() => new Function(`return (async () => {${body}})`)).not.toThrow();
  });
});
