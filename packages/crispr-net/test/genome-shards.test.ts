// Shards of a search (genome-shards.ts), as the app's sub-jobs run them: on E. coli 536 (Debian's
// bowtie-examples) the tasks grouped into shards and the guides into batches, each shard searched
// alone and the answers merged, give exactly searchGenome's answer: the same sites in the same order,
// the same cut at maxSitesPerGuide and the same truncation flags (a small cut makes several guides hit it).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { importGenome, mergeShardSearches, planSearchShards, searchGenome, searchGenomeShard } from '../src/genome.ts';
import { TASK_BASES } from '../src/genome-search.ts';
import { revcomp, rng } from './support/brute-force.ts';

const ECOLI = '/usr/share/doc/bowtie/examples/genomes/NC_008253.fna.gz';
const dir = mkdtempSync(join(tmpdir(), 'crispr-shards-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('planSearchShards', () => {
  it('groups searchGenome’s task ranges in genome order, never splitting one, at least shardBases each', () => {
    const info = { sequences: [{ length: 2 * TASK_BASES + 5 }, { length: 7 }, { length: TASK_BASES }] };
    expect(planSearchShards(info, 1)).toEqual([
      { ranges: [{ sequence: 0, from: 0, to: TASK_BASES }], bases: TASK_BASES },
      { ranges: [{ sequence: 0, from: TASK_BASES, to: 2 * TASK_BASES }], bases: TASK_BASES },
      { ranges: [{ sequence: 0, from: 2 * TASK_BASES, to: 2 * TASK_BASES + 5 }], bases: 5 },
      { ranges: [{ sequence: 1, from: 0, to: 7 }], bases: 7 },
      { ranges: [{ sequence: 2, from: 0, to: TASK_BASES }], bases: TASK_BASES },
    ]);
    const two = planSearchShards(info, 2 * TASK_BASES);
    expect(two.map((s) => s.bases)).toEqual([2 * TASK_BASES, TASK_BASES + 12]);
    expect(two.flatMap((s) => s.ranges)).toEqual(planSearchShards(info, 1).flatMap((s) => s.ranges));
    expect(planSearchShards(info, Infinity)).toHaveLength(1);
  });
});

describe.skipIf(!existsSync(ECOLI))('shards merged on E. coli 536 (needs bowtie-examples)', () => {
  it('equal searchGenome exactly, truncation included', { timeout: 120_000 }, async () => {
    const info = await importGenome(dir, 'ecoli', ECOLI);
    const genome = gunzipSync(readFileSync(ECOLI)).toString('latin1').split('\n').slice(1).join('').toUpperCase();
    const rand = rng(33);
    const guides: string[] = [];
    while (guides.length < 4) {
      const at = Math.floor(rand() * (genome.length - 23));
      const site = rand() < 0.5 ? genome.slice(at, at + 23) : revcomp(genome.slice(at, at + 23));
      if (/^[ACGT]{21}GG$/.test(site)) guides.push(site);
    }
    const options = { pam: 'NGG', mismatches: 4, bulge: 'either' as const, maxSitesPerGuide: 3, timeoutMs: 60_000 };
    const whole = await searchGenome(dir, 'ecoli', guides, options);
    // The cut must matter for the comparison to mean something.
    expect(whole.filter((g) => g.truncated).length).toBeGreaterThan(0);

    const shards = planSearchShards(info, TASK_BASES);
    expect(shards.length).toBe(Math.ceil(info.length / TASK_BASES));
    const batches = [guides.slice(0, 3), guides.slice(3)];
    const answers = new Map<string, Awaited<ReturnType<typeof searchGenomeShard>>[number][]>();
    // Run in reverse, as a worker elsewhere might: only the merge's order counts.
    for (const batch of batches.toReversed()) {
      for (const shard of shards.toReversed()) {
        for (const answer of await searchGenomeShard(dir, 'ecoli', batch, options, shard.ranges)) {
          answers.set(answer.guide, [answer, ...(answers.get(answer.guide) ?? [])]);
        }
      }
    }
    const names = info.sequences.map((s) => s.name);
    const merged = guides.map((guide) => mergeShardSearches(names, guide, answers.get(guide)!, options.maxSitesPerGuide));
    expect(merged).toEqual(whole);
  });
});
