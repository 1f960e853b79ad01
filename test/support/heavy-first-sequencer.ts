// Vitest's own order runs the longest files first, but only from the timings it cached on an earlier
// run; a fresh clone (every CI run) has none, and falls back to file size. The bad-input parts are
// four-line files that run 30-120 s each, so they went last and ran two at a time with nothing beside
// them: the last 70 s of the PGlite tier and 200 s of the PostgreSQL one (stop 47's timings). These
// files, the longest of both tiers, start first; the rest keep vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Longest first, from the per-file times of full runs on both databases (repository-relative paths). */
export const HEAVY_TEST_FILES = [
  'test/security/mail-exactly-once.test.ts',
  'test/security/supervisor-restarts.test.ts',
  'test/security/bad-input-part-2.test.ts',
  'test/security/bad-input-part-1.test.ts',
  'test/backup/embedded-site-backup.test.ts',
  'test/security/bad-input-part-3.test.ts',
  'server/jobs/crispr-sub-jobs-kill.test.ts',
  'server/db/pglite-process.test.ts',
  'test/security/bad-input-part-4.test.ts',
  'server/cli/staff-cli.test.ts',
  'packages/crispr-net/test/genome-index.test.ts',
  'test/backup/restore-drill.test.ts',
  'server/jobs/crispr-sub-jobs.test.ts',
  'server/db/client.test.ts',
  'test/security/parse-attacks.test.ts',
  'packages/crispr-net/test/genome-bowtie.test.ts',
] as const;

/** The rank of a file in HEAVY_TEST_FILES (the list's length for every other file). */
export function heavyRank(moduleId: string): number {
  const normalized = moduleId.replaceAll('\\', '/');
  const rank = HEAVY_TEST_FILES.findIndex((file) => normalized.endsWith(`/${file}`));
  return rank === -1 ? HEAVY_TEST_FILES.length : rank;
}

export class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // oxlint-disable-next-line unicorn/no-array-sort -- the base sequencer's method, not Array#sort
    const sorted = await super.sort(files);
    // Projects stay in vitest's order (it runs them in turn); within each, the heavy files lead.
    const projectOrder = new Map<string, number>();
    for (const spec of sorted) if (!projectOrder.has(spec.project.name)) projectOrder.set(spec.project.name, projectOrder.size);
    return sorted
      .map((spec, index) => ({ spec, index, project: projectOrder.get(spec.project.name)!, rank: heavyRank(spec.moduleId) }))
      .toSorted((a, b) => a.project - b.project || a.rank - b.rank || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
