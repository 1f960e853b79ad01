// Genome search jobs through app.inject, with a small real engine (test/support/test-genome-engine.ts)
// over genomes written here: the genome list from GENOME_DIR, guide lines needing a genome and a
// searchable PAM, the limits and their messages, a mixed job's rows, CSV and e-mail, a search that
// finds no site (done, not failed), a repeat that hits the site limit, and the search time limit.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createTestGenomeEngine, reverseComplement } from '../../../test/support/test-genome-engine.ts';
import { createRng } from '../../db/seed/prng.ts';
import { crisprJobs, genomes, pamTypes, users } from '../../db/schema/index.ts';
import type { MailMessage } from '../mail/service.ts';
import type { GenomeEngine } from './genome-engine.ts';

// The app's CRISPR-Net service searches with the test engine of the moment (a test swaps it).
const current = { engine: null as GenomeEngine | null };
const engineOfTheMoment = async (): Promise<GenomeEngine> => {
  const e = () => current.engine!;
  return {
    listGenomes: (...a) => e().listGenomes(...a),
    importGenome: (...a) => e().importGenome(...a),
    searchGenome: (...a) => e().searchGenome(...a),
    scorePairs: (...a) => e().scorePairs(...a),
    isTimeout: (error) => e().isTimeout(error),
    isInputError: (error) => e().isInputError(error),
  };
};

let t: TestApp;
let sendMail: ReturnType<typeof vi.fn>;
let genomeDir: string;
let sources: string;
const pam: Record<string, number> = {};

const rng = createRng(19);
const randomBases = (n: number) => Array.from({ length: n }, () => 'ACGT'[Math.floor(rng() * 4)]).join('');
const SPACER = 'GACGCATAAAGATGAGACGC';
const GUIDE = `${SPACER}TGG`;
const PAIR = 'GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG';
// chrT: the exact site at 101; chrU: a site with 2 mismatches (positions 3 and 10) on the minus strand at 201.
const TWO_MM = `${SPACER.slice(0, 2)}T${SPACER.slice(3, 9)}C${SPACER.slice(10)}AGG`;
const chrT = randomBases(100) + `${SPACER}TGG` + randomBases(1877);
const chrU = randomBases(200) + reverseComplement(TWO_MM) + randomBases(777);

async function login(email: string, lang: 'zh' | 'en' = 'zh') {
  const [row] = await t.database.db.insert(users).values({ email, password_hash: 'x', status: 1, lang }).returning({ id: users.id });
  const { token } = await t.app.services.sessions.createSession(row.id);
  return { uid: row.id, token };
}

async function call(url: string, token: string | null, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: body, headers: token ? { authentication: token } : {} });
  return res.json() as { code: number; msg: string; data: any };
}

async function importGenome(name: string, title: string, fasta: string) {
  const file = path.join(sources, `${name}.fa`);
  await fs.writeFile(file, fasta);
  await current.engine!.importGenome(genomeDir, name, file, { title });
}

async function genomeId(title: string): Promise<number> {
  const list = await call('/help/getGenome', null);
  return list.data.find((g: any) => g.title === title).id;
}

/** Submits, runs the worker's part and answers the job as read by its owner. */
async function runJob(email: string, body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') {
  const { token } = await login(email, lang);
  const add = await call('/crisprNet/addJob', token, { title: 'search', email, ...body });
  expect(add).toMatchObject({ code: 200 });
  await t.app.services.crispr.process(add.data.info);
  return { token, id: add.data.info as number, job: (await call('/crisprNet/read', token, { id: add.data.info })).data };
}

beforeAll(async () => {
  sources = await fs.mkdtemp(path.join(os.tmpdir(), 'genome-src-'));
  genomeDir = path.join(sources, 'genomes');
  current.engine = createTestGenomeEngine();
  t = await createTestApp({ PUBLIC_URL: 'https://gene.example.com', GENOME_DIR: genomeDir }, { genomeEngine: engineOfTheMoment });
  vi.spyOn(t.app.services.jobs, 'send').mockResolvedValue('queued');
  sendMail = vi.spyOn(t.app.services.mail, 'send').mockResolvedValue('mail') as any;
  const rows = await t.database.db
    .insert(pamTypes)
    .values(['NGG (SpCas9)', 'NAG (SpCas9)', 'NG (SpCas9-NG)', 'NNGRRT (SaCas9)', 'TTTV (AsCas12a)'].map((title, sort) => ({ title, sort })))
    .returning();
  for (const row of rows) pam[row.title.split(' ')[0]] = row.id;
  // A seeded title with no folder: never offered, never searched.
  await t.database.db.insert(genomes).values({ title: 'hg38 (人 GRCh38)', sort: 0 });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(sources, { recursive: true, force: true });
});

describe('/help/getGenome', () => {
  it('answers {id, title} of the genomes present in GENOME_DIR only, with stable ids', async () => {
    expect((await call('/help/getGenome', null)).data).toEqual([]);
    await importGenome('test', 'Test genome', `>chrT\n${chrT}\n>chrU\n${chrU}\n`);
    const first = await call('/help/getGenome', null);
    expect(first.data).toEqual([{ id: expect.any(Number), title: 'Test genome' }]);
    expect((await call('/help/getGenome', null)).data).toEqual(first.data);
    const [row] = await t.database.db.select().from(genomes).where(eq(genomes.name, 'test'));
    expect(row.id).toBe(first.data[0].id);
  });
});

describe('addJob with guides', () => {
  it('needs a genome, one with a folder, and a PAM type the model can score', async () => {
    const { token } = await login('rules-genome@example.com');
    const add = (body: Record<string, unknown>) => call('/crisprNet/addJob', token, { title: 'g', xulie: `${PAIR}\n${GUIDE}`, ...body });
    expect((await add({})).msg).toBe('单独一条序列的行按 sgRNA 在基因组中搜索，请选择参考基因组');
    const [hg38] = await t.database.db.select().from(genomes).where(eq(genomes.title, 'hg38 (人 GRCh38)'));
    expect((await add({ type1: hg38.id })).msg).toBe('所选参考基因组已不在服务器上，请重新选择');
    expect((await add({ type1: 99999 })).msg).toBe('请选择正确的选项');
    const id = await genomeId('Test genome');
    expect((await add({ type1: id, type: pam.NNGRRT })).msg).toMatch(/^PAM 类型「NNGRRT \(SaCas9\)」不能用于基因组搜索：CRISPR-Net 只为 20 个碱基加 3′ 端 3 个碱基 PAM/);
    expect((await add({ type1: id, type: pam.TTTV })).msg).toContain('Cas12a 的 PAM（TTTV）在 5′ 端');
    expect((await add({ type1: id, mismatches: 7 })).msg).toBe('最大错配数应为0-6的整数');
    expect((await add({ type1: id, bulge: 'both' })).msg).toBe('请选择凸起类型：无、DNA凸起、RNA凸起或任一');
    expect((await add({ type1: id, xulie: Array(21).fill(GUIDE).join('\n') })).msg).toBe('每个任务最多搜索20条 sgRNA（每条都在整个基因组中搜索）');
    expect(await t.database.db.select().from(crisprJobs)).toEqual([]);
  });

  it('records the search settings: NG searches NGN, 20 guides are accepted, a csv guide needs a genome too', async () => {
    const { token, uid } = await login('settings@example.com');
    const id = await genomeId('Test genome');
    const ok = await call('/crisprNet/addJob', token, { title: 'ng', xulie: Array(20).fill(GUIDE).join('\n'), type1: id, type: pam.NG, mismatches: 2, bulge: 'rna' });
    expect(ok.code).toBe(200);
    const [row] = await t.database.db.select().from(crisprJobs).where(eq(crisprJobs.uid, uid));
    expect(row).toMatchObject({ genome: 'test', pam: 'NGN', mismatches: 2, bulge: 'rna', guide_count: 20, pair_count: 0 });

    const other = await login('csv-guide@example.com');
    const boundary = '----g';
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/index?purpose=crispr',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="g.csv"\r\nContent-Type: text/csv\r\n\r\n${GUIDE}\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authentication: other.token },
    });
    const csvfile = upload.json().data[0].url;
    expect((await call('/crisprNet/addJob', other.token, { title: 'csv', csvfile })).msg).toBe('单独一条序列的行按 sgRNA 在基因组中搜索，请选择参考基因组');
  });
});

describe('a search job', () => {
  it('searches the guides, scores sites and pairs, stores located rows, the CSV and the e-mail', async () => {
    sendMail.mockClear();
    const engine = current.engine as ReturnType<typeof createTestGenomeEngine>;
    const { job, token } = await runJob('mixed@example.com', { xulie: `${PAIR}\n${GUIDE.toLowerCase()}`, type1: await genomeId('Test genome'), type: pam.NGG });
    expect(engine.searches.at(-1)).toEqual({ pam: 'NGG', mismatches: 4, bulge: 'none', maxSitesPerGuide: 2000, timeoutMs: 120_000 });
    expect(job).toMatchObject({ status: 3, pair_count: 1, guide_count: 1, search: { genome: 'test', genome_title: 'Test genome', pam: 'NGG', mismatches: 4, bulge: 'none' } });
    expect(job.search.guides).toEqual([{ guide: GUIDE, sites: 2, truncated: false, note: null }]);
    // The typed pair keeps today's three fields and comes first.
    expect(job.jieguo[0]).toEqual({ on_seq: PAIR.split(',')[0], off_seq: PAIR.split(',')[1], CRISPR_Net_score: expect.any(Number) });
    const sites = job.jieguo.slice(1);
    expect(sites).toEqual([
      { guide: GUIDE, on_seq: GUIDE, off_seq: GUIDE, chrom: 'chrT', position: 101, strand: '+', mismatches: 0, bulge: 'none', CRISPR_Net_score: expect.any(Number) },
      { guide: GUIDE, on_seq: GUIDE, off_seq: TWO_MM, chrom: 'chrU', position: 201, strand: '-', mismatches: 2, bulge: 'none', CRISPR_Net_score: expect.any(Number) },
    ]);
    // Coordinates are the genome's: the minus-strand site read back from chrU.
    expect(reverseComplement(chrU.slice(200, 223))).toBe(TWO_MM);
    expect(sites[0].CRISPR_Net_score).toBeGreaterThan(0.5);

    const file = await t.app.inject({ method: 'GET', url: job.out_csvfile });
    const lines = file.body.trim().split('\n');
    expect(lines[0]).toBe('guide,chrom,position,strand,mismatches,bulge,on_seq,off_seq,CRISPR_Net_score');
    expect(lines[1]).toMatch(new RegExp(`^,,,,,,${PAIR},0\\.9`));
    expect(lines[3]).toMatch(new RegExp(`^${GUIDE},chrU,201,-,2,none,${GUIDE},${TWO_MM},0\\.\\d+$`));

    const mail = sendMail.mock.calls.map(([m]) => m as MailMessage).find((m) => m.to === 'mixed@example.com');
    const high = sites.slice(1).filter((s: any) => s.CRISPR_Net_score >= 0.5).length;
    expect(mail?.text).toContain(`高分脱靶位点（CRISPR-Net 评分 ≥ 0.5，不含 sgRNA 自身的在靶位点）共 ${high} 个`);
    expect(mail?.text).toContain(`${GUIDE}：候选位点 2 个，其中高分 ${high} 个`);
    expect((await call('/crisprNet/read', token, { id: job.id })).data.search.guides).toHaveLength(1);
  });

  it('finds a site with a DNA bulge when bulges are asked for', async () => {
    const bulged = `${SPACER.slice(0, 8)}C${SPACER.slice(8)}CGG`;
    await importGenome('bulge', 'Bulge genome', `>chrB\n${randomBases(50)}${bulged}${randomBases(50)}\n`);
    const { job } = await runJob('bulge@example.com', { xulie: GUIDE, type1: await genomeId('Bulge genome'), mismatches: 0, bulge: 'dna' });
    expect(job.jieguo).toEqual([
      expect.objectContaining({ chrom: 'chrB', position: 51, strand: '+', mismatches: 0, bulge: 'DNA', off_seq: bulged, on_seq: expect.stringMatching(/^[ACGT]+_[ACGT]+TGG$/) }),
    ]);
  });

  it('keeps the first 2,000 sites of a guide in a repeat and says so, without failing', async () => {
    await importGenome('repeat', 'Repeat genome', `>chrR\n${`${SPACER}TGGA`.repeat(2003)}\n`);
    const { job } = await runJob('repeat@example.com', { xulie: GUIDE, type1: await genomeId('Repeat genome'), mismatches: 0 });
    expect(job.status).toBe(3);
    expect(job.jieguo).toHaveLength(2000);
    expect(job.search.guides).toEqual([
      { guide: GUIDE, sites: 2000, truncated: true, note: '该 sgRNA 的候选位点超过2000个（可能位于重复序列），只保留了前2000个' },
    ]);
  });

  it('ends a search that finds no site at all 已完成 with an empty result, and its mail says no site was found (Chinese and English)', async () => {
    // Poly-A has no G on either strand: no NGG site anywhere.
    await importGenome('nothing', 'Nothing genome', `>chrA\n${'A'.repeat(300)}\n`);
    const genome = await genomeId('Nothing genome');
    sendMail.mockClear();
    const { job, token } = await runJob('nothing@example.com', { xulie: GUIDE, type1: genome, type: pam.NGG });
    expect(job).toMatchObject({ status: 3, error: null, jieguo: [], guide_count: 1, search: { genome: 'nothing', pam: 'NGG' } });
    expect(job.search.guides).toEqual([{ guide: GUIDE, sites: 0, truncated: false, note: null }]);
    const file = await t.app.inject({ method: 'GET', url: job.out_csvfile });
    expect(file.body).toBe('guide,chrom,position,strand,mismatches,bulge,on_seq,off_seq,CRISPR_Net_score\n');
    expect((await call('/crisprNet/read', token, { id: job.id })).data.status).toBe(3);

    const mails = sendMail.mock.calls.map(([m]) => m as MailMessage);
    const zh = mails.find((m) => m.to === 'nothing@example.com');
    expect(zh?.subject).toBe('CRISPR-Net 任务已完成：search');
    expect(zh?.text).toContain('所有 sgRNA 在参考基因组中均未找到候选位点，没有需要评分的位点。');
    expect(zh?.text).not.toMatch(/处理失败|no sequence pairs/);

    const english = await runJob('nothing-en@example.com', { xulie: GUIDE, type1: genome, type: pam.NGG }, 'en');
    expect(english.job).toMatchObject({ status: 3, jieguo: [] });
    const en = sendMail.mock.calls.map(([m]) => m as MailMessage).find((m) => m.to === 'nothing-en@example.com');
    expect(en?.subject).toBe('CRISPR-Net job finished: search');
    expect(en?.text).toContain('No candidate site was found in the reference genome for any sgRNA, so there was nothing to score.');
    expect(en?.text).not.toMatch(/failed|no sequence pairs/);
  });

  it('names a guide that found no site beside one that did, in the mail', async () => {
    const NOWHERE = 'CCCCCCCCCCCCCCCCCCCCTGG';
    sendMail.mockClear();
    const { job } = await runJob('half@example.com', { xulie: `${GUIDE}\n${NOWHERE}`, type1: await genomeId('Test genome'), type: pam.NGG, mismatches: 0 });
    expect(job.status).toBe(3);
    expect(job.search.guides).toEqual([
      { guide: GUIDE, sites: 1, truncated: false, note: null },
      { guide: NOWHERE, sites: 0, truncated: false, note: null },
    ]);
    const mail = sendMail.mock.calls.map(([m]) => m as MailMessage).find((m) => m.to === 'half@example.com');
    expect(mail?.text).toContain(`${GUIDE}：候选位点 1 个，其中高分 0 个`);
    expect(mail?.text).toContain(`${NOWHERE}：未找到候选位点`);
  });

  it('fails a search past the time limit with a message naming it', async () => {
    // About 6 kb per strand at 0.01 window/ms is far past 120 s.
    current.engine = createTestGenomeEngine({ windowsPerMs: 0.01 });
    try {
      const { job } = await runJob('slow@example.com', { xulie: GUIDE, type1: await genomeId('Test genome') });
      expect(job).toMatchObject({ status: 2, error: '基因组搜索超过120秒的时间上限，请减少 sgRNA 数量或最大错配数后重新提交', jieguo: [] });
    } finally {
      current.engine = createTestGenomeEngine();
    }
  });
});
