// One unit of search work: a stretch of one sequence, both strands, every guide. A worker thread runs
// tasks; the tests run them directly. A site belongs to the task whose range holds the + strand
// coordinate of its PAM's leftmost base, so neighbouring tasks never report a site twice; each task
// reads enough bases beyond its range for the longest site.
import { open } from 'node:fs/promises';
import { alignHit, compilePam, protospacerLength, reverseComplement, scanPositions, scanStrand, PROTOSPACER, type BulgeMode, type ScanHit } from './genome-scan.ts';
import { gatherReverse, indexReader, taskCandidates, type TaskCandidates } from './seed-candidates.ts';
import { join } from 'node:path';
import type { GenomeInfo } from './genome-store.ts';

export type OffTargetSite = {
  guide: string;
  on_seq: string;
  off_seq: string;
  chrom: string;
  position: number;
  strand: '+' | '-';
  mismatches: number;
  bulge: 'none' | 'DNA' | 'RNA';
};

export type SearchTask = {
  /** The genome's folder, resolved once for the whole search (genomeFolder). */
  folder: string;
  info: GenomeInfo;
  sequence: number;
  /** PAM start positions (0-based, + strand) this task owns. */
  from: number;
  to: number;
  /** Guides as given, and their normalized (upper-case) form. */
  guides: readonly string[];
  normalized: readonly string[];
  pam: string;
  mismatches: number;
  bulge: BulgeMode;
  /** Collect at most this many sites per guide (one more tells the caller it was truncated). */
  maxSites: number;
  /**
   * 'auto' (the default): the seed index when it is current and pays for the guide, else the scan;
   * 'scan': the scan alone (the tests' oracle). Either way the sites are the same (decision 0063).
   */
  engine?: 'auto' | 'scan';
  /** Guides whose answer is already settled by earlier tasks (site-quota.ts): answered empty. */
  skip?: readonly boolean[];
};

export type TaskResult = { sites: OffTargetSite[]; truncated: boolean }[];

/** Bases any site reaches beyond its PAM's ownership range on either side. */
export const CONTEXT = PROTOSPACER + 1;

/**
 * Runs a task on bases already read: `buf` holds the sequence's bases [bufStart, bufStart + buf.length).
 * `candidates(g)` gives guide g's candidate PAM positions from the index, or null to scan for it.
 */
export function runTaskOnBases(task: SearchTask, buf: Uint8Array, bufStart: number, candidates: (g: number) => TaskCandidates | null = () => null): TaskResult {
  const pam = compilePam(task.pam);
  const pl = pam.length;
  const chrom = task.info.sequences[task.sequence].name;
  const bufEnd = bufStart + buf.length;
  // The whole reverse strand only when a guide is scanned (indexed guides gather windows).
  let reverse: Uint8Array | null = null;
  const fullReverse = () => (reverse ??= reverseComplement(buf));
  return task.normalized.map((guide, g) => {
    if (task.skip?.[g]) return { sites: [], truncated: false };
    const spec = { guide, pam, mismatches: task.mismatches, bulge: task.bulge };
    const sites: OffTargetSite[] = [];
    let truncated = false;
    // `pamAt` maps a hit's PAM in `strandBuf` to its index in the strand's whole buffer (gathered windows).
    const collect = (strandBuf: Uint8Array, strand: '+' | '-', pamAt = (at: number) => at) => (hit: ScanHit) => {
      if (sites.length >= task.maxSites) {
        truncated = true;
        return false;
      }
      const { on, off } = alignHit(strandBuf, hit, guide, pl);
      const siteStart = pamAt(hit.pam) - protospacerLength(hit.bulge);
      const siteLength = off.replace('_', '').length;
      // On the - strand, buffer index x is + strand coordinate bufEnd - 1 - x.
      const start = strand === '+' ? bufStart + siteStart : bufEnd - siteStart - siteLength;
      sites.push({ guide: task.guides[g], on_seq: on, off_seq: off, chrom, position: start + 1, strand, mismatches: hit.mismatches, bulge: hit.bulge });
      return true;
    };
    const only = candidates(g);
    // + strand: PAM starts at buffer index q = coordinate - bufStart.
    const [plusFrom, plusTo] = [task.from - bufStart, task.to - bufStart];
    const more = only ? scanPositions(buf, plusFrom, plusTo, only.plus, spec, collect(buf, '+')) : scanStrand(buf, plusFrom, plusTo, spec, collect(buf, '+'));
    // - strand: a PAM whose leftmost + coordinate is r starts at reverse index bufEnd - r - pl.
    const [minusFrom, minusTo] = [bufEnd - task.to - pl + 1, bufEnd - task.from - pl + 1];
    if (more) {
      const windows = only ? gatherReverse(buf, only.minus, minusFrom, minusTo, pam) : null;
      if (windows) scanPositions(windows.bases, 0, windows.bases.length, windows.pams, spec, collect(windows.bases, '-', windows.pamAt));
      else scanStrand(fullReverse(), minusFrom, minusTo, spec, collect(fullReverse(), '-'));
    }
    return { sites, truncated };
  });
}

/** Reads the task's bases from the store and runs it. */
export async function runTask(task: SearchTask): Promise<TaskResult> {
  let offset = 0;
  for (let s = 0; s < task.sequence; s++) offset += task.info.sequences[s].length;
  const length = task.info.sequences[task.sequence].length;
  const bufStart = Math.max(0, task.from - CONTEXT);
  const bufEnd = Math.min(length, task.to + CONTEXT + 8); // 8: the longest PAM compilePam accepts
  const buf = new Uint8Array(bufEnd - bufStart);
  const fh = await open(join(task.folder, 'sequences.bin'), 'r');
  try {
    await fh.read(buf, 0, buf.length, offset + bufStart);
  } finally {
    await fh.close();
  }
  const reader = task.engine === 'scan' ? null : await indexReader(task.folder, task.info);
  if (!reader) return runTaskOnBases(task, buf, bufStart);
  const pamLength = compilePam(task.pam).length;
  return runTaskOnBases(task, buf, bufStart, (g) =>
    taskCandidates(reader, {
      folder: task.folder, info: task.info, sequence: task.sequence, from: task.from, to: task.to, guide: task.normalized[g],
      pamLength, mismatches: task.mismatches, bulge: task.bulge, bufStart, bufEnd,
    }),
  );
}
