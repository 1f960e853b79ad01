// docs/SECURITY.md maps each defence to its test; this keeps the map true: every file it names
// exists, and every attack test kept in test/security/ is on the page (so `npm run test:security`,
// which runs what the page names, runs it).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedPaths, ROOT, suiteFiles } from './security-suite.ts';

describe('docs/SECURITY.md', () => {
  it('names only files that exist', () => {
    const missing = namedPaths().filter((file) => !fs.existsSync(path.join(ROOT, file)));
    expect(missing).toEqual([]);
  });

  it('names every attack test of test/security/', () => {
    const kept = fs.readdirSync(path.join(ROOT, 'test/security')).filter((name) => name.endsWith('.test.ts'));
    const named = new Set(suiteFiles().unit);
    expect(kept.map((name) => `test/security/${name}`).filter((file) => !named.has(file))).toEqual([]);
  });

  it('names a test for every defence: limits, takeover, private files, input, unpacking, the queue, the slider, page policies', () => {
    const { unit, browser } = suiteFiles();
    expect(unit).toEqual(expect.arrayContaining([
      'test/security/limit-races.test.ts',
      'test/security/limits-across-servers.test.ts',
      'test/security/account-enumeration.test.ts',
      'test/security/private-files.test.ts',
      'test/security/bad-input-part-1.test.ts',
      'test/security/bad-input-parts.test.ts',
      'server/http/xlsx-bounds.test.ts',
      'server/jobs/queue-drain.test.ts',
      'server/modules/captcha/slider.test.ts',
    ]));
    expect(browser).toContain('e2e/security-policy.spec.ts');
  });
});
