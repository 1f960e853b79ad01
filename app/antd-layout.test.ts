// antd's ConfigProvider is not in app/root.tsx (decision 0029): it sets zeroRuntime (antd's styles
// come from the static stylesheet, not CSS-in-JS injected at run time) and the Chinese locale, so an
// antd component rendered outside it would be styled and worded wrongly. Pages with antd components
// sit under app/routes/antd-layout.tsx; what loads outside it must not render antd, and what the
// shell loads on demand brings the provider itself.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from './routes.ts';
import { dynamicImports, resolveModule, sourceOf, staticClosure, valueImports } from '../test/support/import-graph.ts';

const app = import.meta.dirname;
const PROVIDER = path.join(app, 'components', 'antd-provider.tsx');
// The API client's error toasts and the plasmid sequence's copy toast use antd's static `message`,
// which renders outside every React tree (no provider reaches it wherever it is called), so loading
// them is not rendering antd.
const STATIC_MESSAGE_ONLY = new Set([path.join(app, 'api', 'client.ts'), path.join(app, 'features', 'plasmid', 'copy-notice.ts')]);
const usesAntd = (file: string) =>
  [...staticClosure(file).modules].some((module) => !STATIC_MESSAGE_ONLY.has(module) && valueImports(sourceOf(module)).some((specifier) => specifier === 'antd' || (specifier.startsWith('antd/') && !/\.css(\?|$)/.test(specifier))));

/** Route modules of app/routes.ts (Chinese and English copies), split by whether they sit under the antd layout. */
function routeModules(): { inside: string[]; outside: string[] } {
  const inside = new Set<string>();
  const outside = new Set<string>();
  const walk = (entries: readonly RouteConfigEntry[], underLayout: boolean) => {
    for (const entry of entries) {
      const layout = entry.file === 'routes/antd-layout.tsx';
      if (!layout) (underLayout ? inside : outside).add(path.join(app, entry.file));
      walk(entry.children ?? [], underLayout || layout);
    }
  };
  walk(routes, false);
  expect(inside.size).toBeGreaterThan(0);
  return { inside: [...inside], outside: [...outside] };
}

describe('antd renders only under its provider', () => {
  it('the root route and the pages outside the antd layout load no antd component', () => {
    const { inside, outside } = routeModules();
    expect(inside.length).toBeGreaterThan(20);
    expect(outside.map((file) => path.basename(file))).toEqual(expect.arrayContaining(['home.tsx', 'news-center-detail.tsx', 'not-found.tsx']));
    const offenders = [path.join(app, 'root.tsx'), ...outside].filter(usesAntd).map((file) => path.relative(app, file));
    expect(offenders).toEqual([]);
  });

  it('the antd layout brings the provider', () => {
    expect(staticClosure(path.join(app, 'routes', 'antd-layout.tsx')).modules.has(PROVIDER)).toBe(true);
  });

  it('antd parts loaded on demand outside the layout wrap themselves in the provider', () => {
    const { outside } = routeModules();
    const loadedLater = new Set<string>();
    for (const entry of [path.join(app, 'root.tsx'), ...outside]) {
      for (const module of staticClosure(entry).modules) {
        for (const specifier of dynamicImports(sourceOf(module))) {
          const target = resolveModule(module, specifier);
          if (target) loadedLater.add(target);
        }
      }
    }
    // The mobile menu and the language menu at least.
    expect([...loadedLater].map((file) => path.basename(file))).toEqual(expect.arrayContaining(['mobile-menu.tsx', 'language-menu.tsx']));
    const unwrapped = [...loadedLater].filter((file) => usesAntd(file) && !staticClosure(file).modules.has(PROVIDER));
    expect(unwrapped.map((file) => path.relative(app, file))).toEqual([]);
  });
});
