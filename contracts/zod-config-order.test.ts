// zod must be configured (jitless, Chinese default messages: zod-config.ts) before any schema is
// built, or the browser's CSP reports zod's `new Function` probe. app/root.tsx does not import the
// config for every page (zod stays out of pages that validate nothing), so each module that uses zod
// at run time must reach zod-config.ts through its own static imports: ES modules run a module's
// imports before its body, so the config then runs before the module builds a schema.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles, sourceOf, staticClosure, valueImports } from '../test/support/import-graph.ts';

const root = path.resolve(import.meta.dirname, '..');
const CONFIG = path.join(root, 'contracts', 'zod-config.ts');

describe('zod is configured before a schema is built', () => {
  it('reads value imports, not type-only ones', () => {
    const source = [
      "import { z } from 'zod';",
      "import type { ZodType } from 'zod';",
      "import { type Endpoint } from './endpoint.ts';",
      "import './zod-config.ts';",
      "export { CategoryType } from './content-constants.ts';",
      "export type { X } from './x.ts';",
    ].join('\n');
    expect(valueImports(source)).toEqual(['zod', './zod-config.ts', './content-constants.ts']);
  });

  it('every module of the app and the contracts that loads zod reaches zod-config.ts first', () => {
    const files = [...sourceFiles(path.join(root, 'contracts')), ...sourceFiles(path.join(root, 'app'))];
    const users = files.filter((file) => file !== CONFIG && valueImports(sourceOf(file)).includes('zod'));
    expect(users.length).toBeGreaterThan(10);
    expect(users.filter((file) => !staticClosure(file).modules.has(CONFIG)).map((file) => path.relative(root, file))).toEqual([]);
  });

  it('the root route does not load zod for every page', () => {
    expect(staticClosure(path.join(root, 'app', 'root.tsx')).packages.has('zod')).toBe(false);
  });
});
