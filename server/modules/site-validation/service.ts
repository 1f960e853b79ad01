// Validating CRISPR-Net sites by amplicon sequencing (issue 34 point 5, decision 0075).
// - Only the job's owner sends its sites (another user's job answers 404, as reading it does); the job
//   must be finished and not expired; at most SITE_VALIDATION_LIMITS.maxSites sites, each a row of the
//   result that a genome search found (a typed pair has no genome position: refused with the reason).
// - Primers are designed around each site by primer3 (primer-design.ts) on the job's genome; a site
//   primer3 finds no pair for asks the company to design them (is_yinwu=1 with the flanking sequence).
// - The order is made by the amplicon order service (createOrderWith), every sample through the same
//   checkSample as the form, so every rule of an amplicon order applies; it waits at status 0 for the
//   customer's review, and the sites' records commit with it.
// - Staff upload each site's measured indel % (site-table.ts); the order page compares it with the score.
import type { CrisprResultRow } from '../../../contracts/api/crispr.ts';
import { checkSample, type SampleValues } from '../../../contracts/order-sample.ts';
import { ORDER_MESSAGES } from '../../../contracts/order.ts';
import { SITE_VALIDATION_LIMITS, SITE_VALIDATION_MESSAGES, type PrimerOptions } from '../../../contracts/site-validation.ts';
import type { Database } from '../../db/client.ts';
import { actorOf, type AuthStaff } from '../../http/auth-staff.ts';
import { parsePool, type ParsePool } from '../../parsing/parse-pool.ts';
import { parseRefusal } from '../../parsing/parse-refusal.ts';
import { ownBytes } from '../../parsing/parse-tasks.ts';
import type { AuditService } from '../audit/service.ts';
import { notFound, refuse } from '../../http/errors.ts';
import type { CrisprService } from '../crispr/service.ts';
import type { SampleOrderService } from '../order/service.ts';
import { compareSites } from './comparison.ts';
import { designPrimers, PrimerDesignError, type PrimerDesign, type Primer3Runner } from './primer-design.ts';
import { createSiteValidationRepo, type SiteRow } from './repo.ts';
import { readIndels, SITE_TABLE_LIMITS, TABLE_REFUSALS } from './site-table.ts';
import { siteTemplate } from './site-template.ts';

const L = SITE_VALIDATION_LIMITS;
const M = SITE_VALIDATION_MESSAGES;

export interface SiteValidationDeps {
  crispr: Pick<CrisprService, 'resultOf' | 'readRegion'>;
  amplicon: Pick<SampleOrderService, 'createOrderWith'>;
  /** primer3_core and its time limit (tests may give another program). */
  primer3?: Partial<Primer3Runner>;
  audit: Pick<AuditService, 'record'>;
  /** Where per-site tables are read (this process's parse pool unless a test gives its own). */
  parsePool?: ParsePool;
  now?: () => Date;
}

export interface ValidateRequest {
  id: number;
  sites?: number[];
  top?: number;
  product_min: number;
  product_max: number;
  tm: number;
}

/** A located site of the result: its place among the rows and the row. */
type Located = { index: number; row: CrisprResultRow & { chrom: string; position: number; strand: '+' | '-' } };

const located = (row: CrisprResultRow): row is Located['row'] => typeof row.chrom === 'string' && typeof row.position === 'number' && (row.strand === '+' || row.strand === '-');

/** Which sites the customer asked for: the ticked places, or the N best-scored located sites. */
function chosenSites(rows: readonly CrisprResultRow[], request: ValidateRequest): Located[] {
  if (request.sites && request.sites.length > 0) {
    const places = [...new Set(request.sites)];
    if (places.length > L.maxSites) throw refuse(M.tooManySites);
    return places.map((index) => {
      const row = rows[index];
      if (!row) throw refuse(M.siteMissing);
      if (!located(row)) throw refuse(M.pairsOnly);
      return { index, row };
    });
  }
  const all = rows.flatMap((row, index) => (located(row) ? [{ index, row }] : []));
  if (all.length === 0) throw refuse(M.pairsOnly);
  return all.toSorted((a, b) => b.row.CRISPR_Net_score - a.row.CRISPR_Net_score || a.index - b.index).slice(0, request.top ?? 0);
}

/** The sample's species from the genome's folder name and title (the form's three choices). */
function species(genome: string, title: string): { laiyuan: string; laiyuan_other: string | null } {
  if (/hg38/i.test(genome)) return { laiyuan: 'human hg38', laiyuan_other: null };
  if (/mm10/i.test(genome)) return { laiyuan: 'mouse mm10', laiyuan_other: null };
  return { laiyuan: '其他', laiyuan_other: `CRISPR-Net 基因组 ${title}`.slice(0, 500) };
}

/** The nuclease the PAM belongs to; its presets fill distance and window (else SpCas9's). */
function nuclease(pam: string | null): { hexuanmei: string; hexuanmei_other: string | null; weidian_juli: number; chuangkou_size: number } {
  if (pam?.startsWith('TTT')) return { hexuanmei: 'AsCpf1', hexuanmei_other: null, weidian_juli: 1, chuangkou_size: 60 };
  if (!pam || /GG$|AG$/.test(pam)) return { hexuanmei: 'SpCas9', hexuanmei_other: null, weidian_juli: -3, chuangkou_size: 20 };
  return { hexuanmei: '其他', hexuanmei_other: `PAM ${pam}`, weidian_juli: -3, chuangkou_size: 20 };
}

/** A sample name the form accepts (letters, digits, hyphen): the label, the sequence and the position. */
export function sampleName(label: string, chrom: string, position: number): string {
  // A FASTA header's last field names the sequence (gi|9626243|ref|NC_001416.1| → NC_001416.1).
  const last = chrom.split('|').filter((part) => part.trim() !== '').at(-1) ?? chrom;
  const seq = last.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 24);
  return `${label}-${seq}-${position}`.slice(0, 64);
}

export function createSiteValidationService(database: Database, deps: SiteValidationDeps) {
  const repo = createSiteValidationRepo(database.db);
  const now = deps.now ?? (() => new Date());
  const pool = deps.parsePool ?? parsePool;
  const runner: Primer3Runner = { bin: deps.primer3?.bin, timeoutMs: deps.primer3?.timeoutMs ?? L.primerSeconds * 1000 };

  async function design(genome: string, sites: Located[], options: PrimerOptions) {
    let templates;
    try {
      templates = await Promise.all(
        sites.map(({ row }) =>
          siteTemplate((chrom, from, to) => deps.crispr.readRegion(genome, chrom, from, to), { chrom: row.chrom, position: row.position, length: row.off_seq.replaceAll('_', '').length }, options.productMax, L.padding),
        ),
      );
    } catch {
      // The genome's folder or the sequence is gone (re-imported, removed): nothing to design on.
      throw refuse(M.genomeGone);
    }
    let designs: PrimerDesign[];
    try {
      designs = await designPrimers(templates, options, runner);
    } catch (error) {
      throw refuse(error instanceof PrimerDesignError && error.kind === 'timeout' ? M.primerTimeout : M.primerFailed);
    }
    return sites.map((site, i) => ({ ...site, template: templates[i].template, design: designs[i] }));
  }

  return {
    /**
     * 验证这些位点: an amplicon order at status 0 with one sample per chosen site, primers designed;
     * `info` is the order's id (its sample list is where the customer reviews them).
     */
    async createOrder(uid: number, request: ValidateRequest) {
      const job = await deps.crispr.resultOf(uid, request.id);
      if (!job.finished) throw refuse(M.notFinished);
      if (!job.genome) throw refuse(job.rows.length > 0 ? M.pairsOnly : M.notSearched);
      const sites = chosenSites(job.rows, request);
      if (sites.length === 0) throw refuse(M.noSites);
      const designed = await design(job.genome, sites, { productMin: request.product_min, productMax: request.product_max, tm: request.tm });
      const from = species(job.genome, job.title);
      const enzyme = nuclease(job.pam);
      const samples = designed.map((site, i) => {
        const label = `S${i + 1}`;
        const { row, design: pair } = site;
        const offSite = row.off_seq.replaceAll('_', '');
        const primers: Record<string, unknown> =
          pair.ok && /^[ACGT]+$/.test(pair.pair.product)
            ? {
                is_yinwu: 0,
                zheng_xulie: pair.pair.left.sequence,
                fan_xulie: pair.pair.right.sequence,
                // The usual start: 3 °C under the lower primer's Tm.
                tuihuo_wendu: `${Math.round(Math.min(pair.pair.left.tm, pair.pair.right.tm) - 3)} °C`,
                kuozhan_xulie: pair.pair.product,
              }
            : { is_yinwu: 1, yinwu_xulie: site.template };
        const remark = `CRISPR-Net #${job.id} 第 ${site.index + 1} 行：${row.chrom}:${row.position} (${row.strand})，预测得分 ${row.CRISPR_Net_score.toFixed(4)}，sgRNA ${row.guide ?? row.on_seq}${pair.ok ? '' : '；primer3 未找到引物，请公司设计'}`;
        const { values, issues } = checkSample('amplicon', {
          name: sampleName(label, row.chrom, row.position),
          type: '细胞渣',
          ...from,
          fenxi_leixing: '实验组',
          xulie: /^[ACGT]+$/.test(offSite) ? offSite : (row.guide ?? '').replace(/[^ACGT]/g, ''),
          ...enzyme,
          ...primers,
          is_dipin: 0,
          gexinghua_type: '无',
          shiyan_name: `CRISPR-Net ${job.title}`.slice(0, 100),
          is_remark: 1,
          remark: remark.slice(0, 2000),
        });
        // The same check as the form: a site that would make a sample the form refuses is refused here.
        if (issues.length > 0) throw refuse(`${label}：${issues[0].message}`);
        return { label, site, values };
      });
      const created = await deps.amplicon.createOrderWith(
        uid,
        samples.map((s) => s.values as SampleValues),
        (tx, { oid, sampleIds }) =>
          repo.insertIn(
            tx,
            samples.map(({ label, site }, i) => ({
              oid,
              sample_id: sampleIds[i],
              job_id: job.id,
              site_index: site.index,
              label,
              genome: job.genome!,
              guide: site.row.guide ?? site.row.on_seq,
              chrom: site.row.chrom,
              position: site.row.position,
              strand: site.row.strand,
              off_seq: site.row.off_seq,
              score: site.row.CRISPR_Net_score,
              designed: site.design.ok ? 1 : 0,
            })),
          ),
      );
      return { info: created.info, orderno: created.orderno, count: created.ids.length, designed: designed.filter((s) => s.design.ok).length };
    },

    /** The order's validated sites with the comparison (its owner only; another user's order answers 404). */
    async forCustomer(uid: number, oid: number) {
      const order = await repo.ownOrder(uid, oid);
      if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
      return view(await repo.sitesOfOrder(oid));
    },

    /** The same for staff, by order id. */
    async forStaff(oid: number) {
      return view(await repo.sitesOfOrder(oid));
    },

    /**
     * Staff's per-site table (CSV or .xlsx, read in the parse pool's site-table lane): every named
     * site's indel % is saved, all or none, and recorded in the audit log.
     */
    async uploadTable(staff: Pick<AuthStaff, 'id' | 'email'>, ip: string | null, oid: number, file: { filename: string; content: Buffer } | null) {
      if (!(await repo.orderExists(oid))) throw notFound(ORDER_MESSAGES.orderNotFound);
      const sites = await repo.sitesOfOrder(oid);
      if (sites.length === 0) throw refuse(M.notAmplicon);
      if (!file || file.content.length === 0) throw refuse(M.tableType);
      if (!/\.(csv|txt|tsv|xlsx)$/i.test(file.filename)) throw refuse(M.tableType);
      if (file.content.length > SITE_TABLE_LIMITS.maxBytes) throw refuse(M.tableTooLarge);
      const read = await pool.run('site-table', { fileName: file.filename, content: ownBytes(file.content), limits: SITE_TABLE_LIMITS });
      if (!read.ok) throw parseRefusal(read);
      if (!read.value.ok) throw refuse(TABLE_REFUSALS[read.value.reason]);
      const indels = readIndels(read.value, sites);
      if (!indels.ok) throw refuse(indels.message);
      const at = now();
      await repo.transaction(async (q, tx) => {
        for (const { id, indel } of indels.values) await q.setIndel(id, indel, at);
        await deps.audit.record(actorOf(staff, ip), { action: 'order.site-table', entity: 'amplicon_order', entityId: oid, after: { sites: indels.values.length } }, tx);
      });
      return { ...view(await repo.sitesOfOrder(oid)), saved: indels.values.length };
    },
  };
}

function view(rows: SiteRow[]) {
  const sites = rows.map((r) => ({
    label: r.label,
    sample_id: r.sample_id,
    chrom: r.chrom,
    position: r.position,
    strand: r.strand as '+' | '-',
    off_seq: r.off_seq,
    score: r.score,
    designed: r.designed === 1,
    indel: r.indel,
  }));
  return { sites, comparison: compareSites(sites, L.disagreements) };
}

