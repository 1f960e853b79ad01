// /crisprNet/export through app.inject: a genome search job (the small test engine, the real
// annotation store) exported as CSV, TSV, BED and XLSX with their headers and names; the gene and exon
// of an annotated genome in each; the stored CSV unchanged; only the owner downloads (as reading).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { readAnnotation } from 'crispr-net/genome';
import { buildAnnotation, storeAnnotation } from '../../../packages/crispr-net/src/genome-annotation.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createTestGenomeEngine, reverseComplement } from '../../../test/support/test-genome-engine.ts';
import { createRng } from '../../db/seed/prng.ts';
import { pamTypes, users } from '../../db/schema/index.ts';
import type { GenomeEngine } from './genome-engine.ts';

const rng = createRng(33);
const randomBases = (n: number) => Array.from({ length: n }, () => 'ACGT'[Math.floor(rng() * 4)]).join('');
const SPACER = 'GACGCATAAAGATGAGACGC';
const GUIDE = `${SPACER}TGG`;
const PAIR = 'GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG';
const TWO_MM = `${SPACER.slice(0, 2)}T${SPACER.slice(3, 9)}C${SPACER.slice(10)}AGG`;
// chrT: the exact site at 101 (0-based 100-122), inside gene Tgene's first exon; chrU: a 2-mismatch site on the minus strand at 201.
const FASTA = `>chrT\n${randomBases(100)}${GUIDE}${randomBases(877)}\n>chrU\n${randomBases(200)}${reverseComplement(TWO_MM)}${randomBases(777)}\n`;

let t: TestApp;
let sources: string;
let genomeDir: string;
let pamId: number;
const engine = createTestGenomeEngine();
// The test engine stores genomes its own way; annotations are read by the real engine's store.
const withAnnotations: GenomeEngine = { ...engine, readAnnotation: (dir, name) => readAnnotation(dir, name) };

async function login(email: string) {
  const [row] = await t.database.db.insert(users).values({ email, password_hash: 'x', status: 1, lang: 'zh' }).returning({ id: users.id });
  return (await t.app.services.sessions.createSession(row.id)).token;
}

async function call(url: string, token: string | null, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: body, headers: token ? { authentication: token } : {} });
  return res.json() as { code: number; msg: string; data: any };
}

const exportOf = (token: string | null, query: string) => t.app.inject({ method: 'GET', url: `/api/v1/crisprNet/export?${query}`, headers: token ? { authentication: token } : {} });

async function genomeId(title: string): Promise<number> {
  return (await call('/help/getGenome', null)).data.find((g: { title: string }) => g.title === title).id;
}

async function runJob(email: string, body: Record<string, unknown>) {
  const token = await login(email);
  const add = await call('/crisprNet/addJob', token, { title: 'export', ...body });
  expect(add).toMatchObject({ code: 200 });
  await t.app.services.crispr.process(add.data.info);
  return { token, id: add.data.info as number, job: (await call('/crisprNet/read', token, { id: add.data.info })).data };
}

beforeAll(async () => {
  sources = await fs.mkdtemp(path.join(os.tmpdir(), 'export-src-'));
  genomeDir = path.join(sources, 'genomes');
  t = await createTestApp({ GENOME_DIR: genomeDir }, { genomeEngine: async () => withAnnotations });
  vi.spyOn(t.app.services.jobs, 'send').mockResolvedValue('queued');
  vi.spyOn(t.app.services.mail, 'send').mockResolvedValue('mail');
  [{ id: pamId }] = await t.database.db.insert(pamTypes).values({ title: 'NGG (SpCas9)', sort: 0 }).returning();
  const file = path.join(sources, 'g.fa');
  await fs.writeFile(file, FASTA);
  await engine.importGenome(genomeDir, 'annotated', file, { title: 'Annotated' });
  await engine.importGenome(genomeDir, 'plain', file, { title: 'Plain' });
  const annotation = buildAnnotation(
    [
      { kind: 'gene', chrom: 'chrT', start: 90, end: 400, name: 'Tgene' },
      { kind: 'exon', chrom: 'chrT', start: 120, end: 130, name: 'Tgene' },
    ],
    'test',
    true,
  );
  await storeAnnotation(path.join(genomeDir, 'annotated'), annotation);
});
afterAll(async () => {
  await t?.close();
  await fs.rm(sources, { recursive: true, force: true });
});

describe('/crisprNet/export', () => {
  let token: string;
  let id: number;
  let job: any;
  beforeAll(async () => {
    ({ token, id, job } = await runJob('owner@example.com', { xulie: `${PAIR}\n${GUIDE}`, type1: await genomeId('Annotated'), type: pamId, mismatches: 3 }));
  });

  it('names the gene and exon of each site of an annotated genome (the typed pair has none)', () => {
    expect(job.jieguo.map((r: any) => [r.chrom, r.gene, r.exon])).toEqual([
      [undefined, undefined, undefined],
      ['chrT', 'Tgene', true],
      ['chrU', '', false],
    ]);
    // The genome's sequences travel with the result, for the per-chromosome picture.
    expect(job.search.chromosomes).toEqual([
      { name: 'chrT', length: 1000 },
      { name: 'chrU', length: 1000 },
    ]);
  });

  it('still reads the result when the genome list cannot be read, without the sequences', async () => {
    vi.spyOn(withAnnotations, 'listGenomes').mockRejectedValueOnce(new Error('disk gone'));
    const read = await call('/crisprNet/read', token, { id });
    expect(read.code).toBe(200);
    expect(read.data.search.chromosomes).toBeUndefined();
    expect(read.data.jieguo).toHaveLength(3);
  });

  it('answers CSV with the stored columns plus gene and in_exon, named by the job', async () => {
    const res = await exportOf(token, `id=${id}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="CRISPR-Net-${id}.csv"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('guide,chrom,position,strand,mismatches,bulge,on_seq,off_seq,CRISPR_Net_score,gene,in_exon');
    expect(lines[1]).toMatch(new RegExp(`^,,,,,,${PAIR},0\\.\\d+,,$`));
    expect(lines[2]).toMatch(new RegExp(`^${GUIDE},chrT,101,\\+,0,none,${GUIDE},${GUIDE},0\\.\\d+,Tgene,yes$`));
    expect(lines[3]).toMatch(new RegExp(`^${GUIDE},chrU,201,-,2,none,${GUIDE},${TWO_MM},0\\.\\d+,,no$`));
    // The stored CSV of /crisprNet/read is as it was (no annotation columns).
    const stored = await t.app.inject({ method: 'GET', url: job.out_csvfile });
    expect(stored.body.split('\n')[0]).toBe('guide,chrom,position,strand,mismatches,bulge,on_seq,off_seq,CRISPR_Net_score');
  });

  it('answers TSV with the same rows separated by tabs', async () => {
    const res = await exportOf(token, `id=${id}&format=tsv`);
    expect(res.headers['content-type']).toBe('text/tab-separated-values; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="CRISPR-Net-${id}.tsv"`);
    const csv = (await exportOf(token, `id=${id}&format=csv`)).body;
    expect(res.body).toBe(csv.replaceAll(',', '\t'));
  });

  it('answers BED6 with a track line: 0-based starts, guide/off-target names, scores scaled to 0-1000, strands', async () => {
    const res = await exportOf(token, `id=${id}&format=bed`);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="CRISPR-Net-${id}.bed"`);
    const [track, ...lines] = res.body.trim().split('\n');
    expect(track).toBe(`track name="CRISPR-Net-${id}" description="CRISPR-Net job ${id}: off-target sites, score = CRISPR-Net x 1000" useScore=1`);
    const scores = job.jieguo.slice(1).map((r: any) => String(Math.round(r.CRISPR_Net_score * 1000)));
    expect(lines).toEqual([`chrT\t100\t123\t${GUIDE}/${GUIDE}\t${scores[0]}\t+`, `chrU\t200\t223\t${GUIDE}/${TWO_MM}\t${scores[1]}\t-`]);
  });

  it('answers XLSX with the sites and a guides sheet carrying the aggregate off-target score', async () => {
    const res = await exportOf(token, `id=${id}&format=xlsx`);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="CRISPR-Net-${id}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['sites', 'guides']);
    const sites = book.getWorksheet('sites')!;
    expect(sites.rowCount).toBe(4);
    expect((sites.getRow(3).values as unknown[]).slice(1)).toEqual([GUIDE, 'chrT', 101, '+', 0, 'none', GUIDE, GUIDE, job.jieguo[1].CRISPR_Net_score, 'Tgene', 'yes']);
    const guides = book.getWorksheet('guides')!;
    const header = (guides.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 7)).toEqual(['rank', 'guide', 'sites', 'off_target_score', 'high_scoring_off_targets', 'on_target', 'on_target_score']);
    const row = (guides.getRow(2).values as unknown[]).slice(1);
    // One off-target (chrU): the aggregate is its score alone; the intended site is chrT.
    expect(row.slice(0, 7)).toEqual([1, GUIDE, 2, job.jieguo[2].CRISPR_Net_score, expect.any(Number), 'chrT:101(+)', job.jieguo[1].CRISPR_Net_score]);
    expect(row.slice(7, 11)).toEqual([1, 0, 1, 0]);
  });

  it('lets only the owner download: another user gets 404 as reading gives, no session 401, a bad format the message', async () => {
    const stranger = await login('stranger@example.com');
    for (const format of ['csv', 'tsv', 'bed', 'xlsx']) {
      const res = await exportOf(stranger, `id=${id}&format=${format}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '任务不存在', data: null });
    }
    expect((await call('/crisprNet/read', stranger, { id })).code).toBe(404);
    expect((await exportOf(null, `id=${id}&format=csv`)).statusCode).toBe(401);
    expect((await exportOf(token, `id=${id}&format=pdf`)).json()).toMatchObject({ code: 201, msg: '请选择导出格式：CSV、TSV、BED 或 XLSX' });
  });
});

describe('/crisprNet/export of other jobs', () => {
  it('without an annotation the CSV is byte for byte the stored CSV', async () => {
    const { token, id, job } = await runJob('plain@example.com', { xulie: `${PAIR}\n${GUIDE}`, type1: await genomeId('Plain'), type: pamId, mismatches: 3 });
    const stored = await t.app.inject({ method: 'GET', url: job.out_csvfile });
    expect((await exportOf(token, `id=${id}&format=csv`)).body).toBe(stored.body);
  });

  it('a job of pairs only exports CSV but has no BED; an unfinished job has nothing yet', async () => {
    const { token, id } = await runJob('pairs@example.com', { xulie: PAIR });
    expect((await exportOf(token, `id=${id}&format=csv`)).body).toMatch(/^on_seq,off_seq,CRISPR_Net_score\n/);
    expect((await exportOf(token, `id=${id}&format=bed`)).json()).toMatchObject({ code: 201, msg: 'BED 文件只含基因组位点，该任务没有在基因组中找到的位点' });
    const other = await login('running@example.com');
    const add = await call('/crisprNet/addJob', other, { title: 'running', xulie: PAIR });
    expect((await exportOf(other, `id=${add.data.info}&format=csv`)).json()).toMatchObject({ code: 201, msg: '任务尚未完成，暂无结果可导出' });
  });
});
