// The order a page's scripts can be evaluated one at a time: each after the scripts it imports
// (app/page-assembly/hydrate-after-paint.ts evaluates them a task each, decision 0092). The browser
// build's chunks begin with their static imports (`import{a as e}from"./framework-….js";import"./x.js";`),
// so a chunk's first bytes name its dependencies; each chunk is read once, when a page first lists it.
import fs from 'node:fs';
import path from 'node:path';

/** Deps-first order of a page's script addresses (`/assets/….js`); addresses it cannot read keep their place. */
export type ModuleOrder = (hrefs: readonly string[]) => string[];

const ASSET_HREF = /^\/assets\/[\w.-]+\.js$/;
// One static import at the reader's position: `import"./a.js";`, `import{…}from"./a.js";`, `import*as e from"./a.js";`.
const STATIC_IMPORT = /\s*import\s*(?:(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s+[\w$]+)?\s*from\s*)?(["'])\.\/([\w.-]+\.js)\1\s*;?/y;
// Imports sit at the very start of a chunk; a chunk with hundreds of them is still well inside this.
const HEAD_BYTES = 16 * 1024;

/** The chunk file names `source` imports statically, in its order. */
export function staticImportsOf(source: string): string[] {
  const found: string[] = [];
  STATIC_IMPORT.lastIndex = 0;
  for (let match = STATIC_IMPORT.exec(source); match; match = STATIC_IMPORT.exec(source)) found.push(match[2]!);
  return found;
}

export function createModuleOrder(clientDir: string): ModuleOrder {
  const importsOf = new Map<string, string[]>();
  const read = (href: string): string[] => {
    let imports = importsOf.get(href);
    if (imports) return imports;
    imports = [];
    if (ASSET_HREF.test(href)) {
      try {
        const file = fs.openSync(path.join(clientDir, href), 'r');
        try {
          const head = Buffer.alloc(HEAD_BYTES);
          const length = fs.readSync(file, head, 0, HEAD_BYTES, 0);
          imports = staticImportsOf(head.toString('utf8', 0, length)).map((name) => `/assets/${name}`);
        } finally {
          fs.closeSync(file);
        }
      } catch {
        // Not in this build (a stale page): it keeps its place, and the browser evaluates what it needs.
      }
    }
    importsOf.set(href, imports);
    return imports;
  };
  return (hrefs) => {
    const listed = new Set(hrefs);
    const ordered: string[] = [];
    const placed = new Set<string>();
    const visit = (href: string, visiting: Set<string>) => {
      if (placed.has(href) || visiting.has(href)) return;
      visiting.add(href);
      for (const dependency of read(href)) if (listed.has(dependency)) visit(dependency, visiting);
      visiting.delete(href);
      placed.add(href);
      ordered.push(href);
    };
    for (const href of hrefs) visit(href, new Set());
    return ordered;
  };
}
