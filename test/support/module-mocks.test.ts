import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_FILES_THAT_MOCK_MODULES } from './module-mocks.ts';
import { mocksAModule, repositoryTestFiles } from './test-files.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('the test files that mock modules', () => {
  it('are exactly the files that run isolated', () => {
    const mocking = repositoryTestFiles(root).filter((file) => mocksAModule(path.join(root, file)));
    expect(mocking.toSorted()).toEqual(TEST_FILES_THAT_MOCK_MODULES.toSorted());
  });

  describe('a mock made by a helper the file loads', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'module-mocks-'));
    afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
    const write = (name: string, text: string) => {
      fs.writeFileSync(path.join(folder, name), text);
      return path.join(folder, name);
    };
    // Assembled so that this file's own text does not match the guard.
    write('mocking-helper.ts', `import { vi } from 'vitest';\nvi.${'mock'}('./mailer.ts', () => ({}));\n`);
    write('plain-helper.ts', 'export const answer = 42;\n');
    write('middle.ts', "export { answer } from './plain-helper.ts';\nimport './mocking-helper.ts';\n");

    it('counts, however deep the helper sits', () => {
      expect(mocksAModule(write('through-helper.test.ts', "import './middle.ts';\n"))).toBe(true);
    });

    it('is not seen in a file whose helpers mock nothing', () => {
      expect(mocksAModule(write('plain.test.ts', "import { answer } from './plain-helper.ts';\n"))).toBe(false);
    });
  });
});
