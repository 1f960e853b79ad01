// A genome-search job end to end on a real genome with the real engine: phage λ (Debian's
// bowtie2-examples, installed by .ci/run) imported into GENOME_DIR, a guide taken from its sequence
// on the minus strand submitted through addJob, searched and scored in worker threads, and the result
// read back: the intended site at its exact coordinates, every row's site read back from the FASTA,
// and a CSV with every column.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { importGenome } from 'crispr-net/genome';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { pamTypes, users } from '../../db/schema/index.ts';

const PAIR = 'GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG';
const LAMBDA = '/usr/share/doc/bowtie2/examples/reference/lambda_virus.fa.gz';
const present = fs.existsSync(LAMBDA);

const complement: Record<string, string> = { A: 'T', C: 'G', G: 'C', T: 'A', N: 'N' };
const reverseComplement = (s: string) => Array.from(s).toReversed().map((b) => complement[b]).join('');

let t: TestApp;
let genomeDir: string;
let lambda = '';

beforeAll(async () => {
  if (!present) return;
  genomeDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'genome-lambda-'));
  lambda = zlib.gunzipSync(fs.readFileSync(LAMBDA)).toString('latin1').split('\n').filter((l) => !l.startsWith('>')).join('').toUpperCase();
  await importGenome(genomeDir, 'lambda', LAMBDA, { title: 'Phage λ' });
  t = await createTestApp({ PUBLIC_URL: 'https://gene.example.com', GENOME_DIR: genomeDir });
  vi.spyOn(t.app.services.jobs, 'send').mockResolvedValue('queued');
  vi.spyOn(t.app.services.mail, 'send').mockResolvedValue('mail');
  await t.database.db.insert(pamTypes).values({ title: 'NGG (SpCas9)', sort: 0 });
}, 180_000);
afterAll(async () => {
  await t?.close();
  if (genomeDir) await fsp.rm(genomeDir, { recursive: true, force: true });
});

async function call(url: string, token: string | null, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: body, headers: token ? { authentication: token } : {} });
  return res.json() as { code: number; msg: string; data: any };
}

// Skipped (and named so in the report) where Debian's bowtie2-examples is not installed.
describe.skipIf(!present)('a genome search on phage λ with the real engine (needs bowtie2-examples)', () => {
  it('finds the guide’s own site on the minus strand at its exact position and scores it beside a pair line', { timeout: 120_000 }, async () => {
    // The first NGG site on the minus strand past position 20,000: its protospacer+PAM as read on that strand.
    const from = 20_000;
    let start = -1;
    for (let i = from; i < lambda.length - 23; i++) {
      // On the minus strand a 3' NGG reads as CCN on the plus strand, left of the protospacer.
      if (lambda[i] === 'C' && lambda[i + 1] === 'C' && !lambda.slice(i, i + 23).includes('N')) {
        start = i;
        break;
      }
    }
    const guide = reverseComplement(lambda.slice(start, start + 23));
    expect(guide.slice(21)).toBe('GG');

    const [user] = await t.database.db.insert(users).values({ email: 'lambda@example.com', password_hash: 'x', status: 1 }).returning();
    const { token } = await t.app.services.sessions.createSession(user.id);
    const genome = (await call('/help/getGenome', null)).data.find((g: { title: string }) => g.title === 'Phage λ');
    const pam = (await call('/help/getPamType', null)).data[0];
    const add = await call('/crisprNet/addJob', token, { title: 'λ', email: 'lambda@example.com', xulie: `${guide}\n${PAIR}`, type: pam.id, type1: genome.id, mismatches: 4, bulge: 'either' });
    expect(add).toMatchObject({ code: 200 });
    expect(await t.app.services.crispr.process(add.data.info)).toBe('finished');

    const job = (await call('/crisprNet/read', token, { id: add.data.info })).data;
    expect(job.status).toBe(3);
    type Row = { guide?: string; on_seq: string; off_seq: string; chrom?: string; position: number; strand: string; mismatches: number; bulge: string; CRISPR_Net_score: number };
    const all = job.jieguo as Row[];
    // The pair line is scored as it was given, beside the search (0.918… is the published score).
    expect(all.find((r) => !r.chrom)).toMatchObject({ on_seq: 'GAGTCCGAGCAGAAGAAGAAAGG', off_seq: 'GAGTTAGAGCAGAAGAAGAAAGG' });
    expect(all.find((r) => !r.chrom)!.CRISPR_Net_score).toBeCloseTo(0.918_467_9, 6);
    // λ is 48.5 kbp: a random guide has next to no near sites there, so its own site is the finding.
    const rows = all.filter((r) => r.chrom);
    const own = rows.find((r) => r.mismatches === 0 && r.bulge === 'none');
    expect(own).toMatchObject({ guide, off_seq: guide, strand: '-', position: start + 1 });
    expect(own!.CRISPR_Net_score).toBeGreaterThan(0.5);
    for (const row of rows) {
      const length = row.off_seq.replaceAll('_', '').length;
      const plus = lambda.slice(row.position - 1, row.position - 1 + length);
      expect(row.strand === '+' ? plus : reverseComplement(plus)).toBe(row.off_seq.replaceAll('_', ''));
      expect(row.CRISPR_Net_score).toBeGreaterThanOrEqual(0);
      expect(row.CRISPR_Net_score).toBeLessThanOrEqual(1);
    }
  });
});
