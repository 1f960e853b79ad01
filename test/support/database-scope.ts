// Which test files differ by database: the PostgreSQL pass of `npm run test:pg` runs only these
// (VITEST_SCOPE=database in vitest.config.ts); the PGlite pass runs every file. A file differs by
// database when anything it loads, statically or with `import()`, opens a database (server/db/client.ts),
// reads the test database's address from the environment or imports a database driver. Pure functions, contracts, the CRISPR-Net engine
// and page components run the same whatever the database, so running them twice buys nothing.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { importClosure, sourceOf } from './import-graph.ts';

const DRIVERS = ['pg', '@electric-sql/pglite'];
// Written so that this file's own text does not match it.
const READS_TEST_DATABASE = /process\.env\.TEST_DATABASE_URL\b/;

function isDriver(specifier: string): boolean {
  return DRIVERS.some((driver) => specifier === driver || specifier.startsWith(`${driver}/`));
}

/** True when `file` (absolute), or a module it loads, reaches the database. */
export function reachesDatabase(file: string, root: string): boolean {
  const { modules, packages } = importClosure(file, { dynamic: true });
  return (
    modules.has(path.join(root, 'server', 'db', 'client.ts')) ||
    [...packages].some(isDriver) ||
    [...modules].some((module) => READS_TEST_DATABASE.test(sourceOf(module)))
  );
}

/** The repository's test files (relative paths) that differ by database. */
export function testFilesThatDifferByDatabase(root: string): string[] {
  const files = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  return files.filter((file) => reachesDatabase(path.join(root, file), root));
}
