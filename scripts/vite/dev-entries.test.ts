// `npm run dev` pre-bundles the packages of every page at start (issue 37, point 7): the optimizer's
// entries must reach every route module of app/routes.ts, or a page outside them is reloaded on its
// first visit once Vite meets its packages late.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import routes from '../../app/routes.ts';
import { DEV_OPTIMIZE_ENTRIES } from './dev-entries.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface RouteEntry {
  file: string;
  children?: RouteEntry[];
}
const filesOf = (entries: readonly RouteEntry[]): string[] => entries.flatMap((entry) => [entry.file, ...filesOf(entry.children ?? [])]);

describe("npm run dev's dependency optimizer entries", () => {
  it('cover the client entry, the root and every route module', async () => {
    // As Vite's globbing reads them: patterns, then the ones after a `!` left out.
    const ignored = DEV_OPTIMIZE_ENTRIES.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1));
    const found = fs.globSync(DEV_OPTIMIZE_ENTRIES.filter((pattern) => !pattern.startsWith('!')), { cwd: ROOT });
    const covered = new Set(found.filter((file) => !ignored.some((pattern) => path.matchesGlob(file, pattern))));
    const wanted = ['app/entry.client.tsx', 'app/root.tsx', ...new Set(filesOf(routes as RouteEntry[]).map((file) => `app/${file}`))];
    expect(wanted.length).toBeGreaterThan(40);
    expect(wanted.filter((file) => !covered.has(file))).toEqual([]);
    expect([...covered].filter((file) => file.endsWith('.test.tsx'))).toEqual([]);
  });

  it('are the ones vite.config.ts gives the optimizer', async () => {
    const { default: config } = await import('../../vite.config.ts');
    const resolved = typeof config === 'function' ? config({ command: 'serve', mode: 'development' }) : config;
    expect((await resolved).optimizeDeps?.entries).toEqual(DEV_OPTIMIZE_ENTRIES);
  });
});
