// Which guides a search may stop collecting. Tasks run two at a time and out of order, but their
// sites are kept in task (genome) order and cut at maxSites per guide. Once the finished run of tasks
// at the start already holds more than maxSites sites of a guide that sort before anything a later
// task can report, that guide's first maxSites — and its truncation — are settled: later tasks would
// only add sites the cut drops. A guide in repeats (an Alu-like family: a site in most of a million
// copies) then costs a few tasks, not the whole genome.
//
// Why "before anything a later task can report": a site belongs to the task owning its PAM, and its
// position (leftmost base) is at most its PAM's, so every site of task j starts before task j+1's
// range; a site of a later task may start up to a protospacer and a bulge before its own range, i.e.
// inside task j's last bases. So the sites of every finished task but the last of the run count.
import type { TaskResult } from './genome-task.ts';

export class SiteQuota {
  private readonly results: (TaskResult | undefined)[] = [];
  /** Tasks 0..done-1 have answered. */
  private done = 0;
  /** Per guide: sites of tasks 0..done-2 (every finished task but the last of the run). */
  private readonly settled: number[];
  private readonly lastCounts: number[];
  private readonly maxSites: number;

  /**
   * `settledBefore`: per guide, sites already settled before the first task (a sub-job's part: the
   * answered shards before it but the one right before it), which count as the run's own.
   */
  constructor(guides: number, maxSites: number, settledBefore?: readonly number[]) {
    this.maxSites = maxSites;
    this.settled = Array.from({ length: guides }, (_, g) => settledBefore?.[g] ?? 0);
    this.lastCounts = Array.from({ length: guides }, () => 0);
  }

  /** Task `index` answered. */
  record(index: number, result: TaskResult): void {
    this.results[index] = result;
    while (this.results[this.done]) {
      const answered = this.results[this.done]!;
      answered.forEach((guide, g) => {
        this.settled[g] += this.lastCounts[g];
        this.lastCounts[g] = guide.sites.length;
      });
      this.results[this.done] = undefined;
      this.done++;
    }
  }

  /** Per guide, whether a task not yet started may skip it (its answer would be cut away whole). */
  skips(): boolean[] {
    return this.settled.map((count) => count > this.maxSites);
  }
}
