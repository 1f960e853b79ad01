// zod must be configured (jitless, Chinese default messages: zod-config.ts) before any schema is
// built, or the browser's CSP reports zod's `new Function` probe. app/root.tsx no longer imports the
// config for every page (zod stays out of pages that validate nothing), so each module that uses zod
// at run time must reach zod-config.ts through its own static imports: ES modules run a module's
// imports before its body, so the config then runs before the module builds a schema.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const CONFIG = path.join(root, 'contracts', 'zod-config.ts');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('+') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Specifiers of the static imports that load code (`import type` and `import { type X }`-only lists excluded). */
export function valueImports(source: string): string[] {
  const specifiers: string[] = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*(?:from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) {
    const [, keyword, typeOnly, clause, specifier] = match;
    if (typeOnly) continue;
    if (keyword === 'export' && !clause) continue;
    const names = /^\{([^}]*)\}$/.exec(clause.trim());
    if (names && names[1].split(',').every((name) => !name.trim() || /^type\s/.test(name.trim()))) continue;
    specifiers.push(specifier);
  }
  return specifiers;
}

/** A relative import of a TypeScript module, resolved; null for anything else (styles, assets). */
function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.') || !/\.tsx?$/.test(specifier)) return null;
  return path.resolve(path.dirname(from), specifier);
}

const graph = new Map<string, string[]>();
function importsOf(file: string): string[] {
  let known = graph.get(file);
  if (!known) {
    const source = fs.readFileSync(file, 'utf8');
    known = valueImports(source);
    graph.set(file, known);
  }
  return known;
}

function reachesConfig(file: string): boolean {
  const seen = new Set<string>();
  const stack = [file];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current === CONFIG) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const specifier of importsOf(current)) {
      const resolved = resolveModule(current, specifier);
      if (resolved) stack.push(resolved);
    }
  }
  return false;
}

describe('zod is configured before a schema is built', () => {
  it('reads value imports, not type-only ones', () => {
    const source = [
      "import { z } from 'zod';",
      "import type { ZodType } from 'zod';",
      "import { type Endpoint } from './endpoint.ts';",
      "import './zod-config.ts';",
      "export { CategoryType } from './content-constants.ts';",
      "export type { X } from './x.ts';",
    ].join('\n');
    expect(valueImports(source)).toEqual(['zod', './zod-config.ts', './content-constants.ts']);
  });

  it('every module of the app and the contracts that loads zod reaches zod-config.ts first', () => {
    const files = [...sourceFiles(path.join(root, 'contracts')), ...sourceFiles(path.join(root, 'app'))];
    const users = files.filter((file) => file !== CONFIG && importsOf(file).includes('zod'));
    expect(users.length).toBeGreaterThan(10);
    expect(users.filter((file) => !reachesConfig(file)).map((file) => path.relative(root, file))).toEqual([]);
  });

  it('the root route does not load zod for every page', () => {
    const rootRoute = path.join(root, 'app', 'root.tsx');
    const reachesZod = (file: string, seen = new Set<string>()): boolean => {
      if (seen.has(file)) return false;
      seen.add(file);
      return importsOf(file).some((specifier) => {
        const resolved = resolveModule(file, specifier);
        return specifier === 'zod' || (resolved !== null && reachesZod(resolved, seen));
      });
    };
    expect(reachesZod(rootRoute)).toBe(false);
  });
});
