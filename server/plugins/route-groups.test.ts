import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import appRoutes from '../../app/routes.ts';
import { groupKeyOf, pathSegmentsOf, routeGroups } from './route-groups.ts';

type Routes = ServerBuild['routes'];

/** The app's routes as the server build lists them: flat, each with its parent (ids as React Router makes them). */
function flatRoutes(): Routes {
  const routes: Routes = { root: { id: 'root', path: '', module: {} as never } };
  const add = (entries: readonly RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, '');
      routes[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module: {} as never };
      if (entry.children) add(entry.children, id);
    }
  };
  add(appRoutes as RouteConfigEntry[], 'root');
  return routes;
}

/** Nested route objects, children in the build's order, for React Router's own matcher. */
function nested(routes: Routes, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route!.parentId === parentId)
    .map((route) => {
      const children = nested(routes, route!.id);
      return route!.index
        ? { id: route!.id, index: true, path: route!.path }
        : { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, children };
    });
}

const routes = flatRoutes();
const groups = routeGroups(routes);
const whole = nested(routes);

/** A path each route matches (parameters and splats filled in). */
function samplePaths(): string[] {
  const paths = new Set<string>();
  for (const id of Object.keys(routes)) {
    const segments: string[] = [];
    for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
      if (route.path) segments.unshift(...route.path.split('/'));
    }
    paths.add(`/${segments.map((segment) => (segment === '*' ? 'no/such' : segment.startsWith(':') ? '7' : segment)).join('/')}`);
  }
  return [...paths];
}

const idsOf = (table: RouteObject[], path: string) => matchRoutes(table, path)?.map((match) => match.route.id) ?? null;

describe('route groups', () => {
  it('match every path, its parent paths and its variants exactly as the whole table does', () => {
    const variants = samplePaths().flatMap((path) => [path, `${path}/`, path.toUpperCase(), `${path}/extra`, `/en${path}`]);
    variants.push('/', '/en', '/EN/', '/nowhere', '/en/nowhere', '/admin/orders/cell/12', '/admin/no/such/page');
    expect(variants.length).toBeGreaterThan(200);
    for (const path of variants) {
      const segments = pathSegmentsOf(path)!;
      const group = groups.get(groupKeyOf(segments));
      if (!group) continue;
      const table = nested(group);
      // React Router also matches each parent path, for the page's manifest (fog-of-war.js).
      const parents = segments.map((_, i) => `/${segments.slice(0, i).join('/')}`);
      for (const candidate of [path, ...parents]) expect(idsOf(table, candidate), `${candidate} (from ${path})`).toEqual(idsOf(whole, candidate));
    }
  });

  it('give each public page a table of a few routes instead of all of them', () => {
    expect(Object.keys(routes).length).toBeGreaterThan(90);
    // The console's pages share their segment; the English home's parent-path table is every English page.
    for (const [key, group] of groups) {
      if (key !== 'en' && key !== 'admin') expect(Object.keys(group).length, key).toBeLessThan(12);
    }
    expect(groups.get('')).toBeDefined();
    expect(groups.get('en/newscenter')).toBeDefined();
  });

  it('read the path of a request URL in lower case, without .data, and decline encoded ones', () => {
    expect(pathSegmentsOf('http://127.0.0.1:3000/newsCenter/newsCenterDetail?newsId=1#top')).toEqual(['newscenter', 'newscenterdetail']);
    expect(pathSegmentsOf('http://127.0.0.1:3000/en/newsCenter.data?x=1')).toEqual(['en', 'newscenter']);
    expect(pathSegmentsOf('http://127.0.0.1:3000')).toEqual([]);
    expect(pathSegmentsOf('http://127.0.0.1:3000/?a=b/c')).toEqual([]);
    expect(pathSegmentsOf('http://127.0.0.1:3000/news%43enter')).toBeNull();
    expect(groupKeyOf(['en', 'newscenter', 'x'])).toBe('en/newscenter');
    expect(groupKeyOf(['newscenter', 'newscenterdetail'])).toBe('newscenter');
    expect(groupKeyOf([])).toBe('');
  });
});
