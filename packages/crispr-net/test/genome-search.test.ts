// The genome search against planted sites and against the brute-force reference (support/brute-force.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenomeInputError, GenomeSearchTimeout, importGenome, mergeShardSearches, planSearchShards, scorePairsInWorker, searchGenome, searchGenomeShard, settledSitesBefore, type GenomeInfo } from '../src/genome.ts';
import { readBases } from '../src/genome-store.ts';
import { runTask, type SearchTask } from '../src/genome-task.ts';
import { DEFAULT_WEIGHTS_DIR, loadCrisprNet } from '../src/index.ts';
import { bruteForce, randomBases, revcomp, rng } from './support/brute-force.ts';

const dir = mkdtempSync(join(tmpdir(), 'crispr-genome-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const options = { pam: 'NGG', mismatches: 4, bulge: 'either' as const, maxSitesPerGuide: 1000, timeoutMs: 20_000 };
const GUIDE = 'GAGTCCGAGCAGAAGAAGAAAGG';
const P = GUIDE.slice(0, 20);

async function store(name: string, sequences: { name: string; seq: string }[]): Promise<GenomeInfo> {
  const file = join(dir, `${name}.fa`);
  writeFileSync(file, sequences.map((s) => `>${s.name} test\n${s.seq.match(/.{1,60}/g)!.join('\n')}\n`).join(''));
  return importGenome(dir, name, file);
}

/** Sites of every task when the sequences are cut at the given points, merged and sorted. */
async function searchInTasks(info: GenomeInfo, guide: string, pam: string, mismatches: number, bulge: SearchTask['bulge'], cuts: number[][]) {
  const sites = [];
  for (let s = 0; s < info.sequences.length; s++) {
    const bounds = [0, ...cuts[s], info.sequences[s].length];
    for (let k = 0; k + 1 < bounds.length; k++) {
      const [result] = await runTask({ folder: join(dir, info.name), info, sequence: s, from: bounds[k], to: bounds[k + 1], guides: [guide], normalized: [guide.toUpperCase()], pam, mismatches, bulge, maxSites: 1e6 });
      sites.push(...result.sites);
    }
  }
  const order = new Map(info.sequences.map((s, i) => [s.name, i]));
  return sites.toSorted((a, b) => order.get(a.chrom)! - order.get(b.chrom)! || a.position - b.position || (a.strand < b.strand ? -1 : 1));
}

describe('the site limit over many tasks', () => {
  it('stops collecting a guide once earlier tasks settle its first sites, with exactly the uncut search cut at the limit', async () => {
    // 40 sequences (a task each) of 3 kbp, each with 3 copies of the guide's site, a few mutated:
    // a guide in repeats, far past a limit of 7.
    const rand = rng(41);
    const sequences = Array.from({ length: 40 }, (_, i) => {
      let seq = randomBases(rand, 3_000);
      for (const at of [400, 1_400, 2_400]) {
        const site = [...GUIDE].map((base, k) => (k < 20 && rand() < 0.1 ? 'ACGT'[Math.floor(rand() * 4)] : base)).join('');
        seq = seq.slice(0, at) + (rand() < 0.5 ? site : revcomp(site)) + seq.slice(at + 23);
      }
      return { name: `r${i}`, seq };
    });
    const info = await store('many-tasks', sequences);
    const order = new Map(info.sequences.map((s, i) => [s.name, i]));
    for (const engine of ['auto', 'scan'] as const) {
      const [uncut] = await searchGenome(dir, 'many-tasks', [GUIDE], { ...options, engine, maxSitesPerGuide: 100_000 });
      expect(uncut.sites.length).toBeGreaterThan(100);
      const [cut] = await searchGenome(dir, 'many-tasks', [GUIDE], { ...options, engine, maxSitesPerGuide: 7 });
      const sorted = uncut.sites.toSorted((a, b) => order.get(a.chrom)! - order.get(b.chrom)! || a.position - b.position);
      expect(cut).toEqual({ guide: GUIDE, sites: sorted.slice(0, 7), truncated: true });
    }
    // As sub-jobs run it: shards of four tasks, in order, each told the sites settled by the shards before.
    const options7 = { ...options, maxSitesPerGuide: 7 };
    const shards = planSearchShards(info, 4 * 3_000);
    expect(shards).toHaveLength(10);
    const answers: Awaited<ReturnType<typeof searchGenomeShard>>[number][] = [];
    for (const [k, shard] of shards.entries()) {
      const settled = settledSitesBefore(k, answers.map((a) => [a.sites.length + (a.truncated ? 1 : 0)]), 1);
      const [answer] = await searchGenomeShard(dir, 'many-tasks', [GUIDE], options7, shard.ranges, 1, settled);
      answers.push(answer);
    }
    // The first shard had more than 7 sites (cut): from the third on, a shard is answered empty at once.
    expect(answers[0]).toMatchObject({ sites: { length: 7 }, truncated: true });
    expect(answers.slice(2).every((a) => a.sites.length === 0)).toBe(true);
    expect([mergeShardSearches(info.sequences.map((s) => s.name), GUIDE, answers, 7)]).toEqual(await searchGenome(dir, 'many-tasks', [GUIDE], options7));
  });

  it('counts as settled before a shard the run of answered shards from the first, but the one right before it', () => {
    expect(settledSitesBefore(0, [], 2)).toEqual([0, 0]);
    expect(settledSitesBefore(1, [[5, 1]], 2)).toEqual([0, 0]);
    expect(settledSitesBefore(3, [[5, 1], [2, 2], [9, 9]], 2)).toEqual([7, 3]);
    // Shard 1 unanswered: only shard 0 counts, however much later shards hold.
    expect(settledSitesBefore(4, [[5, 1], null, [9, 9], [9, 9]], 2)).toEqual([5, 1]);
  });
});

describe('planted sites', () => {
  const rand = rng(7);
  // Filler without G or C: no NGG PAM and no CCN on the other strand arises by chance.
  const fill = (n: number) => randomBases(rand, n, 'AT');
  const mutate = (s: string, at: number[]) => [...s].map((b, i) => (at.includes(i) ? (b === 'A' ? 'C' : 'A') : b)).join('');
  const exact = P + 'TGG';
  const threeMm = mutate(P, [0, 7, 15]) + 'AGG';
  const dnaBulge = P.slice(0, 10) + 'T' + P.slice(10) + 'CGG'; // extra T after guide base 10
  const rnaBulge = P.slice(0, 12) + P.slice(13) + 'GGG'; // guide base 13 unmatched
  const chr1 = exact + fill(50) + revcomp(threeMm) + fill(50) + dnaBulge + fill(50) + revcomp(rnaBulge) + fill(50) + P.slice(0, 18) + 'N' + P.slice(19) + 'TGG';
  const chr2 = fill(30) + revcomp(exact);
  let info: GenomeInfo;
  beforeAll(async () => {
    info = await store('planted', [{ name: 'chr1', seq: chr1 }, { name: 'chr2', seq: chr2 }]);
  });

  it('finds each planted site once with its alignment, strand and 1-based position', async () => {
    const [result] = await searchGenome(dir, 'planted', [GUIDE.toLowerCase().slice(0, 20) + 'NGG'], options);
    expect(result.truncated).toBe(false);
    const rows = result.sites.map(({ chrom, position, strand, mismatches, bulge, on_seq, off_seq }) => ({ chrom, position, strand, mismatches, bulge, on_seq, off_seq }));
    const on = P + 'NGG';
    expect(rows).toEqual([
      { chrom: 'chr1', position: 1, strand: '+', mismatches: 0, bulge: 'none', on_seq: on, off_seq: exact },
      { chrom: 'chr1', position: 74, strand: '-', mismatches: 3, bulge: 'none', on_seq: on, off_seq: threeMm },
      { chrom: 'chr1', position: 147, strand: '+', mismatches: 0, bulge: 'DNA', on_seq: P.slice(0, 10) + '_' + P.slice(10) + 'NGG', off_seq: dnaBulge },
      { chrom: 'chr1', position: 221, strand: '-', mismatches: 0, bulge: 'RNA', on_seq: on, off_seq: rnaBulge.slice(0, 12) + '_' + rnaBulge.slice(12) },
      { chrom: 'chr2', position: 31, strand: '-', mismatches: 0, bulge: 'none', on_seq: on, off_seq: exact },
    ]);
    // Read every site back from the stored genome.
    for (const site of result.sites) {
      const s = info.sequences.findIndex((x) => x.name === site.chrom);
      const length = site.off_seq.replace('_', '').length;
      const bases = Buffer.from(await readBases(dir, info, s, site.position - 1, site.position - 1 + length)).toString('latin1');
      expect(site.strand === '+' ? bases : revcomp(bases)).toBe(site.off_seq.replace('_', ''));
    }
  });

  it('keeps the guide as given and finds nothing beyond the mismatch limit or across N', async () => {
    const [none] = await searchGenome(dir, 'planted', [P + 'AGG'], { ...options, mismatches: 2, bulge: 'none' });
    expect(none.guide).toBe(P + 'AGG');
    expect(none.sites.map((s) => [s.chrom, s.position, s.on_seq])).toEqual([
      ['chr1', 1, P + 'AGG'],
      ['chr2', 31, P + 'AGG'],
    ]);
  });

  it('honours the PAM pattern, the site limit and the timeout, and refuses bad input', async () => {
    // Every planted site ends in GG: with NAG only a bulge alignment one base 5' can take AG as its PAM.
    const [nag] = await searchGenome(dir, 'planted', [GUIDE.slice(0, 20) + 'NAG'], { ...options, pam: 'NAG' });
    expect(nag.sites.map((s) => [s.position, s.bulge, s.off_seq])).toEqual([[75, 'RNA', 'AAGTCCGCGCAGAAGCAG_AAAG']]);
    const [nagNone] = await searchGenome(dir, 'planted', [GUIDE], { ...options, pam: 'NAG', bulge: 'none' });
    expect(nagNone.sites).toEqual([]);
    const [capped] = await searchGenome(dir, 'planted', [GUIDE], { ...options, maxSitesPerGuide: 2 });
    // Collecting stops at the limit (which sites are kept is the scan's order: task by task, + strand first).
    expect(capped.truncated).toBe(true);
    expect(capped.sites.map((s) => s.position)).toEqual([1, 147]);
    const [all] = await searchGenome(dir, 'planted', [GUIDE], { ...options, maxSitesPerGuide: 5 });
    expect(all).toMatchObject({ truncated: false, sites: { length: 5 } });
    await expect(searchGenome(dir, 'planted', [GUIDE], { ...options, timeoutMs: 1 })).rejects.toBeInstanceOf(GenomeSearchTimeout);
    await expect(searchGenome(dir, 'nope', [GUIDE], options)).rejects.toBeInstanceOf(GenomeInputError);
    await expect(searchGenome(dir, 'planted', ['ACGT'], options)).rejects.toThrow(/expected 20 nt/);
    await expect(searchGenome(dir, 'planted', ['NAGTCCGAGCAGAAGAAGAAAGG'], options)).rejects.toThrow(/protospacer/);
    await expect(searchGenome(dir, 'planted', [GUIDE], { ...options, mismatches: 7 })).rejects.toThrow(/0 to 6/);
    await expect(searchGenome(dir, 'planted', [GUIDE], { ...options, pam: 'NG?' })).rejects.toThrow(/PAM/);
  });
});

describe('against the brute-force reference', () => {
  for (const mode of ['none', 'dna', 'rna', 'either'] as const) {
    it(`agrees on random genomes with bulge ${mode}`, async () => {
      const rand = rng(100 + mode.length);
      for (let round = 0; round < 3; round++) {
        // Sequences full of mutated copies of the guide (both strands, with indels) so that every
        // kind of hit, tie and N occurs; a few N blocks; lengths not multiples of anything.
        const guide = randomBases(rand, 20) + 'NGG';
        const sequences = [0, 1].map((s) => {
          let seq = '';
          const target = 1500 + Math.floor(rand() * 1500);
          while (seq.length < target) {
            let copy = [...guide.slice(0, 20) + randomBases(rand, 1) + 'GG'];
            for (let m = Math.floor(rand() * 6); m > 0; m--) copy[Math.floor(rand() * 20)] = randomBases(rand, 1);
            const indel = rand();
            if (indel < 0.3) copy.splice(1 + Math.floor(rand() * 19), 0, randomBases(rand, 1));
            else if (indel < 0.6) copy.splice(1 + Math.floor(rand() * 19), 1);
            if (rand() < 0.05) copy[Math.floor(rand() * copy.length)] = 'N';
            let piece = copy.join('');
            if (rand() < 0.5) piece = revcomp(piece).replace(/N/g, () => 'N');
            seq += piece + randomBases(rand, Math.floor(rand() * 12), rand() < 0.5 ? 'ACGT' : 'AAG');
          }
          return { name: `s${s}`, seq };
        });
        const info = await store(`random-${mode}`, sequences);
        const cuts = sequences.map((s) => [Math.floor(s.seq.length / 3), Math.floor(s.seq.length / 3) + 1, Math.floor((2 * s.seq.length) / 3)]);
        for (const max of [0, 2, 4, 6]) {
          const expected = bruteForce(sequences, guide, 'NGG', max, mode);
          const actual = await searchInTasks(info, guide, 'NGG', max, mode, cuts);
          expect(actual).toEqual(expected);
          if (max === 4) expect(expected.length).toBeGreaterThan(20);
        }
        const nrg = bruteForce(sequences, guide, 'NRG', 3, mode);
        expect(await searchInTasks(info, guide, 'NRG', 3, mode, cuts)).toEqual(nrg);
      }
    });
  }

  it('searchGenome (worker threads, several tasks) agrees with the reference', async () => {
    const rand = rng(5);
    const guide = randomBases(rand, 20) + 'AGG';
    const sequences = [{ name: 'a', seq: randomBases(rand, 3000) }, { name: 'b', seq: randomBases(rand, 5000) }];
    for (let k = 0; k < 40; k++) {
      const s = sequences[k % 2];
      const at = Math.floor(rand() * (s.seq.length - 30));
      const site = [...guide.slice(0, 20) + 'TGG'];
      site[Math.floor(rand() * 20)] = 'A';
      s.seq = s.seq.slice(0, at) + (k % 3 === 0 ? revcomp(site.join('')) : site.join('')) + s.seq.slice(at + 23);
    }
    await store('workers', sequences);
    const [result] = await searchGenome(dir, 'workers', [guide], { ...options, mismatches: 3 });
    expect(result.sites).toEqual(bruteForce(sequences, guide, 'NGG', 3, 'either'));
    expect(result.sites.length).toBeGreaterThanOrEqual(40);
  });
});

describe('scorePairsInWorker', () => {
  it('gives the same scores as scorePairs in this thread', async () => {
    const pairs = [
      { on: GUIDE, off: 'GAGTTAGAGCAGAAGAAGAAAGG' },
      { on: 'GAGTCCGAGC_AGAAGAAGAAAGG'.replace('_', ''), off: 'GAGTCCGAGCAGAAGAAGAAAGG' },
      { on: 'GAGTCCGAGC_AGAAGAAGAAAGG', off: 'GAGTCCGAGCTAGAAGAAGAAAGG' },
    ];
    const net = await loadCrisprNet(DEFAULT_WEIGHTS_DIR);
    expect(await scorePairsInWorker(DEFAULT_WEIGHTS_DIR, pairs)).toEqual(net.scorePairs(pairs));
    await expect(scorePairsInWorker(DEFAULT_WEIGHTS_DIR, [{ on: 'ACGT', off: 'ACGT' }])).rejects.toThrow(/4 long/);
  });
});
