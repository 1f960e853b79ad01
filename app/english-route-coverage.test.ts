// Issue 18 point 6: an e2e walk of every English route. Each /en route of app/routes.ts must be
// visited by one of the English specs (e2e/english-*.spec.ts), which check it for Chinese text at
// 1366 and 375 px; a page added to the site without an English walk fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import routes from './routes.ts';

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

function englishPaths(entries: readonly RouteEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path && (entry.path === 'en' || entry.path.startsWith('en/')) && entry.path !== 'en/*' ? [`/${entry.path}`] : []),
    ...englishPaths(entry.children ?? []),
  ]);
}

const e2eDir = path.resolve(import.meta.dirname, '../e2e');
const specs = fs
  .readdirSync(e2eDir)
  .filter((name) => name.startsWith('english-') && name.endsWith('.spec.ts'))
  .map((name) => fs.readFileSync(path.join(e2eDir, name), 'utf8'))
  .join('\n')
  // Paths written inside regular expressions (/\/en\/crispr-result\?id=/) count as well.
  .replaceAll('\\/', '/');

describe('English routes under test', () => {
  it('walks every English route in an English spec', () => {
    const paths = englishPaths(routes as RouteEntry[]);
    expect(paths.length).toBeGreaterThan(40);
    // A path counts when followed by a quote, a query, a fragment or a regular expression's escape:
    // '/en/order' is not walked by '/en/orderSeqList'.
    const unwalked = paths.filter((route) => !new RegExp(`${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`?#\\\\]`).test(specs));
    expect(unwalked).toEqual([]);
  });
});
