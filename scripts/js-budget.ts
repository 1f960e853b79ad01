// The JavaScript a public page needs before it is interactive, read from the production build: React
// Router's browser manifest (build/client/assets/manifest-*.js) names, for the entry and each route,
// its module and every chunk it imports statically (the modulepreload list). A page loads the
// manifest itself, the entry, the root route and its own route, with their imports; chunks loaded by
// `import()` (modals, the plasmid map, the rich viewer) come later and do not count. Sizes are the
// brotli bytes a browser receives (the precompressed .br beside each asset, or compressed here).
// `node scripts/js-budget.ts` prints the table and exits 1 when a page is over the budget;
// e2e/js-budget.spec.ts holds the build to it in `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** DESIGN.md "Performance budgets": at most 150 kB brotli before a public page is interactive. */
export const JS_BUDGET_BYTES = 150 * 1024;

/** The public pages the budget applies to (route id → a path to name it by). */
export const PUBLIC_ROUTES: Readonly<Record<string, string>> = {
  'routes/home': '/',
  'routes/plasmid-platform-list': '/plasmidPlatform/plasmidPlatformList',
  'routes/plasmid-platform-detail': '/plasmidPlatformDetail',
  'routes/news-center': '/newsCenter',
  'routes/news-center-detail': '/newsCenter/newsCenterDetail',
  'routes/tech-service': '/techService',
  'routes/dynamic-index': '/dynamicIndex',
  'routes/dynamic-detail': '/dynamicDetail',
  'routes/product-service': '/productService',
  'routes/register': '/register',
  'routes/login': '/login',
  'routes/crispr': '/crispr',
};

interface ManifestEntry {
  module: string;
  imports?: string[];
}

interface BrowserManifest {
  url: string;
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { parentId?: string }>;
}

export interface PageWeight {
  route: string;
  path: string;
  bytes: number;
  chunks: Array<{ file: string; bytes: number }>;
}

/** Reads the browser manifest of a client build (the file is `window.__reactRouterManifest={…};`). */
export function readBrowserManifest(clientDir: string): BrowserManifest {
  const assets = path.join(clientDir, 'assets');
  const name = fs.readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`no React Router manifest in ${assets}: run \`npm run build\` first`);
  const text = fs.readFileSync(path.join(assets, name), 'utf8');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return { url: `/assets/${name}`, ...(JSON.parse(json) as Omit<BrowserManifest, 'url'>) };
}

const sizes = new Map<string, number>();

/** Brotli bytes of one asset as the server sends it. */
export function brotliBytes(clientDir: string, url: string): number {
  const file = path.join(clientDir, url);
  const known = sizes.get(file);
  if (known !== undefined) return known;
  const precompressed = `${file}.br`;
  const bytes = fs.existsSync(precompressed)
    ? fs.statSync(precompressed).size
    : zlib.brotliCompressSync(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  sizes.set(file, bytes);
  return bytes;
}

/** The chunks a route's page loads eagerly: manifest, entry, each route from the root down, their imports. */
export function eagerChunks(manifest: BrowserManifest, routeId: string): string[] {
  const chain: ManifestEntry[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the build's manifest`);
    chain.unshift(route);
  }
  const files = [manifest.url, manifest.entry.module, ...(manifest.entry.imports ?? [])];
  for (const route of chain) files.push(route.module, ...(route.imports ?? []));
  return [...new Set(files)];
}

export function pageWeights(clientDir: string, routes: Readonly<Record<string, string>> = PUBLIC_ROUTES): PageWeight[] {
  const manifest = readBrowserManifest(clientDir);
  return Object.entries(routes).map(([route, pagePath]) => {
    const chunks = eagerChunks(manifest, route).map((file) => ({ file, bytes: brotliBytes(clientDir, file) }));
    return { route, path: pagePath, bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0), chunks };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

if (import.meta.main) {
  const args = process.argv.slice(2);
  const clientDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build/client');
  const verbose = args.includes('--chunks');
  const weights = pageWeights(clientDir);
  let over = 0;
  for (const page of weights) {
    const flag = page.bytes > JS_BUDGET_BYTES ? '  OVER' : '';
    if (flag) over += 1;
    console.log(`${page.path.padEnd(40)} ${kb(page.bytes).padStart(10)}${flag}`);
    if (verbose) {
      for (const chunk of page.chunks.toSorted((a, b) => b.bytes - a.bytes).slice(0, 15)) console.log(`    ${kb(chunk.bytes).padStart(9)}  ${chunk.file}`);
    }
  }
  console.log(`budget ${kb(JS_BUDGET_BYTES)} brotli per page; ${over} over`);
  process.exitCode = over > 0 ? 1 : 0;
}
