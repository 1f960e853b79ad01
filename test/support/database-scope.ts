// Which test files differ by database: the PostgreSQL pass of `npm run test:pg` runs only these
// (VITEST_SCOPE=database in vitest.config.ts); the PGlite pass runs every file. A file differs by
// database when anything it loads, statically or with `import()`, opens a database (server/db/client.ts),
// reads the test database's address from the environment or imports a database driver. Pure functions, contracts, the CRISPR-Net engine
// and page components run the same whatever the database, so running them twice buys nothing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { dynamicImports, resolveModule, sourceOf, valueImports } from './import-graph.ts';

const DRIVERS = ['pg', '@electric-sql/pglite'];
// Written so that this file's own text does not match it.
const READS_TEST_DATABASE = /process\.env\.TEST_DATABASE_URL\b/;

function isDriver(specifier: string): boolean {
  return DRIVERS.some((driver) => specifier === driver || specifier.startsWith(`${driver}/`));
}

/** True when `file` (absolute), or a module it loads, reaches the database. */
export function reachesDatabase(file: string, root: string): boolean {
  const client = path.join(root, 'server', 'db', 'client.ts');
  const seen = new Set<string>();
  const stack = [file];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    if (current === client) return true;
    const source = sourceOf(current);
    if (READS_TEST_DATABASE.test(source)) return true;
    for (const specifier of [...valueImports(source), ...dynamicImports(source)]) {
      if (isDriver(specifier)) return true;
      const resolved = resolveModule(current, specifier);
      // A specifier built into a string (a fixture's text) may name no file: nothing to follow.
      if (resolved && fs.existsSync(resolved)) stack.push(resolved);
    }
  }
  return false;
}

/** The repository's test files (relative paths) that differ by database. */
export function testFilesThatDifferByDatabase(root: string): string[] {
  const files = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  return files.filter((file) => reachesDatabase(path.join(root, file), root));
}
