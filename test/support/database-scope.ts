// Which test files differ by database: the PostgreSQL pass of `npm run test:pg` runs only these
// (VITEST_SCOPE=database in vitest.config.ts); the PGlite pass runs every file. A file differs by
// database when the database it tests on is the one the environment names: anything it loads,
// statically or with `import()`, reads the test database's address (test/support/test-database.ts,
// the test kits that make scratch databases). Pure functions, contracts, the CRISPR-Net engine and
// page components run the same whatever the database; so does a file that opens PGlite by name (the
// embedded database's own process) or merely loads a driver, so running them twice buys nothing.
import fs from 'node:fs';
import path from 'node:path';
import { loadsTextMatching } from './import-graph.ts';
import { repositoryTestFiles } from './test-files.ts';

// Written so that this file's own text does not match it.
const READS_TEST_DATABASE = /process\.env\.TEST_DATABASE_URL\b/;

/** True when `file` (absolute), or a module it loads, reads the test database's address. */
export function testsOnTheNamedDatabase(file: string): boolean {
  return loadsTextMatching(file, READS_TEST_DATABASE);
}

/**
 * A file that opens the test database only as the app's storage while what it tests happens before any
 * query (the request parser, say) says so in a line of its own, with the reason:
 * `// Runs the same on every database: <why>`. The PostgreSQL pass leaves it out (decision 0088).
 */
export const SAME_ON_EVERY_DATABASE = /^\/\/ Runs the same on every database: \S.*$/m;

/** The repository's test files (relative paths) that differ by database. */
export function testFilesThatDifferByDatabase(root: string): string[] {
  return repositoryTestFiles(root).filter((file) => {
    const absolute = path.join(root, file);
    return testsOnTheNamedDatabase(absolute) && !SAME_ON_EVERY_DATABASE.test(fs.readFileSync(absolute, 'utf8'));
  });
}
