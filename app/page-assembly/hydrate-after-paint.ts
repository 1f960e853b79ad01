// Server side: a public page's scripts are fetched after its first paint, not beside it (decision 0050).
// The HTML is the page (server-rendered, links and forms work without JavaScript); what a phone on a
// slow network needs first is the stylesheet and the picture at the top. React Router writes a module
// preload for each of the page's scripts into the head and an inline module that imports the route
// modules: the browser fetches ~150 kB of scripts while it still waits for those, and the first paint
// comes after them. Here the preloads leave the head and the inline module waits for a frame, then
// preloads the same files and imports the same modules (same bindings, same order of evaluation).
import type { ModuleOrder } from '../../server/http/module-order.ts';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*\/>/g;
const ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"]+");$/gm;
/** React Router's last statement: the browser entry, imported once the route modules are in place. */
const ENTRY_IMPORT = /^import\(("[^"]+")\);\s*$/m;

// A script the page could not fetch leaves it as the server drew it: links and forms work, nothing
// else does, until the visitor reloads. The usual cause is not the server but the network changing
// under the browser (a phone moving between Wi-Fi and mobile data, a VPN coming up): Chromium then
// fails every request in flight with ERR_NETWORK_CHANGED. So a failed import reloads the page once;
// if the same address fails again, the page stays as drawn (no loop), and a load that succeeds forgets.
const RELOAD_KEY = JSON.stringify('page-script-reload');
const RELOAD_ONCE = [
  `const reloadOnce = (error) => { try { if (sessionStorage.getItem(${RELOAD_KEY}) !== location.href) { sessionStorage.setItem(${RELOAD_KEY}, location.href); location.reload(); return new Promise(() => {}); } } catch {} throw error; };`,
  `const forgetReload = () => { try { sessionStorage.removeItem(${RELOAD_KEY}); } catch {} };`,
].join('\n');

// Starting a fetch costs the main thread more than it seems while a page loads: a console page's 108
// preloads in one task held it for 680 ms under Lighthouse's slowdown (eight a task still took 60-97
// ms there). How much varies by machine more than by page: 1-3 ms a preload on one, 7-27 ms on a VM
// whose threads wake slowly (traced under Lighthouse), where two a task made tasks of 15-43 ms. So
// a task preloads until it has used PRELOAD_BUDGET_MS, then yields: a few a task where starting a
// fetch is cheap, one where it is dear, and room for input and paint between them either way.
// Evaluating them is dearer still: one import() evaluates every module it reaches in one task (a console
// page's ~110 chunks took 150-200 ms unthrottled). Given the server's deps-first order of the chunks
// (server/http/module-order.ts), each is imported in a task of its own first, and the route imports and
// the entry find them evaluated (decision 0092). Tasks end with scheduler.yield() where the browser has
// it, else with a message to the page itself (Safari): a hundred nested timers would each wait the 4 ms
// browsers clamp them to.
/** Milliseconds of one task spent starting preloads (React's scheduler yields after 5 as well). */
const PRELOAD_BUDGET_MS = 5;
const NEXT_TASK = [
  'const nextTask = globalThis.scheduler?.yield ? () => globalThis.scheduler.yield()',
  ' : typeof MessageChannel === "function" ? ((channel) => () => new Promise((next) => { channel.port1.onmessage = () => next(); channel.port2.postMessage(0); }))(new MessageChannel())',
  ' : () => new Promise((next) => setTimeout(next));',
].join('');

/** The statements the inline module begins with instead of its static imports. */
function afterFirstPaint(preloads: string[], inTurn: string[], routes: Array<[name: string, specifier: string]>): string {
  // A frame callback runs before the frame is drawn, a task queued from it after: the page is on screen
  // (a hidden tab draws no frames, so it does not wait).
  const wait = 'if (document.visibilityState !== "hidden") await new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn)));';
  const preload = `const preloads = ${JSON.stringify(preloads)}; let taskStart = performance.now(); for (const href of preloads) { if (performance.now() - taskStart >= ${PRELOAD_BUDGET_MS}) { await nextTask(); taskStart = performance.now(); } const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`;
  const evaluate = inTurn.length > 0 ? `for (const script of ${JSON.stringify(inTurn)}) { await nextTask(); await import(script).catch(reloadOnce); }` : '';
  const imports = `const [${routes.map(([name]) => name).join(', ')}] = await Promise.all([${routes.map(([, specifier]) => `import(${specifier})`).join(', ')}]).catch(reloadOnce);`;
  return `\n${RELOAD_ONCE}\n${NEXT_TASK}\n${wait}\n${preload}\n${evaluate}\n${imports}\n`;
}

const HEAD_END = Buffer.from('</head>');
const MODULE_TYPE = Buffer.from(' type="module"');
const SCRIPT_OPEN = Buffer.from('<script');
const SCRIPT_CLOSE = Buffer.from('</script>');

/**
 * `html` (UTF-8 bytes of a public page) with its module preloads dropped from the head and its module
 * loader waiting for the first paint. A page without React Router's module loader is returned as is.
 * Only the head and the loader are read as text (latin1, which maps every byte to one character and
 * back); the rest of the page is passed on as the bytes it was.
 */
export function hydrateAfterPaint(html: Buffer<ArrayBuffer>, moduleOrder: ModuleOrder | null = null): Buffer<ArrayBuffer> {
  const headEnd = html.indexOf(HEAD_END);
  // React Router's loader is the page's last module script, after the content.
  const typeAt = html.lastIndexOf(MODULE_TYPE);
  if (headEnd === -1 || typeAt < headEnd) return html;
  const scriptAt = html.lastIndexOf(SCRIPT_OPEN, typeAt);
  const bodyAt = html.indexOf('>', typeAt) + 1;
  const endAt = html.indexOf(SCRIPT_CLOSE, bodyAt);
  if (scriptAt === -1 || bodyAt === 0 || endAt === -1) return html;
  const loader = html.toString('latin1', bodyAt, endAt);
  const routes = [...loader.matchAll(ROUTE_IMPORT)].map((match): [string, string] => [match[1], match[2]]);
  if (routes.length === 0) return html;
  const head = html.toString('latin1', 0, headEnd);
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const entry = ENTRY_IMPORT.exec(loader)?.[1];
  const rest = loader.replace(ROUTE_IMPORT, '').replace(/^;\s*/, '').replace(ENTRY_IMPORT, 'import($1).then(forgetReload, reloadOnce);');
  const ordered = moduleOrder ? moduleOrder(preloads) : preloads;
  // All but the entry, which hydrates the page and so is imported last, after the route modules.
  const inTurn = moduleOrder ? ordered.filter((href) => JSON.stringify(href) !== entry) : [];
  const deferred = afterFirstPaint(ordered, inTurn, routes) + rest;
  return Buffer.concat([
    Buffer.from(head.replace(MODULE_PRELOAD, ''), 'latin1'),
    html.subarray(headEnd, bodyAt),
    Buffer.from(deferred, 'latin1'),
    html.subarray(endAt),
  ]);
}
