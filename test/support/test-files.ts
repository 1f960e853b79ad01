// The repository's vitest files, and what the suite's configuration needs to know of each: read by
// vitest.config.ts (through database-scope.ts and module-mocks.ts) and by the guards that check it.
import { execFileSync } from 'node:child_process';
import { loadsTextMatching } from './import-graph.ts';

/** The vitest files git knows of, as paths relative to `root`. */
export function repositoryTestFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
}

// Assembled so that this file's own text does not match it.
const MOCKS_A_MODULE = new RegExp(`\\bvi\\.${'mock'}\\(|\\bvi\\.${'doMock'}\\(`);

/**
 * True when `file` (absolute), or a module of the project's it loads, replaces a module with vi.mock:
 * a helper that mocks leaks into every file sharing its worker's modules just as a test file would.
 */
export function mocksAModule(file: string): boolean {
  return loadsTextMatching(file, MOCKS_A_MODULE);
}
