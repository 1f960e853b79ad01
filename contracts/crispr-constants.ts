// The CRISPR-Net tool's limits and job statuses without zod: the tool page's help text shows them at
// first paint, and a page within the JavaScript budget loads no zod up front (decision 0029); the
// console's dashboard and customer pages show the statuses without the job form's schemas (decision
// 0096). contracts/crispr.ts re-exports them for the schema, the server and the result views.
export const CRISPR_LIMITS = {
  /** A job must have fewer than this many pairs. */
  maxPairs: 1000,
  /** Seconds a user waits between two submissions (enforced on the server). */
  intervalSeconds: 30,
  /** Results and files are deleted this many days after the job ends. */
  retentionDays: 3,
  /** Guides (lines with one sequence) searched in a genome per job. */
  maxGuides: 20,
  /** Candidate sites kept per guide; a guide hitting more (a repeat) keeps this many and says so. */
  maxSitesPerGuide: 2000,
  /**
   * The genome search of one job may take this long; past it the job fails saying so. A large job's
   * limit grows with its guides and genome (`searchSecondsPerGuideGbp`, decision 0064); this is the least.
   */
  searchSeconds: 120,
  /** Seconds of search a job may spend per guide and per 10^9 bases of its genome, beyond the least. */
  searchSecondsPerGuideGbp: 60,
  /** Mismatches a candidate site may have (the form's range; default 4). */
  maxMismatches: 6,
  defaultMismatches: 4,
  /** A site at or above this score counts as high-scoring in the result e-mail. */
  highScore: 0.5,
} as const;

export const CrisprStatus = { Running: 1, Failed: 2, Finished: 3 } as const;
export type CrisprStatusValue = (typeof CrisprStatus)[keyof typeof CrisprStatus];

export const CRISPR_STATUS_LABELS: Record<CrisprStatusValue, string> = {
  1: '运行中',
  2: '处理失败',
  3: '已完成',
};
