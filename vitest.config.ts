import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { testFilesThatDifferByDatabase } from './test/support/database-scope.ts';

// `VITEST_SCOPE=database` (the PostgreSQL pass of `npm run test:pg`): only the files whose behaviour
// can differ by database; the PGlite pass runs them all.
const databaseScope = process.env.VITEST_SCOPE === 'database';

// A separate config so vitest does not load the React Router Vite plugin of vite.config.ts.
export default defineConfig({
  // Resolve packages as Node does: the AWS SDK's `module` builds use extensionless imports that Node
  // cannot load once vitest externalises them.
  ssr: { resolve: { conditions: ['node'], externalConditions: ['node'] } },
  test: {
    include: databaseScope ? testFilesThatDifferByDatabase(import.meta.dirname) : ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'build/**', 'e2e/**/*.spec.ts', 'data/**'],
    // Each file migrates a fresh database (PGlite or a new PostgreSQL database) in its hooks. The
    // timeouts catch a hang, nothing else: no test asserts how fast anything is (that is `npm run
    // bench`), so they are set for a busy 2-core machine running two workers.
    testTimeout: 120_000,
    // Vitest's default leaves one core to itself: one worker on a 2-core machine. Most files wait on a
    // database, a child process or the disk for much of their time, so two share two cores well.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, os.availableParallelism() - 1),
    hookTimeout: 180_000,
  },
});
