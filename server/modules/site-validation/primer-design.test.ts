// Primer design with Debian's primer3 on phage λ (bowtie2-examples), read back through the genome
// store the search uses: primers flank the site inside the amplicon length asked for, at the Tm asked
// for, and are λ's own sequence (left on +, right on −). Sites near an end, a template of N and a
// program that hangs or is missing end as they should.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { importGenome, readRegion } from 'crispr-net/genome';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designPrimers, PrimerDesignError } from './primer-design.ts';
import { siteTemplate } from './site-template.ts';

const LAMBDA = '/usr/share/doc/bowtie2/examples/reference/lambda_virus.fa.gz';
const present = fs.existsSync(LAMBDA) && fs.existsSync('/usr/bin/primer3_core');
const complement: Record<string, string> = { A: 'T', C: 'G', G: 'C', T: 'A', N: 'N' };
const reverseComplement = (s: string) => Array.from(s).toReversed().map((b) => complement[b]).join('');

let genomeDir = '';
let lambda = '';
const runner = { timeoutMs: 20_000 };

beforeAll(async () => {
  if (!present) return;
  genomeDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'primer-lambda-'));
  lambda = zlib.gunzipSync(fs.readFileSync(LAMBDA)).toString('latin1').split('\n').filter((l) => !l.startsWith('>')).join('').toUpperCase();
  await importGenome(genomeDir, 'lambda', LAMBDA);
}, 120_000);
afterAll(async () => {
  if (genomeDir) await fsp.rm(genomeDir, { recursive: true, force: true });
});

const read = (chrom: string, from: number, to: number) => readRegion(genomeDir, 'lambda', chrom, from, to);

describe.skipIf(!present)('primer design on phage λ (needs primer3 and bowtie2-examples)', () => {
  it('flanks each site with λ’s own primers, inside the length range and near the Tm asked for', { timeout: 60_000 }, async () => {
    const chrom = 'gi|9626243|ref|NC_001416.1|';
    // Sites of 23 nt (1-based positions) spread along λ, one of them with a bulge (24 nt).
    const sites = [
      { position: 5_001, length: 23 },
      { position: 20_001, length: 23 },
      { position: 33_333, length: 24 },
      { position: 45_000, length: 23 },
    ];
    const templates = await Promise.all(sites.map((s) => siteTemplate(read, { chrom, ...s }, 280, 25)));
    const designs = await designPrimers(templates, { productMin: 180, productMax: 280, tm: 60 }, runner);
    expect(designs).toHaveLength(sites.length);
    designs.forEach((design, i) => {
      expect(design.ok).toBe(true);
      if (!design.ok) return;
      const { left, right, product } = design.pair;
      const from = templates[i].from;
      // The template is λ itself around the site.
      expect(templates[i].template).toBe(lambda.slice(from, from + templates[i].template.length));
      expect(product.length).toBeGreaterThanOrEqual(180);
      expect(product.length).toBeLessThanOrEqual(280);
      // The left primer reads λ's + strand at its start, the right primer the − strand ending the product.
      expect(lambda.slice(from + left.start, from + left.start + left.sequence.length)).toBe(left.sequence);
      expect(reverseComplement(lambda.slice(from + right.start - right.sequence.length + 1, from + right.start + 1))).toBe(right.sequence);
      expect(product.startsWith(left.sequence)).toBe(true);
      expect(product.endsWith(reverseComplement(right.sequence))).toBe(true);
      // The site with its padding lies between the primers.
      const siteStart = sites[i].position - 1;
      expect(from + left.start + left.sequence.length).toBeLessThanOrEqual(siteStart - 25);
      expect(from + right.start - right.sequence.length + 1).toBeGreaterThanOrEqual(siteStart + sites[i].length + 25);
      expect(product).toContain(lambda.slice(siteStart, siteStart + sites[i].length));
      for (const tm of [left.tm, right.tm]) {
        expect(tm).toBeGreaterThanOrEqual(57);
        expect(tm).toBeLessThanOrEqual(63);
      }
    });
  });

  it('clips the template at the genome’s ends and still designs where room is left', { timeout: 30_000 }, async () => {
    const chrom = 'gi|9626243|ref|NC_001416.1|';
    const start = await siteTemplate(read, { chrom, position: 150, length: 23 }, 280, 25);
    expect(start.from).toBe(0);
    expect(start.targetStart).toBe(149 - 25);
    const end = await siteTemplate(read, { chrom, position: lambda.length - 22, length: 23 }, 280, 25);
    expect(end.from + end.template.length).toBe(lambda.length);
    const [design] = await designPrimers([start], { productMin: 180, productMax: 280, tm: 60 }, runner);
    expect(design.ok).toBe(true);
    // 3 bases after the site is no room for a right primer: primer3's explanation, not a failure of the run.
    const [none] = await designPrimers([end], { productMin: 180, productMax: 280, tm: 60 }, runner);
    expect(none.ok).toBe(false);
  });

  it('answers “no pair” for a template of N and refuses bad templates before running', async () => {
    const [design] = await designPrimers([{ template: 'N'.repeat(400), targetStart: 180, targetLength: 40 }], { productMin: 150, productMax: 300, tm: 60 }, runner);
    expect(design.ok).toBe(false);
    await expect(designPrimers([{ template: 'ACGU', targetStart: 1, targetLength: 1 }], { productMin: 150, productMax: 300, tm: 60 }, runner)).rejects.toBeInstanceOf(PrimerDesignError);
    await expect(designPrimers([{ template: 'A'.repeat(2001), targetStart: 1, targetLength: 1 }], { productMin: 150, productMax: 300, tm: 60 }, runner)).rejects.toBeInstanceOf(PrimerDesignError);
  });

  it('kills a run past its time limit and says so; a missing program is a failure', async () => {
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'primer-hang-'));
    const hang = path.join(dir, 'hang');
    // Reads nothing and never answers, as a stuck primer3 would.
    await fsp.writeFile(hang, '#!/bin/sh\nexec sleep 1000\n', { mode: 0o755 });
    const site = { template: 'ACGT'.repeat(100), targetStart: 180, targetLength: 40 };
    const error = await designPrimers([site], { productMin: 150, productMax: 300, tm: 60 }, { bin: hang, timeoutMs: 200 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrimerDesignError);
    expect((error as PrimerDesignError).kind).toBe('timeout');
    const missing = await designPrimers([site], { productMin: 150, productMax: 300, tm: 60 }, { bin: path.join(dir, 'none'), timeoutMs: 5000 }).catch((e: unknown) => e);
    expect((missing as PrimerDesignError).kind).toBe('failed');
    await fsp.rm(dir, { recursive: true, force: true });
  });
});
