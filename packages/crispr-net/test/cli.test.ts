import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS_DIR } from '../src/index.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const DIR = process.env.CRISPR_NET_DIR || DEFAULT_WEIGHTS_DIR;

describe('crispr-net CLI', () => {
  it('writes on_seq,off_seq,CRISPR_Net_score CSV like the published tool', async () => {
    const { stdout } = await run(process.execPath, [CLI, join(DIR, 'published-example-input.txt'), '--weights', DIR]);
    const expected = readFileSync(join(DIR, 'published-example-output.csv'), 'utf8').trim().split(/\r?\n/);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe('on_seq,off_seq,CRISPR_Net_score');
    expect(lines).toHaveLength(expected.length);
    for (let i = 1; i < lines.length; i++) {
      const [on, off, value] = lines[i].split(',');
      const [eon, eoff, evalue] = expected[i].split(',');
      expect([on, off]).toEqual([eon, eoff]);
      expect(Math.abs(Number(value) - Number(evalue))).toBeLessThan(1e-6);
    }
  });

  it('exits 1 with the line of a bad pair', async () => {
    const child = run(process.execPath, [CLI, '-', '--weights', DIR]);
    child.child.stdin?.end('GGGTGGGGGGAGTTTGCTCCAGG,GGGTGGGGGGAGTTTGCTCCAGG\nACGT,ACGT\n');
    await expect(child).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/line 2: the sequences are 4 long/) });
  });
});
