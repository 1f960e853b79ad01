import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { testFilesThatDifferByDatabase } from './test/support/database-scope.ts';
import { HeavyFirstSequencer } from './test/support/heavy-first-sequencer.ts';
import { TEST_FILES_THAT_MOCK_MODULES } from './test/support/module-mocks.ts';

// `VITEST_SCOPE=database` (the PostgreSQL pass of `npm run test:pg`): only the files whose behaviour
// can differ by database; the PGlite pass runs them all.
const databaseScope = process.env.VITEST_SCOPE === 'database';
const testFiles = databaseScope ? testFilesThatDifferByDatabase(import.meta.dirname) : ['**/*.test.ts', '**/*.test.tsx'];
const exclude = ['node_modules/**', 'build/**', 'e2e/**/*.spec.ts', 'data/**'];

// A separate config so vitest does not load the React Router Vite plugin of vite.config.ts.
export default defineConfig({
  // Resolve packages as Node does: the AWS SDK's `module` builds use extensionless imports that Node
  // cannot load once vitest externalises them.
  ssr: { resolve: { conditions: ['node'], externalConditions: ['node'] } },
  test: {
    exclude,
    // Each file migrates a fresh database (PGlite or a new PostgreSQL database) in its hooks. The
    // timeouts catch a hang, nothing else: no test asserts how fast anything is (that is `npm run
    // bench`), so they are set for a busy 2-core machine running two workers.
    testTimeout: 120_000,
    // Vitest's default leaves one core to itself: one worker on a 2-core machine. Most files wait on a
    // database, a child process or the disk for much of their time, so two share two cores well. On
    // PostgreSQL they wait longer (the server's round trips, its own processes): the PostgreSQL pass
    // kept two cores 75% busy with two workers and took 175 s, 95% and 137 s with four (decision 0089).
    // PGlite runs in the worker's own thread, so its pass is CPU-bound with two (three saved 3%).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || (process.env.TEST_DATABASE_URL ? 2 : 1) * Math.max(2, os.availableParallelism() - 1),
    hookTimeout: 180_000,
    // The longest files start first also on a fresh clone, which has no timings cached.
    sequence: { sequencer: HeavyFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: testFiles,
          exclude: [...exclude, ...TEST_FILES_THAT_MOCK_MODULES],
          // The files of a worker share its loaded modules instead of loading the app again for each
          // file: 2.3x faster for the suite (decision 0057). Every file builds its own app, database
          // and data folder, so nothing but the modules' code is shared.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          // vi.mock replaces a module for the whole module cache: with shared modules it would leak
          // into the files after it, so these run with modules of their own.
          include: databaseScope ? testFiles.filter((file) => TEST_FILES_THAT_MOCK_MODULES.includes(file)) : TEST_FILES_THAT_MOCK_MODULES,
        },
      },
    ],
  },
});
