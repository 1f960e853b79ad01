// Reads a GenBank or FASTA file an editor uploads into the sequence and map features a plasmid stores.
// The parser is seqparse (Lattice Automation, MIT; the one SeqViz itself uses, so what it reads is what
// the public map draws). Only its synchronous `parseFile` is called: the package's default export also
// fetches NCBI/iGEM accessions over the network, which a server must never do for uploaded text.
// It runs in a parse worker (server/parsing/, lane 'sequence-file'), never in the web process, and is
// given only the file's first record once its bases are counted within the bound (sequence-prescan.ts).
import type { z } from 'zod';
import type { parsedSequence } from '../../../contracts/api/admin/content-plasmids.ts';
import type { PlasmidFeatureDto } from '../../../contracts/api/plasmid.ts';
import { PLASMID_ADMIN_MESSAGES, PLASMID_FEATURES_MAX, PLASMID_SEQUENCE_MAX, SEQUENCE_FILE_EXTENSIONS } from '../../../contracts/plasmid-admin.ts';
import { checkFastaText } from 'crispr-net/fasta';
import { prescanSequence } from './sequence-prescan.ts';

export type ParsedSequence = z.infer<typeof parsedSequence>;
/** The preview, or the Chinese refusal the call answers with (code 201). */
export type SequenceRead = { ok: true; value: ParsedSequence } | { ok: false; message: string };

type ParseFile = (text: string, options?: { fileName?: string }) => Array<{
  name: string;
  seq: string;
  type: string;
  annotations: Array<{ name: string; start: number; end: number; direction?: number; type?: string; color?: string }>;
}>;

async function loadParser(): Promise<ParseFile> {
  const module = (await import('seqparse')) as unknown as { parseFile?: ParseFile; default?: { parseFile?: ParseFile } };
  return (module.parseFile ?? module.default?.parseFile)!;
}

const IUPAC = /^[ACGTURYKMSWBDHVN]+$/;

/** A character as a message quotes it: itself when visible, else its code point (U+00A0). */
function shownChar(char: string): string {
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(char) ? char : `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
}

/** GenBank states the topology on its LOCUS line; a FASTA header may say "circular" (ours do). */
function topologyOf(text: string, format: 'genbank' | 'fasta'): ParsedSequence['topology'] {
  const head = format === 'genbank' ? /^LOCUS\b.*$/m.exec(text)?.[0] : /^>.*$/m.exec(text)?.[0];
  if (!head) return 'unknown';
  if (/\bcircular\b/i.test(head)) return 'circular';
  if (/\blinear\b/i.test(head)) return 'linear';
  return 'unknown';
}

const refused = (message: string): SequenceRead => ({ ok: false, message });

/**
 * The file's first record as the form previews it: bases upper-cased, features 1-based inclusive
 * (seqparse counts from 0 with an exclusive end: the start moves, the end number stays).
 */
export async function parseSequenceFile(fileName: string, content: Buffer): Promise<SequenceRead> {
  const extension = extensionOf(fileName);
  if (!(SEQUENCE_FILE_EXTENSIONS as readonly string[]).includes(extension)) return refused(PLASMID_ADMIN_MESSAGES.sequenceFileType);
  const format = extension.startsWith('.g') ? 'genbank' : 'fasta';
  const whole = content.toString('utf8').replace(/\r\n?/g, '\n');
  // A GenBank file starts with LOCUS, a FASTA file with '>': anything else is not what its name says,
  // and seqparse would otherwise read stray text as a raw sequence.
  const looksRight = format === 'genbank' ? /^\s*LOCUS\s/.test(whole) && /^ORIGIN/m.test(whole) : /^\s*>/.test(whole);
  if (!looksRight || whole.includes('\u0000')) return refused(PLASMID_ADMIN_MESSAGES.sequenceFileUnreadable);
  const first = prescanSequence(whole, format, PLASMID_SEQUENCE_MAX);
  if (!first.ok) return refused(PLASMID_ADMIN_MESSAGES.sequenceFileTooLong);
  if (format === 'fasta') {
    // Checked on the text as written: the bases kept below are letters only, so a gap, a stop, a digit
    // or a dot would otherwise vanish and shift every feature position after it.
    const problem = checkFastaText(whole);
    if (problem?.kind === 'protein') return refused(PLASMID_ADMIN_MESSAGES.sequenceFileProtein);
    if (problem?.kind === 'symbol') return refused(PLASMID_ADMIN_MESSAGES.sequenceFileSymbol(problem.line, problem.column, shownChar(problem.char)));
  }

  const text = first.text;
  const parseFile = await loadParser();
  let record: ReturnType<ParseFile>[number] | undefined;
  try {
    record = parseFile(text, { fileName })[0];
  } catch {
    return refused(PLASMID_ADMIN_MESSAGES.sequenceFileUnreadable);
  }
  const sequence = (record?.seq ?? '').replace(/[^A-Za-z]/g, '').toUpperCase();
  if (!record || sequence.length === 0) return refused(PLASMID_ADMIN_MESSAGES.sequenceFileUnreadable);
  // A GenBank LOCUS line says "aa" for a protein; for FASTA seqparse only guesses (a few degenerate
  // codes such as R, Y, K, M make it say "aa"), and checkFastaText above has judged already.
  if (!IUPAC.test(sequence) || (format === 'genbank' && record.type === 'aa')) return refused(PLASMID_ADMIN_MESSAGES.sequenceFileNotDna);
  // The prescan counted the same letters; kept so the bound holds whatever the parser returns.
  if (sequence.length > PLASMID_SEQUENCE_MAX) return refused(PLASMID_ADMIN_MESSAGES.sequenceFileTooLong);

  const features: PlasmidFeatureDto[] = [];
  for (const a of record.annotations ?? []) {
    const start = Math.trunc(a.start) + 1;
    const end = Math.trunc(a.end);
    if (!Number.isFinite(start) || !Number.isFinite(end) || start < 1 || end < 1 || start > sequence.length || end > sequence.length) continue;
    const type = (a.type ?? '').trim().slice(0, 50);
    const name = (a.name ?? '').trim().slice(0, 200) || type || 'feature';
    const direction = a.direction === -1 ? -1 : a.direction === 1 ? 1 : 0;
    const feature: PlasmidFeatureDto = { name, start, end, direction, type };
    if (a.color && /^#[0-9a-fA-F]{3,8}$/.test(a.color)) feature.color = a.color;
    features.push(feature);
    if (features.length === PLASMID_FEATURES_MAX) break;
  }
  return {
    ok: true,
    value: {
      name: (record.name ?? '').trim().slice(0, 200),
      length: sequence.length,
      topology: topologyOf(text, format),
      format,
      feature_count: features.length,
      sequence,
      features,
    },
  };
}
