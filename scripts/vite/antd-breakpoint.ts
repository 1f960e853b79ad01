// Points antd's own imports of its useBreakpoint hook (antd/es/grid/hooks/useBreakpoint, imported by
// relative paths from Row, Descriptions, Steps, Avatar, List, Pagination and Table) at
// app/components/antd-breakpoint.ts, whose first answer is a transition instead of a synchronous update
// inside hydration's commit (decision 0096). Build only, as antd-static-css-vars.ts: `npm run dev`
// pre-bundles antd with its own hook, which draws the same pages one synchronous render later.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { buildRedirect } from './build-redirect.ts';

export const BREAKPOINT_SHIM = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'app', 'components', 'antd-breakpoint.ts');
const HOOK = `${path.sep}antd${path.sep}es${path.sep}grid${path.sep}hooks${path.sep}useBreakpoint`;

/** The module an import of `source` from `importer` should load instead, or null to resolve as usual. */
export function breakpointRedirect(source: string, importer: string | undefined): string | null {
  if (importer === undefined || !source.startsWith('.') || !source.endsWith('useBreakpoint')) return null;
  const target = path.resolve(path.dirname(importer), source);
  return target.endsWith(HOOK) ? BREAKPOINT_SHIM : null;
}

export const antdBreakpoint = (): Plugin => buildRedirect('antd-breakpoint', breakpointRedirect);
