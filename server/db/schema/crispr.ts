// CRISPR-Net: the PAM-type and genome option lists and the scoring jobs (results kept 3 days).
import type { GuideSearch, OffTargetSite } from 'crispr-net/genome';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createTime, flag, idColumn } from './columns.ts';
import { users } from './user.ts';

/** Option list of /help/getPamType (id, title). */
export const pamTypes = pgTable('pam_types', {
  id: idColumn(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
  status: flag('status', 1),
});

/**
 * Option list of /help/getGenome (id, title). `name` is the genome's folder under GENOME_DIR; rows are
 * synced from that folder and only rows whose folder exists are offered (decision 0027). Rows without
 * a name (the seeded titles) are never offered.
 */
export const genomes = pgTable('genomes', {
  id: idColumn(),
  name: text('name').unique(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
  status: flag('status', 1),
});

/** One scored pair of the result table; the key spelling is the published tool's. Searched sites add their location. */
export interface CrisprResultRow {
  on_seq: string;
  off_seq: string;
  CRISPR_Net_score: number;
  guide?: string;
  chrom?: string;
  position?: number;
  strand?: '+' | '-';
  mismatches?: number;
  bulge?: 'none' | 'DNA' | 'RNA';
}

/** One searched guide of a finished job: sites kept and the note when it hit the limit. */
export interface CrisprGuideNoteRow {
  guide: string;
  sites: number;
  truncated: boolean;
  note: string | null;
}

/** Job status of the specification. */
export const CrisprJobStatus = { Running: 1, Failed: 2, Finished: 3 } as const;

/**
 * A scoring job. `type` is the PAM type id, `type1` the genome id, `csvfile` the uploaded input's
 * URL, `xulie` the typed sequence pairs. `expires_at` = finish + 3 days (retention clean-up).
 */
export const crisprJobs = pgTable(
  'crispr_jobs',
  {
    id: idColumn(),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    email: text('email'),
    csvfile: text('csvfile'),
    xulie: text('xulie'),
    type: integer('type'),
    type1: integer('type1'),
    status: integer('status').notNull().default(CrisprJobStatus.Running),
    out_csvfile: text('out_csvfile'),
    jieguo: jsonb('jieguo').$type<CrisprResultRow[]>(),
    error: text('error'),
    pair_count: integer('pair_count').notNull().default(0),
    /** Guides searched in the genome (`genome`, the folder name at submission) with `pam`, `mismatches`, `bulge`. */
    guide_count: integer('guide_count').notNull().default(0),
    genome: text('genome'),
    pam: text('pam'),
    mismatches: integer('mismatches'),
    bulge: text('bulge'),
    guide_notes: jsonb('guide_notes').$type<CrisprGuideNoteRow[]>(),
    /** Sub-jobs of a search split across workers (crispr_job_parts); null when searched whole in one (decision 0064). */
    search_parts: integer('search_parts'),
    /** The search's time limit, scaled with guides and genome size; null for a job of pairs only. */
    search_seconds: integer('search_seconds'),
    /** The pg-boss job merging the parts and when it claimed the merge: one merge scores the sites. */
    merge_by: text('merge_by'),
    merge_at: timestamp('merge_at', { withTimezone: true }),
    create_time: createTime(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('crispr_jobs_uid_idx').on(t.uid, t.create_time),
    index('crispr_jobs_status_idx').on(t.status),
    index('crispr_jobs_expires_at_idx').on(t.expires_at),
  ],
);

/** One site of a part's answer: the engine's own site (scored only by the merge). */
export type CrisprPartSiteRow = OffTargetSite;

/** A part's answer for one guide of its batch: its shard's sites by place, cut at the limit. */
export type CrisprPartAnswerRow = GuideSearch;

/**
 * A sub-job of a split genome search (decision 0064): guides [guide_from, guide_to) of the job in the
 * engine's task ranges `ranges`. `answer` is written once (null until then): a retried or duplicated
 * part finds it written and writes nothing. Deleted with the job's end.
 */
export const crisprJobParts = pgTable(
  'crispr_job_parts',
  {
    job_id: integer('job_id')
      .notNull()
      .references(() => crisprJobs.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    guide_from: integer('guide_from').notNull(),
    guide_to: integer('guide_to').notNull(),
    /** The shard's index in genome order and its engine task ranges ({sequence, from, to}). */
    shard: integer('shard').notNull(),
    ranges: jsonb('ranges').$type<{ sequence: number; from: number; to: number }[]>().notNull(),
    /** This part's share of the job's time limit. */
    seconds: integer('seconds').notNull(),
    answer: jsonb('answer').$type<CrisprPartAnswerRow[]>(),
    done_at: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.job_id, t.part] })],
);
