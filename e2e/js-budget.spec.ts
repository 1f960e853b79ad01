// DESIGN.md "Performance budgets": at most 150 kB of JavaScript (brotli) before a public page is
// interactive. Read from the production build that `npm run test:e2e` has just made: React Router's
// manifest names what each page loads up front (scripts/js-budget.ts); code behind `import()` (modals,
// menus, the plasmid map) does not count. Pages not yet within the budget are held to the weight they
// had when this check arrived, so none grows while the work goes on (decision 0029).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test.ts';
import { JS_BUDGET_BYTES, PUBLIC_ROUTES, pageWeights } from '../scripts/js-budget.ts';

// Counts requests, reads caching headers or times a first load: a page of its own per test, with an
// empty cache (e2e/support/test.ts).
test.use({ freshPage: true });

/** Pages still over the budget, with the ceiling (brotli bytes) they may not pass. */
const NOT_YET_WITHIN: Readonly<Record<string, number>> = {};

const weights = pageWeights(path.resolve('build', 'client'));

test('every public page names its JavaScript in the build manifest', () => {
  expect(weights.map((page) => page.route)).toEqual(Object.keys(PUBLIC_ROUTES));
  for (const page of weights) expect(page.chunks.length, page.route).toBeGreaterThan(3);
});

for (const page of weights) {
  const limit = NOT_YET_WITHIN[page.route] ?? JS_BUDGET_BYTES;
  test(`${page.path} loads at most ${(limit / 1024).toFixed(0)} kB of JavaScript (brotli) before it is interactive`, () => {
    const heaviest = page.chunks.toSorted((a, b) => b.bytes - a.bytes).slice(0, 5);
    expect(page.bytes, `heaviest chunks: ${heaviest.map((c) => `${c.file} ${(c.bytes / 1024).toFixed(1)} kB`).join(', ')}`).toBeLessThanOrEqual(limit);
  });
}

test('a page within the budget loads neither zod nor antd up front', () => {
  const within = weights.filter((page) => !(page.route in NOT_YET_WITHIN));
  expect(within.map((page) => page.path)).toEqual(expect.arrayContaining(['/', '/newsCenter/newsCenterDetail', '/dynamicIndex']));
  for (const page of within) {
    const code = page.chunks.map((chunk) => fs.readFileSync(path.join('build', 'client', chunk.file), 'utf8')).join('\n');
    // Names minification keeps: zod's schema classes, antd's CSS-in-JS attribute (its ConfigProvider brings it).
    expect(code.includes('$ZodObject'), `${page.path} loads zod`).toBe(false);
    expect(code.includes('data-css-hash'), `${page.path} loads antd's provider`).toBe(false);
  }
});
