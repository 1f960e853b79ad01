// CRISPR-Net jobs: submission rules (login, fewer than 1000 pairs, 30 s between a user's submissions,
// csv only through the upload call), scoring in the worker, result files, retention and e-mail.
//
// Sequences are checked line by line when the job is submitted (contracts/crispr-pairs.ts, the engine's
// own check), so a refused line never queues a job; the engine still refuses bad input should a job
// reach it anyway, and that job ends in status 2 with the reason. Lines with a guide alone are
// searched in a genome of GENOME_DIR (genome-search.ts, through genome-engine.ts). Every job is scored
// the same way, through the one engine handle and scoreRows (decision 0066).
import { CrisprInputError, formatFloat32 } from 'crispr-net';
import {
  CRISPR_LIMITS,
  CRISPR_MESSAGES,
  CrisprStatus,
  checkPairs,
  searchPam,
  type AddJobInput,
  type BulgeModeValue,
  type CrisprStatusValue,
  type ExportFormat,
} from '../../../contracts/crispr.ts';
import { splitJobLines } from '../../../contracts/crispr-pairs.ts';
import type { CrisprJobView, CrisprOption, CrisprResultRow } from '../../../contracts/api/crispr.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { CrisprGuideNoteRow } from '../../db/schema/crispr.ts';
import { notFound, refuse } from '../../http/errors.ts';
import { crisprScore } from '../../jobs/kinds/crispr-score.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { MailService } from '../mail/service.ts';
import type { MailBrands } from '../mail/mail-language.ts';
import { crisprResultMail } from './result-mail.ts';
import { CRISPR_RESULT_PURPOSE, type UploadService } from '../upload/service.ts';
import { loadGenomeEngine, type GenomeEngine } from './genome-engine.ts';
import { SearchRefusal, scoreRows, searchAndScore } from './genome-search.ts';
import { createCrisprRepo, type CrisprJobRow } from './repo.ts';
import { exportFile } from './result-export.ts';
import { createSearchParts } from './search-parts.ts';

const DAY_MS = 24 * 3600 * 1000;
const STALE_MS = 3600 * 1000;

export interface CrisprDeps {
  jobs: Pick<JobQueue, 'send'>;
  uploads: UploadService;
  mail: Pick<MailService, 'send' | 'relay'>;
  brands: Pick<MailBrands, 'brandForAccount'>;
  /** Clock, for tests of the interval and the retention. */
  now?: () => Date;
  /** The engine that searches genomes and scores (crispr-net/genome by default, loaded on first use). */
  genomeEngine?: () => Promise<GenomeEngine>;
}

/** 'split': the search was cut into crispr-search-part jobs, which end the job (decision 0064). */
export type ProcessOutcome = 'finished' | 'failed' | 'skipped' | 'split';

type SearchProgress = NonNullable<CrisprJobView['search']>['progress'];

function toView(row: CrisprJobRow, genomeTitle: string | null = null, chromosomes?: { name: string; length: number }[], progress: SearchProgress = null): CrisprJobView {
  return {
    id: row.id,
    title: row.title,
    status: row.status as CrisprStatusValue,
    out_csvfile: row.out_csvfile,
    jieguo: row.jieguo ?? [],
    error: row.error,
    pair_count: row.pair_count,
    guide_count: row.guide_count,
    search:
      row.guide_count > 0 && row.genome && row.pam
        ? {
            genome: row.genome,
            genome_title: genomeTitle ?? row.genome,
            pam: row.pam,
            mismatches: row.mismatches ?? CRISPR_LIMITS.defaultMismatches,
            bulge: (row.bulge ?? 'none') as BulgeModeValue,
            guides: row.guide_notes ?? [],
            ...(chromosomes ? { chromosomes } : {}),
            progress,
          }
        : null,
    create_time: row.create_time.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
  };
}

/**
 * The published tool's output format (scores as float32 text, like its numpy output); a job with
 * guides puts each site's guide and location first (empty for the typed pairs), also when it found no site.
 */
export function resultCsv(rows: readonly CrisprResultRow[], searched = rows.some((r) => r.guide !== undefined)): string {
  if (!searched) {
    return ['on_seq,off_seq,CRISPR_Net_score', ...rows.map((r) => `${r.on_seq},${r.off_seq},${formatFloat32(r.CRISPR_Net_score)}`)].join('\n') + '\n';
  }
  const line = (r: CrisprResultRow) =>
    [r.guide, r.chrom, r.position, r.strand, r.mismatches, r.bulge, r.on_seq, r.off_seq, formatFloat32(r.CRISPR_Net_score)].map((v) => v ?? '').join(',');
  return ['guide,chrom,position,strand,mismatches,bulge,on_seq,off_seq,CRISPR_Net_score', ...rows.map(line)].join('\n') + '\n';
}

export function createCrisprService(config: AppConfig, database: Database, deps: CrisprDeps) {
  const repo = createCrisprRepo(database.db);
  const now = deps.now ?? (() => new Date());
  // Loaded on the first job or genome list; the engine's worker thread reads the weights once.
  let genomeEngine: Promise<GenomeEngine> | null = null;
  const getGenomeEngine = () => {
    genomeEngine ??= (deps.genomeEngine ?? loadGenomeEngine)().catch((error: unknown) => {
      genomeEngine = null;
      throw error;
    });
    return genomeEngine;
  };

  /** The genomes present in GENOME_DIR, recorded as option rows (ids stay stable across imports). */
  async function presentGenomes(): Promise<CrisprOption[]> {
    const present = await (await getGenomeEngine()).listGenomes(config.paths.genomes);
    return repo.syncGenomes(present.map((g) => ({ name: g.name, title: g.title })));
  }

  /** The sequences of a finished search's genome, for the page's picture; none when the genome is gone. */
  async function chromosomesOf(row: CrisprJobRow): Promise<{ name: string; length: number }[] | undefined> {
    if (row.status !== CrisprStatus.Finished || row.guide_count === 0 || !row.genome) return undefined;
    try {
      const genomes = await (await getGenomeEngine()).listGenomes(config.paths.genomes);
      return genomes.find((g) => g.name === row.genome)?.sequences.map((s) => ({ name: s.name, length: s.length }));
    } catch {
      // The picture then scales each sequence to its furthest site; the result itself must still show.
      return undefined;
    }
  }

  async function inputText(row: CrisprJobRow): Promise<string | null> {
    if (row.csvfile) {
      const content = await deps.uploads.readOwned(row.csvfile, row.uid);
      return content ? content.toString('utf8').replace(/^\uFEFF/, '') : null;
    }
    return row.xulie;
  }

  /**
   * Ends a running job with `values` and stages its result mail in the same transaction, keyed by the
   * job (decision 0059): the mail commits with the end, once. The brand is read before the transaction
   * opens (PGlite runs one at a time). Answers whether the job was still running.
   */
  async function finishAndNotify(
    row: CrisprJobRow,
    values: Parameters<typeof repo.finish>[1],
    error: string | null,
    rows: readonly CrisprResultRow[] = [],
    guides: readonly CrisprGuideNoteRow[] | null = null,
  ): Promise<boolean> {
    const brand = row.email ? await deps.brands.brandForAccount(row.uid) : null;
    const ended = await repo.transaction(async (q, tx) => {
      if (!(await q.finish(row.id, values))) return false;
      // The parts' answers are in the result now (or the job failed): nothing else reads them.
      await q.deleteParts(row.id);
      if (brand && row.email) {
        const job = { id: row.id, title: row.title, email: row.email, mismatches: row.mismatches };
        const mail = crisprResultMail(brand, job, { ok: values.status === CrisprStatus.Finished, error }, rows, guides);
        await deps.mail.send(mail, 'bulk', { key: `crispr-result:${row.id}`, tx });
      }
      return true;
    });
    // After the commit; a failure here leaves the mail to the worker's sweep.
    if (ended) await deps.mail.relay().catch(() => {});
    return ended;
  }

  /** The job's lines, checked again (a job recorded before the submission check ends with the same words). */
  async function readLines(row: CrisprJobRow) {
    const text = await inputText(row);
    if (text === null) throw new CrisprInputError(CRISPR_MESSAGES.fileMissing);
    const { refusal } = checkPairs(text, Boolean(row.csvfile));
    if (refusal) throw new CrisprInputError(refusal);
    return splitJobLines(text);
  }

  /** Stores the result file and ends the job with its rows and mail; false (file removed) when it had ended. */
  async function complete(row: CrisprJobRow, rows: CrisprResultRow[], notes: CrisprGuideNoteRow[] | null): Promise<boolean> {
    const finishedAt = now();
    const out = await deps.uploads.saveGenerated({
      uid: row.uid,
      purpose: CRISPR_RESULT_PURPOSE,
      name: `CRISPR-Net-${row.id}.csv`,
      content: Buffer.from(resultCsv(rows, row.guide_count > 0)),
      mime: 'text/csv',
      ext: 'csv',
    });
    const values = {
      status: CrisprStatus.Finished,
      out_csvfile: out,
      jieguo: rows,
      guide_notes: notes,
      error: null,
      finished_at: finishedAt,
      expires_at: new Date(finishedAt.getTime() + CRISPR_LIMITS.retentionDays * DAY_MS),
    };
    if (await finishAndNotify(row, values, null, rows, notes)) return true;
    await deps.uploads.removeByUrl(out);
    return false;
  }

  const parts = createSearchParts({
    repo,
    jobs: deps.jobs,
    paths: config.paths,
    partWork: config.GENOME_PART_WORK,
    threads: config.GENOME_SEARCH_THREADS,
    now,
    genomeEngine: getGenomeEngine,
    readLines,
    complete,
    fail: (jobId, reason) => service.fail(jobId, reason),
  });

  /** Parts answered of each guide while a search runs (one part each when it was not split). */
  async function progressOf(row: CrisprJobRow): Promise<SearchProgress> {
    if (row.status !== CrisprStatus.Running || row.guide_count === 0) return null;
    const batches = row.search_parts === null ? [] : await repo.partProgress(row.id);
    return Array.from({ length: row.guide_count }, (_, index) => {
      const batch = batches.find((b) => b.guide_from <= index && index < b.guide_to);
      return { index, parts: batch?.parts ?? 1, done: batch?.done ?? 0 };
    });
  }

  const service = {
    /** PAM types from the table; genomes are those present in GENOME_DIR (decision 0027). */
    listOptions: (kind: 'pam' | 'genome'): Promise<CrisprOption[]> => (kind === 'pam' ? repo.listOptions(kind) : presentGenomes()),

    /** Records the job and queues its scoring; answers the job id. */
    async addJob(uid: number, input: AddJobInput): Promise<number> {
      let text: string;
      const csvfile = input.csvfile?.trim() || null;
      if (csvfile) {
        const content = await deps.uploads.readOwned(csvfile, uid);
        if (!content) throw refuse(CRISPR_MESSAGES.fileMissing);
        text = content.toString('utf8').replace(/^\uFEFF/, '');
      } else {
        text = input.xulie ?? '';
      }
      // Every line is checked before anything is recorded: a refused submission neither queues a job
      // that would fail nor starts the user's 30-second wait.
      const { pairs, guides, refusal } = checkPairs(text, Boolean(csvfile));
      if (refusal) throw refuse(refusal);
      const pamTitle = input.type === undefined ? null : await repo.optionTitle('pam', input.type);
      if (input.type !== undefined && pamTitle === null) throw refuse(CRISPR_MESSAGES.option);
      let search: { genome: string; pam: string; mismatches: number; bulge: BulgeModeValue } | null = null;
      if (guides.length > 0) {
        if (input.type1 === undefined) throw refuse(CRISPR_MESSAGES.genomeNeeded);
        const pam = searchPam(pamTitle);
        if ('refusal' in pam) throw refuse(pam.refusal);
        if ((await repo.optionTitle('genome', input.type1)) === null) throw refuse(CRISPR_MESSAGES.option);
        // A row without a folder (the seeded titles) or whose folder is gone cannot be searched.
        const genome = await repo.genomeName(input.type1);
        if (genome === null || !(await presentGenomes()).some((g) => g.id === input.type1)) throw refuse(CRISPR_MESSAGES.genomeMissing);
        search = { genome, pam: pam.pattern, mismatches: input.mismatches ?? CRISPR_LIMITS.defaultMismatches, bulge: input.bulge ?? 'none' };
      } else if (input.type1 !== undefined && !(await repo.optionExists('genome', input.type1))) {
        throw refuse(CRISPR_MESSAGES.option);
      }

      const row = await repo.transaction(async (tx) => {
        await tx.lockUser(uid);
        const last = await tx.lastSubmission(uid);
        const at = now();
        if (last) {
          const waitMs = last.getTime() + CRISPR_LIMITS.intervalSeconds * 1000 - at.getTime();
          if (waitMs > 0) throw refuse(CRISPR_MESSAGES.wait(Math.ceil(waitMs / 1000)), { wait: Math.ceil(waitMs / 1000) });
        }
        return tx.insert({
          uid,
          title: input.title,
          email: input.email ?? null,
          csvfile,
          xulie: csvfile ? null : text,
          type: input.type ?? null,
          type1: input.type1 ?? null,
          pair_count: pairs,
          guide_count: guides.length,
          ...search,
          create_time: at,
        });
      });
      try {
        // singletonKey: a job id is queued once even if this call were repeated.
        await deps.jobs.send(crisprScore, { jobId: row.id }, { singletonKey: `crispr-${row.id}` });
      } catch (error) {
        await repo.finish(row.id, {
          status: CrisprStatus.Failed,
          error: CRISPR_MESSAGES.queueFailed,
          out_csvfile: null,
          jieguo: null,
          finished_at: now(),
          expires_at: new Date(now().getTime() + CRISPR_LIMITS.retentionDays * DAY_MS),
        });
        throw error;
      }
      return row.id;
    },

    /** The user's own job; another user's answers 404; an expired one says so. */
    async read(uid: number, id: number): Promise<CrisprJobView> {
      const row = await repo.findForUser(uid, id);
      if (!row) throw notFound(CRISPR_MESSAGES.notFound);
      if (row.expires_at && row.expires_at.getTime() <= now().getTime()) {
        throw refuse(CRISPR_MESSAGES.expired, { ...toView({ ...row, jieguo: null, out_csvfile: null }), expired: true });
      }
      // The result file is private: the answer carries a short-lived link made for this user.
      const [link] = await deps.uploads.linksFor([row.out_csvfile], { uid });
      const genomeTitle = row.guide_count > 0 && row.type1 !== null ? await repo.optionTitle('genome', row.type1) : null;
      return toView({ ...row, out_csvfile: link?.url ?? null }, genomeTitle, await chromosomesOf(row), await progressOf(row));
    },

    /**
     * A finished job's rows and search settings, for validating its sites (site-validation): its owner
     * only (another user's job answers 404 as reading it does); an expired one is refused.
     */
    async resultOf(uid: number, id: number) {
      const row = await repo.findForUser(uid, id);
      if (!row) throw notFound(CRISPR_MESSAGES.notFound);
      if (row.expires_at && row.expires_at.getTime() <= now().getTime()) throw refuse(CRISPR_MESSAGES.expired);
      return { id: row.id, title: row.title, finished: row.status === CrisprStatus.Finished, rows: row.jieguo ?? [], genome: row.guide_count > 0 ? row.genome : null, pam: row.pam };
    },

    /** Bases [from, to) of one sequence of a stored genome (clipped to it), through the engine. */
    async readRegion(genome: string, chrom: string, from: number, to: number) {
      const engine = await getGenomeEngine();
      if (!engine.readRegion) throw new Error('this genome engine cannot read regions');
      return engine.readRegion(config.paths.genomes, genome, chrom, from, to);
    },

    /**
     * The job's result as a CSV, TSV, BED or XLSX file, for its owner only: another user's job answers
     * 404 as reading it does; an expired or unfinished one is refused with the reason.
     */
    async exportResult(uid: number, id: number, format: ExportFormat) {
      const row = await repo.findForUser(uid, id);
      if (!row) throw notFound(CRISPR_MESSAGES.notFound);
      if (row.expires_at && row.expires_at.getTime() <= now().getTime()) throw refuse(CRISPR_MESSAGES.expired);
      if (row.status !== CrisprStatus.Finished) throw refuse(CRISPR_MESSAGES.notFinished);
      const file = await exportFile(
        {
          id: row.id,
          rows: row.jieguo ?? [],
          searched: row.guide_count > 0,
          maxMismatches: row.mismatches ?? CRISPR_LIMITS.defaultMismatches,
          guides: row.guide_notes ?? [],
        },
        format,
      );
      if (!file) throw refuse(CRISPR_MESSAGES.bedNeedsSites);
      return file;
    },

    /**
     * The worker's part: scores a running job and ends it (idempotent: an ended job is skipped). A
     * search larger than one part is split into crispr-search-part jobs instead (decision 0064);
     * `queueJobId` (the pg-boss job's) claims the merge should every part already be answered.
     */
    async process(jobId: number, log?: { error(obj: object, msg: string): void }, queueJobId = `process:${jobId}`): Promise<ProcessOutcome> {
      const row = await repo.findById(jobId);
      if (!row || row.status !== CrisprStatus.Running) return 'skipped';
      let rows: CrisprResultRow[];
      let notes: CrisprGuideNoteRow[] | null = null;
      try {
        const { pairs, guides } = await readLines(row);
        if (guides.length > 0) {
          if (!row.genome || !row.pam) throw new CrisprInputError(CRISPR_MESSAGES.genomeNeeded);
          const split = await parts.split(row, guides, queueJobId);
          if (split) return split;
          const found = await searchAndScore(await getGenomeEngine(), config.paths, {
            genome: row.genome,
            pam: row.pam,
            mismatches: row.mismatches ?? CRISPR_LIMITS.defaultMismatches,
            bulge: (row.bulge ?? 'none') as BulgeModeValue,
            guides,
            pairs,
          });
          rows = found.rows;
          notes = found.notes;
        } else {
          rows = await scoreRows(await getGenomeEngine(), config.paths.crisprNet, pairs);
        }
      } catch (error) {
        // Bad input names its line, a search names its limit; anything else (weights unreadable …) is logged and not shown.
        const shown = error instanceof CrisprInputError || error instanceof SearchRefusal;
        if (!shown) log?.error({ err: error, crisprJob: jobId }, 'CRISPR-Net scoring failed');
        const reason = shown ? error.message : CRISPR_MESSAGES.serverError;
        return (await this.fail(jobId, reason)) ? 'failed' : 'skipped';
      }
      return (await complete(row, rows, notes)) ? 'finished' : 'skipped';
    },

    /** The worker's part of a split search: one sub-job, and the merge after the last (search-parts.ts). */
    runPart: (jobId: number, part: number, queueJobId: string, log?: Pick<FastifyBaseLogger, 'error'>) => parts.runPart(jobId, part, queueJobId, log),

    /** Ends a running job in status 2 with a reason shown on the result page. */
    async fail(jobId: number, reason: string): Promise<boolean> {
      const at = now();
      const row = await repo.findById(jobId);
      if (!row) return false;
      return finishAndNotify(
        row,
        { status: CrisprStatus.Failed, out_csvfile: null, jieguo: null, error: reason, finished_at: at, expires_at: new Date(at.getTime() + CRISPR_LIMITS.retentionDays * DAY_MS) },
        reason,
      );
    },

    /**
     * Ends jobs running for over an hour (scoring takes seconds; pg-boss gave up after repeated
     * crashes, or the queue lost the job), so no page waits for ever.
     */
    async failStale(): Promise<number> {
      const ids = await repo.staleRunning(new Date(now().getTime() - STALE_MS));
      let count = 0;
      for (const id of ids) if (await this.fail(id, CRISPR_MESSAGES.timedOut)) count++;
      return count;
    },

    /** Retention: results, inputs and files of jobs ended more than 3 days ago. */
    async deleteExpired(): Promise<number> {
      let count = 0;
      for (;;) {
        const batch = await repo.expiredWithData(now());
        for (const job of batch) {
          if (job.out_csvfile) await deps.uploads.removeByUrl(job.out_csvfile);
          if (job.csvfile) await deps.uploads.removeByUrl(job.csvfile);
          await repo.clearData(job.id);
        }
        count += batch.length;
        if (batch.length < 500) return count;
      }
    },
  };
  return service;
}

export type CrisprService = ReturnType<typeof createCrisprService>;
