import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEAVY_TEST_FILES, heavyRank } from './heavy-first-sequencer.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('the heavy-first test order', () => {
  it('names files that exist (a renamed file would silently go back to running last)', () => {
    for (const file of HEAVY_TEST_FILES) expect(fs.existsSync(path.join(root, file)), file).toBe(true);
  });

  it('ranks the listed files in the list’s order, ahead of every other file', () => {
    expect(heavyRank(path.join(root, 'test/security/mail-exactly-once.test.ts'))).toBe(0);
    expect(heavyRank(path.join(root, 'test/security/bad-input-part-4.test.ts'))).toBeLessThan(HEAVY_TEST_FILES.length);
    expect(heavyRank(path.join(root, 'server/config.test.ts'))).toBe(HEAVY_TEST_FILES.length);
    // A path that merely ends in the same name elsewhere is not the listed file.
    expect(heavyRank('/x/other-test/security/mail-exactly-once.test.ts')).toBe(HEAVY_TEST_FILES.length);
  });
});
