// React Router matches a request by trying the app's ~100 route branches in rank order, three to five
// times a page (the handler, the data query, the render and the manifest of the parent paths), and the
// render builds and ranks a router over every route of the manifest again: together a large share of
// an uncached render. A path can only match routes whose leading segments are its own (or dynamic), so
// each leading segment gets a request handler over just those routes (decision 0053). Within a group the
// routes keep their order, so ranking and ties come out as over the whole table; paths no group covers
// (unknown pages, /__manifest, encoded segments) go to the handler over every route.
import { createRequestHandler, type ServerBuild } from 'react-router';
import { EN_PREFIX } from '../../contracts/page-language.ts';

type Routes = ServerBuild['routes'];
type Handler = ReturnType<typeof createRequestHandler>;

/** The English site lives under /en/…: its pages are told apart by the segment after it. */
const LANGUAGE_PREFIX = EN_PREFIX.slice(1);

const isDynamic = (segment: string) => segment.startsWith(':') || segment.endsWith('?') || segment === '*';

/** A route's path from the root as lower-case segments (React Router matches without case by default). */
function fullSegments(routes: Routes, id: string): string[] {
  const segments: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) segments.unshift(...route.path.split('/').filter(Boolean));
  }
  return segments.map((segment) => (isDynamic(segment) ? segment : segment.toLowerCase()));
}

/** The group a path belongs to: its first segment, and the second under the language prefix. */
export function groupKeyOf(segments: readonly string[]): string {
  const depth = segments[0] === LANGUAGE_PREFIX && segments.length > 1 ? 2 : 1;
  return segments.slice(0, depth).join('/');
}

/**
 * The routes a path in group `key` can match, with the routes of its parent paths (React Router matches
 * those too, for the page's manifest): every route whose leading segments agree with the key's, a
 * dynamic segment agreeing with anything, and those shorter than the key (the root, layouts, home).
 */
export function routesOfGroup(routes: Routes, key: string): Routes {
  const wanted = key.split('/');
  const group: Routes = {};
  for (const [id, route] of Object.entries(routes)) {
    const segments = fullSegments(routes, id);
    const agrees = wanted.every((segment, i) => i >= segments.length || isDynamic(segments[i]!) || segments[i] === segment);
    if (agrees) group[id] = route;
  }
  return group;
}

/** The lower-case path segments of a request URL (absolute, or a path), `.data` taken off; null when encoded. */
export function pathSegmentsOf(url: string): string[] | null {
  const scheme = url.indexOf('://');
  const start = scheme < 0 ? 0 : url.indexOf('/', scheme + 3);
  if (start < 0) return [];
  let end = url.length;
  for (const stop of ['?', '#']) {
    const at = url.indexOf(stop, start);
    if (at >= 0 && at < end) end = at;
  }
  const pathname = url.slice(start, end);
  if (pathname.includes('%')) return null;
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  const last = segments.length - 1;
  if (last >= 0 && segments[last]!.endsWith('.data')) segments[last] = segments[last]!.slice(0, -'.data'.length);
  return segments;
}

/** The route table of every group a page path can fall in, by group key ('' for the home page). */
export function routeGroups(routes: Routes): Map<string, Routes> {
  const keys = new Set<string>(['']);
  for (const id of Object.keys(routes)) {
    const segments = fullSegments(routes, id);
    if (segments.length === 0 || isDynamic(segments[0]!)) continue;
    const key = groupKeyOf(segments);
    if (!key.split('/').some(isDynamic)) keys.add(key);
  }
  return new Map([...keys].map((key) => [key, routesOfGroup(routes, key)]));
}

/** A request handler that hands each request to its group's handler. */
export function createGroupedRequestHandler(build: ServerBuild, mode: string): Handler {
  const everything = createRequestHandler(build, mode);
  const handlers = new Map<string, Handler>();
  for (const [key, routes] of routeGroups(build.routes)) {
    // The render builds its router from the manifest's routes (and the page's manifest from what that
    // router matches), so the manifest is cut down to the same routes.
    const manifest = Object.fromEntries(Object.keys(routes).map((id) => [id, build.assets.routes[id]!]));
    handlers.set(key, createRequestHandler({ ...build, routes, assets: { ...build.assets, routes: manifest } }, mode));
  }
  return (request, context) => {
    const segments = pathSegmentsOf(request.url);
    const handler = segments ? handlers.get(groupKeyOf(segments)) : undefined;
    return (handler ?? everything)(request, context);
  };
}
