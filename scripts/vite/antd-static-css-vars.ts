// Points every import of @ant-design/cssinjs at app/components/antd-static-css-vars.ts, which
// re-exports the package without the run-time registration of CSS variables that antd/dist/antd.css
// already holds (decision 0090). Build only: `npm run dev` pre-bundles antd with its own imports, and
// there the registration runs as antd ships it, which changes nothing on screen.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { buildRedirect } from './build-redirect.ts';

export const CSS_VARS_SHIM = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'app', 'components', 'antd-static-css-vars.ts');
const PACKAGE = '@ant-design/cssinjs';

/** The module an import of `source` from `importer` should load instead, or null to resolve as usual. */
export function cssVarsRedirect(source: string, importer: string | undefined): string | null {
  if (source !== PACKAGE || importer === undefined) return null;
  // The shim's own `export * from '@ant-design/cssinjs'` must reach the package.
  return path.resolve(importer) === CSS_VARS_SHIM ? null : CSS_VARS_SHIM;
}

export const antdStaticCssVars = (): Plugin => buildRedirect('antd-static-css-vars', cssVarsRedirect);
