// Sites of a CRISPR-Net result sent for validation (decision 0075): each is one sample of an amplicon
// order, with what the site was (its job, place, location and predicted score, copied: the job's
// result is deleted after 3 days, the order lives on) and, once staff upload the per-site table, its
// measured indel %. Goes with its sample (a sample deleted at review takes its site along).
import { doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createTime, idColumn } from './columns.ts';
import { ampliconOrders, ampliconSamples } from './order.ts';

export const siteValidations = pgTable(
  'site_validations',
  {
    id: idColumn(),
    oid: integer('oid')
      .notNull()
      .references(() => ampliconOrders.id, { onDelete: 'cascade' }),
    sample_id: integer('sample_id')
      .notNull()
      .references(() => ampliconSamples.id, { onDelete: 'cascade' }),
    /** The CRISPR-Net job and the site's place among its result rows. */
    job_id: integer('job_id').notNull(),
    site_index: integer('site_index').notNull(),
    /** The sample's label in the per-site table: S1, S2 … in the order the sites were sent. */
    label: text('label').notNull(),
    genome: text('genome').notNull(),
    guide: text('guide'),
    chrom: text('chrom').notNull(),
    /** 1-based leftmost position on the + strand. */
    position: integer('position').notNull(),
    strand: text('strand').notNull(),
    off_seq: text('off_seq').notNull(),
    score: doublePrecision('score').notNull(),
    /** Whether primer3 designed the primers (else the company designs them from the flanking sequence). */
    designed: integer('designed').notNull().default(0),
    /** Measured indel %, 0-100, from the staff's per-site table. */
    indel: doublePrecision('indel'),
    measured_at: timestamp('measured_at', { withTimezone: true }),
    create_time: createTime(),
  },
  (t) => [index('site_validations_oid_idx').on(t.oid, t.id)],
);
