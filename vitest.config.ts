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
    exclude: ['node_modules/**', 'build/**', 'e2e/**', 'data/**'],
    // Each file migrates a fresh database (PGlite or a new PostgreSQL database) in its hooks.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
