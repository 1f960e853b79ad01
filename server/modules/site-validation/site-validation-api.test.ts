// 验证这些位点 through the API on a real genome (phage λ, bowtie2-examples) with Debian's primer3:
// the owner of a finished genome-search job gets an amplicon order at status 0 with one sample per
// site, primers designed around it, made by the amplicon order service (so its rules and mails apply).
// Every rule has its test: ownership (another user's job is 404, nothing is made), login, the site
// limit, sites that are not in the result or have no genome position, unfinished and expired jobs,
// the amplicon length and Tm options, the top-N choice, and who may read an order's sites.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { importGenome } from 'crispr-net/genome';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { SITE_VALIDATION_LIMITS, SITE_VALIDATION_MESSAGES as M } from '../../../contracts/site-validation.ts';
import { CRISPR_MESSAGES } from '../../../contracts/crispr.ts';
import { ampliconOrders, ampliconSamples, crisprJobs, siteValidations } from '../../db/schema/index.ts';
import type { CrisprResultRow } from '../../db/schema/crispr.ts';
import { call, createUser } from '../../../test/support/order-test-kit.ts';

const LAMBDA = '/usr/share/doc/bowtie2/examples/reference/lambda_virus.fa.gz';
const present = fs.existsSync(LAMBDA) && fs.existsSync('/usr/bin/primer3_core');
const CHROM = 'gi|9626243|ref|NC_001416.1|';
const complement: Record<string, string> = { A: 'T', C: 'G', G: 'C', T: 'A', N: 'N' };
const reverseComplement = (s: string) => Array.from(s).toReversed().map((b) => complement[b]).join('');

let t: TestApp;
let genomeDir = '';
let lambda = '';

beforeAll(async () => {
  if (!present) return;
  genomeDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'validate-lambda-'));
  lambda = zlib.gunzipSync(fs.readFileSync(LAMBDA)).toString('latin1').split('\n').filter((l) => !l.startsWith('>')).join('').toUpperCase();
  await importGenome(genomeDir, 'lambda', LAMBDA, { title: 'Phage λ' });
  t = await createTestApp({ GENOME_DIR: genomeDir });
  vi.spyOn(t.app.services.mail, 'send').mockResolvedValue('mail');
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (genomeDir) await fsp.rm(genomeDir, { recursive: true, force: true });
});

/** A site of λ as the search stores it: 1-based leftmost + position, the off-target read on its strand. */
function site(position: number, strand: '+' | '-', score: number): CrisprResultRow {
  const plus = lambda.slice(position - 1, position - 1 + 23);
  const off = strand === '+' ? plus : reverseComplement(plus);
  return { guide: off, on_seq: off, off_seq: off, CRISPR_Net_score: score, chrom: CHROM, position, strand, mismatches: 0, bulge: 'none' };
}

const PAIR: CrisprResultRow = { on_seq: 'GAGTCCGAGCAGAAGAAGAAAGG', off_seq: 'GAGTTAGAGCAGAAGAAGAAAGG', CRISPR_Net_score: 0.9 };

/** A finished job of `uid` with these rows (a genome search unless `genome` is null). */
async function job(uid: number, rows: CrisprResultRow[], options: { genome?: string | null; status?: number; expires?: Date } = {}) {
  const genome = options.genome === undefined ? 'lambda' : options.genome;
  const [row] = await t.database.db
    .insert(crisprJobs)
    .values({
      uid,
      title: 'λ sites',
      xulie: 'x',
      status: options.status ?? 3,
      jieguo: rows,
      pair_count: rows.filter((r) => !r.chrom).length,
      guide_count: genome ? 1 : 0,
      genome,
      pam: genome ? 'NGG' : null,
      finished_at: new Date(),
      expires_at: options.expires ?? new Date(Date.now() + 3 * 24 * 3600 * 1000),
    })
    .returning({ id: crisprJobs.id });
  return row.id;
}

const SITES = () => [site(5_001, '+', 0.31), site(20_001, '-', 0.82), site(33_333, '+', 0.05), PAIR];

async function ordersOf(uid: number) {
  return t.database.db.select().from(ampliconOrders).where(eq(ampliconOrders.uid, uid));
}

describe.skipIf(!present)('验证这些位点 (needs primer3 and bowtie2-examples)', () => {
  it('makes the owner an amplicon order at status 0, one sample per site with primer3’s primers around it', { timeout: 60_000 }, async () => {
    const owner = await createUser(t, 'validator');
    const id = await job(owner.uid, SITES());
    const answer = await call(t, '/crisprNet/validateSites', owner.token, { id, sites: [0, 1, 2], product_min: 180, product_max: 280, tm: 60 });
    expect(answer).toMatchObject({ code: 200, msg: M.created, data: { count: 3, designed: 3 } });
    const oid = answer.data.info as number;

    const [order] = await ordersOf(owner.uid);
    expect(order).toMatchObject({ id: oid, status: 0, yangben_nums: 3, leixing: '扩增子检测' });
    const samples = (await call(t, '/amplicon/myAmpliconYangben', owner.token, { oid })).data as Record<string, any>[];
    expect(samples.map((s) => s.name)).toEqual(['S1-NC-001416-1-5001', 'S2-NC-001416-1-20001', 'S3-NC-001416-1-33333']);
    const rows = SITES();
    samples.forEach((sample, i) => {
      const row = rows[i] as Required<CrisprResultRow>;
      expect(sample).toMatchObject({ status: 0, type: '细胞渣', fenxi_leixing: '实验组', hexuanmei: 'SpCas9', is_yinwu: 0, xulie: row.off_seq, laiyuan: '其他' });
      // The primers are λ's own, on either side of the site, and the amplicon holds the site.
      expect(lambda).toContain(sample.zheng_xulie);
      expect(lambda).toContain(reverseComplement(sample.fan_xulie));
      expect(sample.kuozhan_xulie.length).toBeGreaterThanOrEqual(180);
      expect(sample.kuozhan_xulie.length).toBeLessThanOrEqual(280);
      expect(sample.kuozhan_xulie).toContain(lambda.slice(row.position - 1, row.position + 22));
      expect(sample.tuihuo_wendu).toMatch(/^\d+ °C$/);
      expect(sample.remark).toContain(`${row.chrom}:${row.position} (${row.strand})`);
    });

    // The order page's sites: predicted scores, nothing measured yet.
    const sites = await call(t, '/amplicon/orderSites', owner.token, { oid });
    expect(sites.data.sites.map((s: { label: string; score: number; strand: string }) => [s.label, s.score, s.strand])).toEqual([
      ['S1', 0.31, '+'],
      ['S2', 0.82, '-'],
      ['S3', 0.05, '+'],
    ]);
    expect(sites.data.comparison).toEqual({ points: [], pending: 3, spearman: null, disagreements: [] });
  });

  it('takes the top N sites by score when asked, leaving out typed pairs', { timeout: 60_000 }, async () => {
    const owner = await createUser(t, 'top');
    const id = await job(owner.uid, SITES());
    const answer = await call(t, '/crisprNet/validateSites', owner.token, { id, top: 2 });
    expect(answer.code).toBe(200);
    const sites = await call(t, '/amplicon/orderSites', owner.token, { oid: answer.data.info });
    expect(sites.data.sites.map((s: { position: number }) => s.position)).toEqual([20_001, 5_001]);
  });

  it('answers 404 for another user’s job and makes nothing; 401 without a login', async () => {
    const owner = await createUser(t, 'owner');
    const other = await createUser(t, 'other');
    const id = await job(owner.uid, SITES());
    const answer = await call(t, '/crisprNet/validateSites', other.token, { id, sites: [0] });
    expect(answer).toMatchObject({ status: 404, code: 404, msg: CRISPR_MESSAGES.notFound });
    expect(await ordersOf(other.uid)).toHaveLength(0);
    expect(await ordersOf(owner.uid)).toHaveLength(0);
    expect((await call(t, '/crisprNet/validateSites', null, { id, sites: [0] })).status).toBe(401);
  });

  it('refuses too many sites, none, a site not in the result and a typed pair, with their messages', async () => {
    const owner = await createUser(t, 'limits');
    const many = Array.from({ length: SITE_VALIDATION_LIMITS.maxSites + 1 }, (_, i) => site(1_000 + i * 400, '+', 0.1));
    const id = await job(owner.uid, [...many, PAIR]);
    const tooMany = Array.from({ length: SITE_VALIDATION_LIMITS.maxSites + 1 }, (_, i) => i);
    expect(await call(t, '/crisprNet/validateSites', owner.token, { id, sites: tooMany })).toMatchObject({ code: 201, msg: M.tooManySites });
    expect(await call(t, '/crisprNet/validateSites', owner.token, { id, top: SITE_VALIDATION_LIMITS.maxSites + 1 })).toMatchObject({ code: 201, msg: M.tooManySites });
    expect(await call(t, '/crisprNet/validateSites', owner.token, { id, sites: [] })).toMatchObject({ code: 201, msg: M.noSites });
    expect(await call(t, '/crisprNet/validateSites', owner.token, { id })).toMatchObject({ code: 201, msg: M.noSites });
    expect(await call(t, '/crisprNet/validateSites', owner.token, { id, sites: [0, 5000] })).toMatchObject({ code: 201, msg: M.siteMissing });
    expect(await call(t, '/crisprNet/validateSites', owner.token, { id, sites: [0, many.length] })).toMatchObject({ code: 201, msg: M.pairsOnly });
    expect(await ordersOf(owner.uid)).toHaveLength(0);
    // The limit itself passes the count: a full plate of a genome that is gone is refused for the genome
    // (designing 96 sites is left out: it takes seconds, more on a busy machine).
    const gone = await job(owner.uid, many, { genome: 'removed' });
    const full = Array.from({ length: SITE_VALIDATION_LIMITS.maxSites }, (_, i) => i);
    expect(await call(t, '/crisprNet/validateSites', owner.token, { id: gone, sites: full })).toMatchObject({ code: 201, msg: M.genomeGone });
    expect(await call(t, '/crisprNet/validateSites', owner.token, { id: gone, top: SITE_VALIDATION_LIMITS.maxSites })).toMatchObject({ code: 201, msg: M.genomeGone });
  });

  it('refuses a result of pairs only, an unfinished job and an expired one', async () => {
    const owner = await createUser(t, 'states');
    const pairs = await job(owner.uid, [PAIR], { genome: null });
    expect(await call(t, '/crisprNet/validateSites', owner.token, { id: pairs, sites: [0] })).toMatchObject({ code: 201, msg: M.pairsOnly });
    const running = await job(owner.uid, [], { status: 1 });
    expect(await call(t, '/crisprNet/validateSites', owner.token, { id: running, sites: [0] })).toMatchObject({ code: 201, msg: M.notFinished });
    const expired = await job(owner.uid, SITES(), { expires: new Date(t.clock.ms() - 1000) });
    expect(await call(t, '/crisprNet/validateSites', owner.token, { id: expired, sites: [0] })).toMatchObject({ code: 201, msg: CRISPR_MESSAGES.expired });
    expect(await ordersOf(owner.uid)).toHaveLength(0);
  });

  it('checks the amplicon length and Tm options', async () => {
    const owner = await createUser(t, 'options');
    const id = await job(owner.uid, SITES());
    for (const options of [{ product_min: 100 }, { product_max: 400 }, { product_min: 280, product_max: 200 }]) {
      expect(await call(t, '/crisprNet/validateSites', owner.token, { id, sites: [0], ...options })).toMatchObject({ code: 201, msg: M.productRange });
    }
    for (const tm of [45, 75, 'hot']) {
      expect(await call(t, '/crisprNet/validateSites', owner.token, { id, sites: [0], tm })).toMatchObject({ code: 201, msg: M.tmRange });
    }
  });

  it('asks the company to design primers where primer3 finds none (a site at λ’s very end)', { timeout: 30_000 }, async () => {
    const owner = await createUser(t, 'edge');
    const id = await job(owner.uid, [site(lambda.length - 22, '+', 0.4)]);
    const answer = await call(t, '/crisprNet/validateSites', owner.token, { id, sites: [0] });
    expect(answer).toMatchObject({ code: 200, data: { count: 1, designed: 0 } });
    const [sample] = (await call(t, '/amplicon/myAmpliconYangben', owner.token, { oid: answer.data.info })).data;
    expect(sample).toMatchObject({ is_yinwu: 1, zheng_xulie: null, kuozhan_xulie: null });
    expect(lambda.endsWith(sample.yinwu_xulie)).toBe(true);
  });

  it('shows an order’s sites to its owner only; a sample deleted at review takes its site along', { timeout: 30_000 }, async () => {
    const owner = await createUser(t, 'reader');
    const other = await createUser(t, 'stranger');
    const id = await job(owner.uid, SITES());
    const oid = (await call(t, '/crisprNet/validateSites', owner.token, { id, sites: [0, 1] })).data.info;
    expect(await call(t, '/amplicon/orderSites', other.token, { oid })).toMatchObject({ code: 404 });
    const [first] = await t.database.db.select().from(ampliconSamples).where(eq(ampliconSamples.oid, oid)).orderBy(ampliconSamples.id);
    expect((await call(t, '/amplicon/delYangben', owner.token, { id: first.id })).code).toBe(200);
    const left = await t.database.db.select().from(siteValidations).where(eq(siteValidations.oid, oid));
    expect(left.map((s) => s.label)).toEqual(['S2']);
  });
});
