// The kinds of file parse this process runs off its own heap, one worker thread and one parse at a
// time each, with the heap and time each may take. Sized from what a legitimate file at its import's
// bounds needed (decision 0060, measured in a worker with these limits on a busy 2-core machine):
// - sample sheets (customers): 200 rows, 20 000 texts of 2 million characters read in 24 MB of old
//   space (16 MB failed: exceljs alone takes ~12); 64 MB;
// - plasmid sheets (staff): 5 000 rows × 36 columns with their texts at the bounds read in 96-128 MB
//   (64 failed); 256 MB;
// - sequence files (staff): 200 kbp with 55 000 features in a 4.6 MB GenBank file read in 48 MB;
//   128 MB (the 200 kbp bound is enforced before the parser runs: 2 Mbp would need over 256).
// - per-site result tables (staff, site validation): 500 rows of two columns, far below sample sheets; 64 MB.
// Time: the slowest of those took 2-7.5 s on the loaded machine; each limit is ten times or more.
import { PARSE_MESSAGES } from '../../contracts/parse-limits.ts';

export interface LaneOptions<Task extends string = string> {
  /** The task its worker runs. */
  task: Task;
  /** The worker's V8 old generation (MB): past it the parse is stopped and refused. */
  heapMb: number;
  /** The worker's young generation (MB). */
  youngMb: number;
  /** How long one parse may take (ms) once it has its worker. */
  timeLimitMs: number;
  /** Parses that may wait for the running one; beyond them the call is refused at once (429). */
  maxWaiting: number;
  /** The refusals naming the limit hit. */
  messages: { memory: (mb: number) => string; time: (seconds: number) => string };
}

const SHEET = { memory: PARSE_MESSAGES.sheetMemory, time: PARSE_MESSAGES.sheetTime };

// A type, not an interface: it must fit the pool's Record<string, LaneOptions>.
export type ParseLanes = {
  'sample-sheet': LaneOptions<'spreadsheet'>;
  'plasmid-sheet': LaneOptions<'spreadsheet'>;
  'sequence-file': LaneOptions<'sequence'>;
  'site-table': LaneOptions<'siteTable'>;
};

export const PARSE_LANES: ParseLanes = {
  'sample-sheet': { task: 'spreadsheet', heapMb: 64, youngMb: 16, timeLimitMs: 30_000, maxWaiting: 4, messages: SHEET },
  'plasmid-sheet': { task: 'spreadsheet', heapMb: 256, youngMb: 16, timeLimitMs: 60_000, maxWaiting: 4, messages: SHEET },
  'sequence-file': {
    task: 'sequence',
    heapMb: 128,
    youngMb: 16,
    timeLimitMs: 20_000,
    maxWaiting: 4,
    messages: { memory: PARSE_MESSAGES.sequenceMemory, time: PARSE_MESSAGES.sequenceTime },
  },
  'site-table': { task: 'siteTable', heapMb: 64, youngMb: 16, timeLimitMs: 30_000, maxWaiting: 4, messages: SHEET },
};
