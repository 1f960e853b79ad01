import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_FILES_THAT_MOCK_MODULES } from './module-mocks.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
// Assembled so that this file's own text does not match it.
const MOCKS_A_MODULE = new RegExp(`\\bvi\\.${'mock'}\\(|\\bvi\\.${'doMock'}\\(`);

describe('the test files that mock modules', () => {
  const testFiles = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const mocking = testFiles.filter((file) => MOCKS_A_MODULE.test(fs.readFileSync(path.join(root, file), 'utf8')));

  it('are exactly the files that run isolated', () => {
    expect(mocking.toSorted()).toEqual(TEST_FILES_THAT_MOCK_MODULES.toSorted());
  });
});
