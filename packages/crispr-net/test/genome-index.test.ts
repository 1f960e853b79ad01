// The indexed search (seed index + verification, decision 0063) against the scan, which stays the
// oracle: every mismatch count 0-6, every bulge mode, several PAMs, on E. coli 536 and on a genome of
// repeat families with N blocks and sites at the sequences' ends; the index's own rules (the N and
// edge cases of key A, versions, staleness).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { importGenome, reindexGenome, searchGenome, type GenomeInfo } from '../src/genome.ts';
import type { BulgeMode } from '../src/genome-scan.ts';
import { runTask } from '../src/genome-task.ts';
import { currentIndex, INDEX_FOLDER } from '../src/seed-index.ts';
import { MAX_SEED_KEYS, seedPlan } from '../src/seed-query.ts';
import { randomBases, revcomp, rng } from './support/brute-force.ts';
import { repeatGenome } from './support/repeat-genome.ts';

const ECOLI = '/usr/share/doc/bowtie/examples/genomes/NC_008253.fna.gz';
const dir = mkdtempSync(join(tmpdir(), 'crispr-index-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MODES: readonly BulgeMode[] = ['none', 'dna', 'rna', 'either'];
const PAMS = ['NGG', 'NAG', 'NNGRRT'];
/** A guide for the PAM: the protospacer, then the PAM with its IUPAC letters written as N. */
const guideFor = (protospacer: string, pam: string) => protospacer + pam.replace(/[^ACGT]/g, 'N');

async function store(name: string, sequences: { name: string; seq: string }[]): Promise<GenomeInfo> {
  const file = join(dir, `${name}.fa`);
  writeFileSync(file, sequences.map((s) => `>${s.name}\n${s.seq.match(/.{1,60}/g)!.join('\n')}\n`).join(''));
  return importGenome(dir, name, file);
}

/** The sites of every task when each sequence is cut at the given fractions, scan or index. */
async function tasks(info: GenomeInfo, guides: string[], pam: string, mismatches: number, bulge: BulgeMode, engine: 'auto' | 'scan', cuts = [0.37, 0.371, 0.8]) {
  const results = [];
  for (let s = 0; s < info.sequences.length; s++) {
    const length = info.sequences[s].length;
    const bounds = [0, ...cuts.map((c) => Math.floor(c * length)), length];
    for (let k = 0; k + 1 < bounds.length; k++) {
      results.push(await runTask({ folder: join(dir, info.name), info, sequence: s, from: bounds[k], to: bounds[k + 1], guides, normalized: guides, pam, mismatches, bulge, maxSites: 1e6, engine }));
    }
  }
  return results;
}

describe('the indexed search returns exactly the scan\'s sites', () => {
  it('on a genome of repeat families, N blocks and edge sites: 0-6 mismatches, every bulge mode, NGG/NAG/NNGRRT', { timeout: 120_000 }, async () => {
    const genome = repeatGenome(33, [60_000, 41_003]);
    const info = await store('repeats', genome.sequences);
    expect(await currentIndex(join(dir, 'repeats'), info)).not.toBeNull();
    let total = 0;
    for (const pam of PAMS) {
      const guides = [guideFor(genome.guide, pam), guideFor(randomBases(rng(pam.length), 20), pam)];
      for (let m = 0; m <= 6; m++) {
        for (const bulge of MODES) {
          expect(seedPlan(guides[0], pam.length, m, bulge)).not.toBeNull();
          const scan = await tasks(info, guides, pam, m, bulge, 'scan');
          expect(await tasks(info, guides, pam, m, bulge, 'auto')).toEqual(scan);
          total += scan.flat().reduce((n, r) => n + r.sites.length, 0);
        }
      }
    }
    expect(total).toBeGreaterThan(5_000); // the repeat family gives every setting sites to compare
  });

  it.skipIf(!existsSync(ECOLI))('on E. coli 536: 0-6 mismatches, every bulge mode, NGG/NAG/NNGRRT', { timeout: 180_000 }, async () => {
    const info = await importGenome(dir, 'ecoli', ECOLI);
    const genome = gunzipSync(readFileSync(ECOLI)).toString('latin1').split('\n').slice(1).join('').toUpperCase();
    const rand = rng(63);
    const protospacers: string[] = [];
    while (protospacers.length < 8) {
      const at = Math.floor(rand() * (genome.length - 20));
      const p = rand() < 0.5 ? genome.slice(at, at + 20) : revcomp(genome.slice(at, at + 20));
      if (/^[ACGT]{20}$/.test(p)) protospacers.push(p);
    }
    let total = 0;
    let combination = 0;
    for (let m = 0; m <= 6; m++) {
      for (const bulge of MODES) {
        const pam = PAMS[combination % PAMS.length];
        const guides = [guideFor(protospacers[combination % 8], pam)];
        combination++;
        const scan = await tasks(info, guides, pam, m, bulge, 'scan', [0.5]);
        expect(await tasks(info, guides, pam, m, bulge, 'auto', [0.5])).toEqual(scan);
        total += scan.flat().reduce((n, r) => n + r.sites.length, 0);
      }
    }
    expect(total).toBeGreaterThan(28); // each guide finds at least itself when its PAM allows
  });

  it('searchGenome gives the same result with the index as with the scan, the site limit included', async () => {
    const genome = repeatGenome(34, [30_000, 20_000]);
    await store('repeats-cut', genome.sequences);
    const guide = guideFor(genome.guide, 'NGG');
    const options = { pam: 'NGG', mismatches: 4, bulge: 'either' as const, maxSitesPerGuide: 1_000, timeoutMs: 60_000 };
    for (const maxSitesPerGuide of [1_000, 7]) {
      const scan = await searchGenome(dir, 'repeats-cut', [guide], { ...options, maxSitesPerGuide, engine: 'scan' });
      expect(await searchGenome(dir, 'repeats-cut', [guide], { ...options, maxSitesPerGuide })).toEqual(scan);
    }
  });
});

describe('the index\'s rules', () => {
  // Filler without G or C: no NGG PAM and no CCN on the other strand arises by chance.
  const rand = rng(9);
  const fill = (n: number) => randomBases(rand, n, 'AT');
  const P = 'GAGTCCGAGCAGAAGAAGAA';
  // An RNA-bulge site (guide base 12 unmatched) with its 2 mismatches on key B, so that only key A —
  // which starts one base before the site — can find it at 2 mismatches.
  const rnaSite = (P.slice(0, 12) + P.slice(13)).slice(0, 17) + 'TTTGG';

  it('finds the RNA-bulge sites whose key A starts on an N or outside the sequence, on both strands', async () => {
    // Each sequence starts with the site (its key A would begin at position -1), has it after an N on
    // each strand, and ends with it on the - strand (key A one base past the end).
    const seq = rnaSite + fill(40) + 'N' + rnaSite + fill(40) + revcomp('N' + rnaSite) + fill(40) + revcomp(rnaSite);
    const info = await store('edges', [{ name: 'e1', seq }, { name: 'e2', seq }]);
    const guide = P + 'NGG';
    expect(seedPlan(guide, 3, 2, 'rna')).not.toBeNull();
    for (const bulge of ['rna', 'either'] as const) {
      const scan = await tasks(info, [guide], 'NGG', 2, bulge, 'scan');
      const indexed = await tasks(info, [guide], 'NGG', 2, bulge, 'auto');
      expect(indexed).toEqual(scan);
      expect(scan.flat().flatMap((r) => r.sites).filter((site) => site.bulge === 'RNA')).toHaveLength(8);
    }
  });

  it('sends a guide to the scan only past MAX_SEED_KEYS keys', () => {
    for (let m = 0; m <= 6; m++) for (const bulge of MODES) expect(seedPlan(P + 'NGG', 3, m, bulge)).not.toBeNull();
    expect(MAX_SEED_KEYS).toBe(1 << 17);
  });

  it('is rebuilt when missing or of another version, and searches scan meanwhile with the same result', async () => {
    const genome = repeatGenome(35, [8_000]);
    const info = await store('stale', genome.sequences);
    const folder = join(dir, 'stale');
    const guide = guideFor(genome.guide, 'NGG');
    const options = { pam: 'NGG', mismatches: 3, bulge: 'dna' as const, maxSitesPerGuide: 1_000, timeoutMs: 60_000 };
    const before = await searchGenome(dir, 'stale', [guide], options);
    expect(before[0].sites.length).toBeGreaterThan(0);
    expect(await reindexGenome(dir, 'stale')).toBeNull(); // current: left alone
    const metaFile = join(folder, INDEX_FOLDER, 'index.json');
    writeFileSync(metaFile, readFileSync(metaFile, 'utf8').replace('"version": 1', '"version": 0'));
    expect(await currentIndex(folder, info)).toBeNull();
    expect(await searchGenome(dir, 'stale', [guide], options)).toEqual(before);
    const report = await reindexGenome(dir, 'stale');
    expect(report).toMatchObject({ blocks: 1 });
    expect(report!.bytes).toBeGreaterThan(4 << 20);
    expect(await currentIndex(folder, info)).not.toBeNull();
    rmSync(join(folder, INDEX_FOLDER), { recursive: true });
    expect(await currentIndex(folder, info)).toBeNull();
    expect(await searchGenome(dir, 'stale', [guide], options)).toEqual(before);
    // Another genome of the same name and length: the old index does not count.
    expect(await currentIndex(folder, { ...info, length: info.length + 1 })).toBeNull();
    expect(await reindexGenome(dir, 'stale')).not.toBeNull();
    expect(await searchGenome(dir, 'stale', [guide], options)).toEqual(before);
  });
});
