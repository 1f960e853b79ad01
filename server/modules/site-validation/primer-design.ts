// PCR primers around sites with primer3 (Debian's `primer3`, `primer3_core` reading Boulder-IO on
// stdin). Every site of one order goes to one run of primer3_core as one record each; the run is a
// child process with a time limit (killed past it) and bounded input and output: templates are
// checked (A/C/G/T/N, at most MAX_TEMPLATE bases) before it starts and its answer is read up to
// MAX_OUTPUT bytes. primer3 keeps PRIMER_* settings across records, so they are sent once.
import { spawn } from 'node:child_process';
import type { PrimerOptions } from '../../../contracts/site-validation.ts';

/** A site's template: the site and the sequence either side of it; the target is the stretch primers must flank. */
export interface PrimerSite {
  template: string;
  /** 0-based start and length of the target in `template` (the site and its padding). */
  targetStart: number;
  targetLength: number;
}

export interface PrimerPair {
  left: { sequence: string; start: number; tm: number };
  /** `start` is the right primer's 5' end in the template (its highest position, as primer3 gives it). */
  right: { sequence: string; start: number; tm: number };
  /** The amplified stretch of the template, left primer to right primer inclusive. */
  product: string;
}

/** Per site, its pair, or why primer3 found none (its own explanation). */
export type PrimerDesign = { ok: true; pair: PrimerPair } | { ok: false; reason: string };

export class PrimerDesignError extends Error {
  readonly kind: 'timeout' | 'failed';
  constructor(kind: 'timeout' | 'failed', message: string) {
    super(message);
    this.kind = kind;
  }
}

/** Two amplicons' worth either side: a template never needs more. */
export const MAX_TEMPLATE = 2000;
const MAX_SITES = 500;
const MAX_OUTPUT = 4 * 1024 * 1024;
const TEMPLATE = /^[ACGTN]+$/;

export interface Primer3Runner {
  /** The program (primer3_core on PATH unless a test gives another). */
  bin?: string;
  timeoutMs: number;
}

function boulderInput(sites: readonly PrimerSite[], options: PrimerOptions): string {
  const global = [
    'PRIMER_TASK=generic',
    'PRIMER_PICK_LEFT_PRIMER=1',
    'PRIMER_PICK_RIGHT_PRIMER=1',
    'PRIMER_PICK_INTERNAL_OLIGO=0',
    `PRIMER_PRODUCT_SIZE_RANGE=${options.productMin}-${options.productMax}`,
    `PRIMER_OPT_TM=${options.tm}`,
    `PRIMER_MIN_TM=${options.tm - 3}`,
    `PRIMER_MAX_TM=${options.tm + 3}`,
    'PRIMER_NUM_RETURN=1',
    'PRIMER_EXPLAIN_FLAG=1',
  ];
  return sites
    .map((site, i) => {
      const lines = [`SEQUENCE_ID=site${i}`, `SEQUENCE_TEMPLATE=${site.template}`, `SEQUENCE_TARGET=${site.targetStart},${site.targetLength}`];
      return [...lines, ...(i === 0 ? global : []), '='].join('\n');
    })
    .join('\n')
    .concat('\n');
}

/** The records of primer3's answer, tag to value, in input order. */
function records(output: string): Map<string, string>[] {
  const out: Map<string, string>[] = [];
  let current = new Map<string, string>();
  for (const line of output.split('\n')) {
    if (line === '=') {
      out.push(current);
      current = new Map();
      continue;
    }
    const eq = line.indexOf('=');
    if (eq > 0) current.set(line.slice(0, eq), line.slice(eq + 1));
  }
  return out;
}

function designOf(record: Map<string, string>, template: string): PrimerDesign {
  const error = record.get('PRIMER_ERROR');
  if (error) return { ok: false, reason: error };
  if (Number(record.get('PRIMER_PAIR_NUM_RETURNED') ?? 0) < 1) {
    return { ok: false, reason: record.get('PRIMER_PAIR_EXPLAIN') ?? record.get('PRIMER_LEFT_EXPLAIN') ?? 'no primer pair' };
  }
  const [leftStart] = (record.get('PRIMER_LEFT_0') ?? '').split(',').map(Number);
  const [rightStart] = (record.get('PRIMER_RIGHT_0') ?? '').split(',').map(Number);
  return {
    ok: true,
    pair: {
      left: { sequence: record.get('PRIMER_LEFT_0_SEQUENCE') ?? '', start: leftStart, tm: Number(record.get('PRIMER_LEFT_0_TM')) },
      right: { sequence: record.get('PRIMER_RIGHT_0_SEQUENCE') ?? '', start: rightStart, tm: Number(record.get('PRIMER_RIGHT_0_TM')) },
      product: template.slice(leftStart, rightStart + 1),
    },
  };
}

/** Designs one primer pair per site (in order) in one run of primer3_core. */
export async function designPrimers(sites: readonly PrimerSite[], options: PrimerOptions, runner: Primer3Runner): Promise<PrimerDesign[]> {
  if (sites.length === 0) return [];
  if (sites.length > MAX_SITES) throw new PrimerDesignError('failed', `at most ${MAX_SITES} sites in one run`);
  for (const site of sites) {
    if (!TEMPLATE.test(site.template) || site.template.length > MAX_TEMPLATE) throw new PrimerDesignError('failed', 'a template must be 1-2000 of A/C/G/T/N');
  }
  const output = await runPrimer3(boulderInput(sites, options), runner);
  const answers = records(output);
  if (answers.length !== sites.length) throw new PrimerDesignError('failed', `primer3 answered ${answers.length} records for ${sites.length} sites`);
  return answers.map((record, i) => designOf(record, sites[i].template));
}

function runPrimer3(input: string, runner: Primer3Runner): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(runner.bin ?? 'primer3_core', [], { stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let settled = false;
    const end = (error: PrimerDesignError | null, value = '') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        child.kill('SIGKILL');
        reject(error);
      } else resolve(value);
    };
    const timer = setTimeout(() => end(new PrimerDesignError('timeout', `primer3 ran past ${runner.timeoutMs} ms`)), runner.timeoutMs);
    child.on('error', (error) => end(new PrimerDesignError('failed', `primer3 could not start: ${error.message}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OUTPUT) end(new PrimerDesignError('failed', 'primer3 answered more than expected'));
      else chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString('utf8');
    });
    child.on('close', (code) => {
      if (code === 0) end(null, Buffer.concat(chunks).toString('utf8'));
      else end(new PrimerDesignError('failed', `primer3 ended with ${code}: ${stderr.trim().slice(0, 500)}`));
    });
    // A child that died early closes stdin: its exit code tells why, not the pipe.
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}
