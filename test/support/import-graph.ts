// The static import graph of the app's own TypeScript, read from the source with regular expressions:
// enough for tests that guard what a page loads (zod, antd) without building it.
import fs from 'node:fs';
import path from 'node:path';

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

/** Specifiers of `import('…')` calls: code loaded later, in a chunk of its own. */
export function dynamicImports(source: string): string[] {
  return [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]);
}

/** A relative import of a TypeScript module, resolved; null for packages and assets (styles, images). */
export function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.') || !/\.tsx?$/.test(specifier)) return null;
  return path.resolve(path.dirname(from), specifier);
}

const sources = new Map<string, string>();
export function sourceOf(file: string): string {
  let text = sources.get(file);
  if (text === undefined) {
    text = fs.readFileSync(file, 'utf8');
    sources.set(file, text);
  }
  return text;
}

/**
 * The modules `file` loads before its body runs (itself included) and the packages they import, by
 * following static imports only.
 */
export function staticClosure(file: string): { modules: Set<string>; packages: Set<string> } {
  return importClosure(file, { dynamic: false });
}

/**
 * The modules `file` may load (itself included) and the packages they import; with `dynamic`, through
 * `import('…')` calls too (a specifier built into a fixture's text may name no file: not followed).
 */
export function importClosure(file: string, { dynamic }: { dynamic: boolean }): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const stack = [file];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (modules.has(current)) continue;
    modules.add(current);
    const source = sourceOf(current);
    const later = dynamic ? dynamicImports(source).filter((specifier) => !specifier.startsWith('.') || fs.existsSync(resolveModule(current, specifier) ?? '')) : [];
    for (const specifier of [...valueImports(source), ...later]) {
      const resolved = resolveModule(current, specifier);
      if (resolved) stack.push(resolved);
      else if (!specifier.startsWith('.')) packages.add(specifier);
    }
  }
  return { modules, packages };
}

/** True when `file` or a module it may load (through `import()` too) has text matching `pattern`. */
export function loadsTextMatching(file: string, pattern: RegExp): boolean {
  const { modules } = importClosure(file, { dynamic: true });
  return [...modules].some((module) => pattern.test(sourceOf(module)));
}

/** TypeScript sources under `dir`, tests and generated route types left out. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('+') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
