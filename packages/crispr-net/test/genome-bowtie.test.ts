// The bulge-free hits against bowtie (`bowtie -a -v 3`) on E. coli 536 (Debian's bowtie-examples).
//
// Method: bowtie -v counts mismatches over the whole read, so the reads are the 20-nt protospacers
// alone; every bowtie hit is then turned into a site (the 3 bases 3' of the protospacer on the hit's
// strand are the PAM) and kept when that PAM matches NGG. That set must equal what searchGenome reports
// with bulge 'none', and the bulge-free rows of a search with bulge 'either'. bowtie's -v allows at
// most 3 mismatches, so the comparison runs at 3. The searches take the seed index (built by the
// import, decision 0063); the scan alone must give the same sites.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { importGenome, searchGenome } from '../src/genome.ts';
import { currentIndex } from '../src/seed-index.ts';
import { revcomp, rng } from './support/brute-force.ts';

const ECOLI = '/usr/share/doc/bowtie/examples/genomes/NC_008253.fna.gz';
const haveBowtie = spawnSync('bowtie', ['--version']).status === 0 && spawnSync('bowtie-build', ['--version']).status === 0;
const dir = mkdtempSync(join(tmpdir(), 'crispr-bowtie-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

if (!haveBowtie || !existsSync(ECOLI)) {
  console.warn('genome-bowtie.test.ts skipped: bowtie or bowtie-examples is not installed (apt-get install bowtie bowtie-examples)');
}

describe.skipIf(!haveBowtie || !existsSync(ECOLI))('bowtie comparison on E. coli 536', () => {
  it('finds the same bulge-free sites as bowtie -a -v 3 for 50 random guides', { timeout: 180_000 }, async () => {
    const info = await importGenome(dir, 'ecoli', ECOLI);
    expect(await currentIndex(join(dir, 'ecoli'), info)).not.toBeNull();
    const chrom = info.sequences[0].name;
    const genome = gunzipSync(readFileSync(ECOLI)).toString('latin1').split('\n').slice(1).join('').toUpperCase();
    expect(genome.length).toBe(info.length);
    // 50 guides taken from the genome next to an NGG PAM, on either strand (seeded).
    const rand = rng(19);
    const guides: string[] = [];
    while (guides.length < 50) {
      const at = Math.floor(rand() * (genome.length - 23));
      const site = rand() < 0.5 ? genome.slice(at, at + 23) : revcomp(genome.slice(at, at + 23));
      if (/^[ACGT]{21}GG$/.test(site)) guides.push(site.slice(0, 20) + (guides.length % 2 ? 'NGG' : site.slice(20)));
    }
    writeFileSync(join(dir, 'ecoli.fa'), `>${chrom}\n${genome}\n`);
    execFileSync('bowtie-build', ['-q', join(dir, 'ecoli.fa'), join(dir, 'idx')], { stdio: 'ignore' });
    const reads = guides.map((g, i) => `>g${i}\n${g.slice(0, 20)}\n`).join('');
    writeFileSync(join(dir, 'reads.fa'), reads);
    const out = execFileSync('bowtie', ['-a', '-v', '3', '-p', '1', '-f', join(dir, 'idx'), join(dir, 'reads.fa')], { maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] }).toString();
    const expected = new Set<string>();
    for (const line of out.trim().split('\n').filter(Boolean)) {
      const [read, strand, , offset] = line.split('\t');
      const o = Number(offset);
      const g = Number(read.slice(1));
      // + strand: PAM right of the protospacer; - strand: left of it, read on the other strand.
      const site = strand === '+' ? genome.slice(o, o + 23) : revcomp(genome.slice(o - 3, o + 20));
      const position = strand === '+' ? o + 1 : o - 2;
      if (site.length === 23 && site.endsWith('GG') && position >= 1) expected.add(`${g} ${position} ${strand} ${site}`);
    }
    expect(expected.size).toBeGreaterThanOrEqual(50); // every guide finds at least itself
    const options = { pam: 'NGG', mismatches: 3, maxSitesPerGuide: 10_000, timeoutMs: 50_000 };
    const none = await searchGenome(dir, 'ecoli', guides, { ...options, bulge: 'none' });
    const actual = new Set(none.flatMap((r, g) => r.sites.map((s) => `${g} ${s.position} ${s.strand} ${s.off_seq}`)));
    expect(none.every((r) => r.sites.every((s) => s.chrom === chrom))).toBe(true);
    expect([...actual].toSorted()).toEqual([...expected].toSorted());
    expect(await searchGenome(dir, 'ecoli', guides, { ...options, bulge: 'none', engine: 'scan' })).toEqual(none);
    const either = await searchGenome(dir, 'ecoli', guides.slice(0, 10), { ...options, bulge: 'either' });
    const eitherNone = new Set(either.flatMap((r, g) => r.sites.filter((s) => s.bulge === 'none').map((s) => `${g} ${s.position} ${s.strand} ${s.off_seq}`)));
    expect([...eitherNone].toSorted()).toEqual([...expected].filter((k) => Number(k.split(' ')[0]) < 10).toSorted());
  });
});
