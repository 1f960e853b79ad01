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

/** A clock that does not move: the preloads all fit in one task, whatever the machine is doing. */
const stillClock = { now: () => 0 };

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
    const imports = script.indexOf('const [route0, route1] = await Promise.all([import("/assets/root-1.js"), import("/assets/home-2.js")]).catch(reloadOnce);');
    expect(wait).toBeGreaterThan(-1);
    expect(preload).toBeGreaterThan(wait);
    expect(imports).toBeGreaterThan(preload);
    // The rest of React Router's loader follows unchanged: the bindings it names exist before it runs.
    expect(script.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};')).toBeGreaterThan(imports);
    expect(script.trimEnd().endsWith('import("/assets/entry.client-4.js").then(forgetReload, reloadOnce);')).toBe(true);
  });

  it('reloads once when a script cannot be fetched, and forgets it once the entry has loaded', async () => {
    const run = async (failing: Set<string>, storage: Map<string, string>) => {
      let reloads = 0;
      const body = script.replace(/\bimport\(/g, 'load(');
      const load = async (url: string) => {
        if (failing.has(url)) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
        return {};
      };
      const sessionStorage = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) };
      const location = { href: 'https://www.example.cn/login', reload: () => (reloads += 1) };
      const document = { visibilityState: 'hidden', createElement: () => ({}), head: { append: () => {} } };
      const window: Record<string, unknown> = {};
      const settle = new Function('load', 'sessionStorage', 'location', 'document', 'window', 'performance', `return (async () => {${body}})()`);
      const outcome = await Promise.race([settle(load, sessionStorage, location, document, window, stillClock).then(() => 'ran', (error: Error) => `threw ${error.message}`), new Promise((r) => setTimeout(r, 50, 'waiting'))]);
      return { reloads, outcome };
    };
    const storage = new Map<string, string>();
    // A route module fails (the network changed): the page reloads and waits for it.
    expect(await run(new Set(['/assets/home-2.js']), storage)).toEqual({ reloads: 1, outcome: 'waiting' });
    // It fails again at the same address: no second reload (no loop); the page stays as the server drew it.
    expect(await run(new Set(['/assets/home-2.js']), storage)).toEqual({ reloads: 0, outcome: expect.stringMatching(/^threw Failed to fetch/) });
    // The entry fails after a good start: one reload too.
    storage.clear();
    expect(await run(new Set(['/assets/entry.client-4.js']), storage)).toEqual({ reloads: 1, outcome: 'ran' });
    // A load that succeeds forgets the reload, so a later failure may reload again.
    expect(await run(new Set(), storage)).toEqual({ reloads: 0, outcome: 'ran' });
    expect(storage.size).toBe(0);
  });

  it('preloads until a task has used 5 ms, then yields: a few a task where a fetch starts fast, one where it is slow', async () => {
    const many = Array.from({ length: 20 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js"/>`).join('');
    const body = /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(hydrateAfterPaint(Buffer.from(page(many, '<p>订单</p>'))).toString())![1]!;
    const run = new Function('load', 'sessionStorage', 'location', 'document', 'window', 'setTimeout', 'MessageChannel', 'performance', `return (async () => {${body.replace(/\bimport\(/g, 'load(')}})()`);
    // Each preload costs `millis` on a fake clock; the counts are of preloads per task, in order.
    const perTaskAt = async (millis: number) => {
      const appended: string[] = [];
      const perTask: number[] = [];
      let inTask = 0;
      let now = 0;
      const document = { visibilityState: 'hidden', createElement: () => ({}), head: { append: (link: { href: string }) => (appended.push(link.href), (inTask += 1), (now += millis)) } };
      const setTimeout = (next: () => void) => {
        perTask.push(inTask);
        inTask = 0;
        queueMicrotask(next);
      };
      const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
      await run(async () => ({}), storage, { href: '' }, document, {}, setTimeout, undefined, { now: () => now });
      perTask.push(inTask);
      expect(appended).toEqual(Array.from({ length: 20 }, (_, i) => `/assets/chunk-${i}.js`));
      return perTask.filter((count) => count > 0);
    };
    expect(await perTaskAt(0.5)).toEqual([10, 10]);
    expect(await perTaskAt(3)).toEqual(Array.from({ length: 10 }, () => 2));
    // Lighthouse's 108 in one task held it for 680 ms; on a machine where each costs 12 ms, one a task.
    expect(await perTaskAt(12)).toEqual(Array.from({ length: 20 }, () => 1));
  });

  describe('with the build’s deps-first order of the scripts', () => {
    // framework-5 imports runtime-6; the entry imports framework-5; home-2 imports framework-5.
    const graph: Record<string, string[]> = { '/assets/framework-5.js': ['/assets/runtime-6.js'], '/assets/entry.client-4.js': ['/assets/framework-5.js'], '/assets/home-2.js': ['/assets/framework-5.js'] };
    const order = (hrefs: readonly string[]) => {
      const out: string[] = [];
      const visit = (href: string) => {
        if (out.includes(href)) return;
        for (const dep of graph[href] ?? []) if (hrefs.includes(dep)) visit(dep);
        out.push(href);
      };
      hrefs.forEach(visit);
      return out;
    };
    const listed = ['/assets/entry.client-4.js', '/assets/framework-5.js', '/assets/root-1.js', '/assets/home-2.js', '/assets/runtime-6.js'];
    const ordered = hydrateAfterPaint(Buffer.from(page(listed.map((href) => `<link rel="modulepreload" href="${href}"/>`).join(''), '<p>订单</p>')), order).toString();
    const body = /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(ordered)![1]!;

    const run = async (failing: Set<string>, storage: Map<string, string>, { messages = false } = {}) => {
      const events: string[] = [];
      let reloads = 0;
      const load = async (url: string) => {
        events.push(`import ${url}`);
        if (failing.has(url)) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
        return {};
      };
      const setTimeout = (next: () => void) => {
        events.push('task');
        queueMicrotask(next);
      };
      const document = { visibilityState: 'hidden', createElement: () => ({}), head: { append: (link: { href: string }) => events.push(`preload ${link.href}`) } };
      const sessionStorage = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) };
      const location = { href: 'https://www.example.cn/', reload: () => (reloads += 1) };
      // A browser without scheduler.yield (Safari) posts itself a message: no 4 ms clamp of nested timers.
      class FakeChannel {
        port1: { onmessage: (() => void) | null } = { onmessage: null };
        port2 = { postMessage: () => (events.push('task'), queueMicrotask(() => this.port1.onmessage?.())) };
      }
      const inline = new Function('load', 'sessionStorage', 'location', 'document', 'window', 'setTimeout', 'MessageChannel', 'performance', `return (async () => {${body.replace(/\bimport\(/g, 'load(')}})()`);
      const outcome = await Promise.race([
        inline(load, sessionStorage, location, document, {}, messages ? () => events.push('timer') : setTimeout, messages ? FakeChannel : undefined, stillClock).then(() => 'ran', (error: Error) => `threw ${error.message}`),
        new Promise((r) => globalThis.setTimeout(r, 50, 'waiting')),
      ]);
      return { events, reloads, outcome };
    };

    it('preloads and then evaluates each script in a task of its own, dependencies first, the entry last', async () => {
      const { events, outcome } = await run(new Set(), new Map());
      expect(outcome).toBe('ran');
      const preloaded = events.filter((e) => e.startsWith('preload ')).map((e) => e.slice(8));
      expect(preloaded).toEqual(['/assets/runtime-6.js', '/assets/framework-5.js', '/assets/entry.client-4.js', '/assets/root-1.js', '/assets/home-2.js']);
      const afterPreloads = events.slice(events.lastIndexOf(`preload /assets/home-2.js`) + 1);
      expect(afterPreloads).toEqual([
        'task', 'import /assets/runtime-6.js',
        'task', 'import /assets/framework-5.js',
        'task', 'import /assets/root-1.js',
        'task', 'import /assets/home-2.js',
        // The route modules (already evaluated), then the entry that hydrates the page.
        'import /assets/root-1.js', 'import /assets/home-2.js',
        'import /assets/entry.client-4.js',
      ]);
    });

    it('takes a task of its own by posting a message where there is no scheduler.yield, never by a timer', async () => {
      const { events, outcome } = await run(new Set(), new Map(), { messages: true });
      expect(outcome).toBe('ran');
      expect(events).not.toContain('timer');
      expect(events.filter((e) => e === 'task').length).toBeGreaterThanOrEqual(4);
    });

    it('reloads once when a script fails in turn, and not again at the same address', async () => {
      const storage = new Map<string, string>();
      const first = await run(new Set(['/assets/framework-5.js']), storage);
      expect(first).toMatchObject({ reloads: 1, outcome: 'waiting' });
      expect(first.events).not.toContain('import /assets/root-1.js');
      const second = await run(new Set(['/assets/framework-5.js']), storage);
      expect(second).toMatchObject({ reloads: 0, outcome: expect.stringMatching(/^threw Failed to fetch/) });
      expect(second.events).not.toContain('import /assets/entry.client-4.js');
    });
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
