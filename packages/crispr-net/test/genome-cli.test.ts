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

  it('refuses a PAM the model cannot score (NNGRRT) before searching, with one line and no stack', async () => {
    // An SaCas9 site (20 nt + NNGRRT) the search would find, and whose 26-nt pair the scoring then refused.
    writeFileSync(join(dir, 'sa.fa'), `>chrS\nATATATATATGAGTCCGAGCAGAAGAAGAAAAGAATATATATAT\n`);
    const genomes = join(dir, 'genomes');
    await run(process.execPath, [CLI, 'import-genome', '--genome', genomes, '--name', 'sa', join(dir, 'sa.fa')]);
    const search = (pam: string, guide: string) =>
      run(process.execPath, [CLI, 'search', '--genome', genomes, '--name', 'sa', '--mismatches', '3', '--pam', pam, '--weights', WEIGHTS, guide]);
    const pamLine = 'crispr-net: --pam NNGRRT is 6 nt, but CRISPR-Net scores 23-nt sites (20-nt protospacer + 3-nt PAM): use a 3-nt PAM such as NGG, NAG or NGN\n';
    await expect(search('NNGRRT', 'GAGTCCGAGCAGAAGAAGAANNGRRT')).rejects.toMatchObject({ code: 2, stdout: '', stderr: pamLine });
    await expect(search('nngrrt', 'GAGTCCGAGCAGAAGAAGAAAGG')).rejects.toMatchObject({ code: 2, stdout: '', stderr: pamLine });
    await expect(search('NG', 'GAGTCCGAGCAGAAGAAGAAAG')).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/^crispr-net: --pam NG is 2 nt, but CRISPR-Net scores 23-nt sites/) });
    await expect(search('NGG', 'GAGTCCGAGCAGAAGAAGAAAGGAGT')).rejects.toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'crispr-net: guide "GAGTCCGAGCAGAAGAAGAAAGGAGT" is 26 nt; with the PAM NGG a guide is 23 nt (20-nt protospacer + the PAM)\n',
    });
    await expect(search('N!G', 'GAGTCCGAGCAGAAGAAGAAAGG')).rejects.toMatchObject({ code: 2, stderr: 'crispr-net: --pam "N!G": IUPAC letters only, such as NGG\n' });
    // A 3-nt PAM of the same genome is searched and scored as before.
    const { stdout } = await search('NRR', 'GAGTCCGAGCAGAAGAAGAAAAG');
    expect(stdout.trim().split('\n')[1]).toMatch(/^GAGTCCGAGCAGAAGAAGAAAAG,chrS,11,\+,0,none,GAGTCCGAGCAGAAGAAGAAAAG,GAGTCCGAGCAGAAGAAGAAAAG,0\.\d+$/);
  });

  it('exits 1 naming an unknown genome, 2 without the required options', async () => {
    await expect(run(process.execPath, [CLI, 'search', '--genome', dir, '--name', 'nope', '--mismatches', '2', 'GAGTCCGAGCAGAAGAAGAAAGG'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('unknown genome "nope"'),
    });
    await expect(run(process.execPath, [CLI, 'search', '--genome', dir, 'GAGTCCGAGCAGAAGAAGAAAGG'])).rejects.toMatchObject({ code: 2 });
  });

  it('reports the seed index built at import, and reindex rebuilds it only when stale or forced', async () => {
    writeFileSync(join(dir, 'r.fa'), '>chrR\nACGTACGTAAGGCCTTAGGATTACAGATTACA\n');
    const genomes = join(dir, 'genomes');
    const imported = await run(process.execPath, [CLI, 'import-genome', '--genome', genomes, '--name', 're', join(dir, 'r.fa')]);
    expect(imported.stderr).toMatch(/^crispr-net: imported re: 1 sequences, 32 bases in [\d.]+ s; seed index built in [\d.]+ s: [\d.]+ MB on disk in 1 block\(s\), peak memory [\d.]+ MB\n$/);
    const again = await run(process.execPath, [CLI, 'reindex', '--genome', genomes, '--name', 're']);
    expect(again.stderr).toBe('crispr-net: re: the seed index is current\n');
    const forced = await run(process.execPath, [CLI, 'reindex', '--genome', genomes, '--name', 're', '--force']);
    expect(forced.stderr).toMatch(/^crispr-net: re: seed index built in /);
    await expect(run(process.execPath, [CLI, 'reindex', '--genome', genomes, '--name', 'nope'])).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('unknown genome "nope"') });
  });
});
