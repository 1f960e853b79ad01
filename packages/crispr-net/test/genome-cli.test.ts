// crispr-net import-genome and crispr-net search, end to end through the CLI.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS_DIR, formatFloat32, loadCrisprNet } from '../src/index.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const WEIGHTS = process.env.CRISPR_NET_DIR || DEFAULT_WEIGHTS_DIR;
const dir = mkdtempSync(join(tmpdir(), 'crispr-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('crispr-net search', () => {
  it('imports a genome and prints every site with its CRISPR-Net score as CSV', async () => {
    const guide = 'GAGTCCGAGCAGAAGAAGAAAGG';
    const site = 'GAGTTAGAGCAGAAGAAGAAAGG';
    writeFileSync(join(dir, 'g.fa'), `>chr1\nATATATATAT${site}ATATATAT\n`);
    const genomes = join(dir, 'genomes');
    await run(process.execPath, [CLI, 'import-genome', '--genome', genomes, '--name', 'tiny', join(dir, 'g.fa')]);
    const { stdout } = await run(process.execPath, [CLI, 'search', '--genome', genomes, '--name', 'tiny', '--mismatches', '3', '--bulge', 'either', '--weights', WEIGHTS, guide]);
    const net = await loadCrisprNet(WEIGHTS);
    const score = formatFloat32(net.scorePairs([{ on: guide, off: site }])[0]);
    expect(stdout.trim().split('\n')).toEqual([
      'guide,chrom,position,strand,mismatches,bulge,on_seq,off_seq,CRISPR_Net_score',
      `${guide},chr1,11,+,2,none,${guide},${site},${score}`,
    ]);
  });

  it('exits 1 naming an unknown genome, 2 without the required options', async () => {
    await expect(run(process.execPath, [CLI, 'search', '--genome', dir, '--name', 'nope', '--mismatches', '2', 'GAGTCCGAGCAGAAGAAGAAAGG'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('unknown genome "nope"'),
    });
    await expect(run(process.execPath, [CLI, 'search', '--genome', dir, 'GAGTCCGAGCAGAAGAAGAAAGG'])).rejects.toMatchObject({ code: 2 });
  });
});
