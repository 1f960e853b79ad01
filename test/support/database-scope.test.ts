import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAME_ON_EVERY_DATABASE, testFilesThatDifferByDatabase } from './database-scope.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('the test files the PostgreSQL pass runs', () => {
  const files = testFilesThatDifferByDatabase(root);

  it('holds every file that opens a database, directly or through a test kit or the app', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'server/db/client.test.ts', // openDatabase and TEST_DATABASE_URL
        'server/db/change-bus.test.ts', // LISTEN/NOTIFY
        'test/support/test-app.test.ts', // the app on the test database
        'server/modules/search/search-detail-english.test.ts', // through test/support/test-app.ts
      ]),
    );
    // Through a test kit rather than test-app.ts itself.
    expect(files.some((file) => file.startsWith('server/modules/order/') && file.endsWith('-api.test.ts'))).toBe(true);
  });

  it('leaves out files that run the same on any database', () => {
    for (const file of [
      'contracts/user.test.ts',
      'packages/crispr-net/test/engine.test.ts',
      'app/components/plain-pagination.test.ts',
      'server/plugins/page-encoding.test.ts',
      // PGlite by name, whatever TEST_DATABASE_URL says: the embedded database's own process.
      'server/db/pglite-process.test.ts',
      // Loads the e2e server kit (and so the pg driver) only to read the flags it starts Node with.
      'scripts/production-flags.test.ts',
      // Opens the app on the test database, but says it runs the same on every database: the parsers it
      // attacks run before any query.
      'test/security/parse-attacks.test.ts',
    ]) {
      expect(files, file).not.toContain(file);
    }
  });

  it('takes a file out only by a line that gives the reason', () => {
    expect(SAME_ON_EVERY_DATABASE.test('// Runs the same on every database: the parser refuses it before any query')).toBe(true);
    expect(SAME_ON_EVERY_DATABASE.test('// Runs the same on every database:')).toBe(false);
    expect(SAME_ON_EVERY_DATABASE.test('const note = "// Runs the same on every database: no"')).toBe(false);
  });

  it('holds itself out: it reads no database', () => {
    expect(files).not.toContain('test/support/database-scope.test.ts');
  });
});
