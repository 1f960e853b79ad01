// A build-only plugin that sends some imports to another module (a shim of ours), chosen by `redirect`:
// the shape of antd-static-css-vars.ts and antd-breakpoint.ts. Before Vite's own resolution, so the
// packages' imports never reach the module they name.
import type { Plugin } from 'vite';

export function buildRedirect(name: string, redirect: (source: string, importer: string | undefined) => string | null): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return redirect(source, importer);
    },
  };
}
