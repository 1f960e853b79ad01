// The sequence downloads: FASTA and GenBank text written from the stored sequence and its annotated
// features, so a customer can open the plasmid in SnapGene, Benchling, ApE or Biopython.
import type { PlasmidFeatureDto } from '../../../contracts/api/plasmid.ts';

export interface SequenceRecord {
  itemNo: string;
  name: string;
  alias?: string | null;
  sequence: string;
  features: readonly PlasmidFeatureDto[];
  updated: Date;
}

const FASTA_WIDTH = 60;

/** Only bases survive: stored sequences may carry spaces, digits or line breaks from an editor. */
export function cleanSequence(sequence: string | null | undefined): string {
  return (sequence ?? '').replace(/[^A-Za-z]/g, '').toUpperCase();
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += width) lines.push(text.slice(i, i + width));
  return lines;
}

/** Header line: item number as the identifier, then the name, alias and length. */
export function toFasta(record: SequenceRecord): string {
  const sequence = cleanSequence(record.sequence);
  const alias = record.alias && record.alias !== record.name ? ` (${oneLine(record.alias)})` : '';
  const header = `>${record.itemNo} ${oneLine(record.name)}${alias} ${sequence.length} bp circular`;
  return `${[header, ...wrap(sequence, FASTA_WIDTH)].join('\n')}\n`;
}

// INSDC feature keys our annotation types map to as they are; anything else is a misc_feature.
const FEATURE_KEYS = new Set([
  'CDS',
  'LTR',
  'enhancer',
  'misc_feature',
  'polyA_signal',
  'primer_bind',
  'promoter',
  'protein_bind',
  'rep_origin',
  'terminator',
  'regulatory',
  'sig_peptide',
  'mobile_element',
  'misc_RNA',
  'ncRNA',
  'gene',
]);

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

function genbankDate(date: Date): string {
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${day}-${MONTHS[date.getUTCMonth()]}-${date.getUTCFullYear()}`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A qualifier value in double quotes (a quote inside is doubled), wrapped at column 79. */
function qualifier(name: string, value: string): string[] {
  const text = `/${name}="${oneLine(value).replace(/"/g, '""')}"`;
  return wrap(text, 79 - 21).map((part) => `${' '.repeat(21)}${part}`);
}

/** `start..end`, `complement(…)`, and `join(…)` for a feature that runs across the origin. */
export function featureLocation(feature: Pick<PlasmidFeatureDto, 'start' | 'end' | 'direction'>, length: number): string {
  const start = Math.min(Math.max(1, feature.start), length);
  const end = Math.min(Math.max(1, feature.end), length);
  const span = start <= end ? `${start}..${end}` : `join(${start}..${length},1..${end})`;
  return feature.direction === -1 ? `complement(${span})` : span;
}

/** A GenBank flat file: LOCUS, definition, source, the features as annotated, ORIGIN in tens. */
export function toGenbank(record: SequenceRecord): string {
  const sequence = cleanSequence(record.sequence);
  const length = sequence.length;
  // The LOCUS name is one token of at most 16 characters.
  const locusName = record.itemNo.replace(/\s+/g, '_').slice(0, 16).padEnd(16);
  const lines = [
    `LOCUS       ${locusName} ${String(length).padStart(11)} bp    DNA     circular SYN ${genbankDate(record.updated)}`,
    `DEFINITION  ${oneLine(record.name)}${record.alias && record.alias !== record.name ? ` (${oneLine(record.alias)})` : ''}.`,
    `ACCESSION   ${record.itemNo}`,
    `VERSION     ${record.itemNo}`,
    'KEYWORDS    .',
    'SOURCE      synthetic DNA construct',
    '  ORGANISM  synthetic DNA construct',
    '            other sequences; artificial sequences; vectors.',
    'FEATURES             Location/Qualifiers',
    `     source          1..${length}`,
    ...qualifier('organism', 'synthetic DNA construct'),
    ...qualifier('mol_type', 'other DNA'),
  ];
  for (const feature of record.features) {
    if (length === 0) break;
    const key = FEATURE_KEYS.has(feature.type) ? feature.type : 'misc_feature';
    lines.push(`     ${key.padEnd(16)}${featureLocation(feature, length)}`);
    lines.push(...qualifier('label', feature.name));
    if (key === 'CDS') lines.push(...qualifier('codon_start', '1').map((l) => l.replace('"1"', '1')));
  }
  lines.push('ORIGIN');
  for (let i = 0; i < length; i += 60) {
    const groups = wrap(sequence.slice(i, i + 60).toLowerCase(), 10).join(' ');
    lines.push(`${String(i + 1).padStart(9)} ${groups}`);
  }
  lines.push('//');
  return `${lines.join('\n')}\n`;
}

/** The download's file name: the item number, made safe for a Content-Disposition header. */
export function downloadFileName(itemNo: string, format: 'fasta' | 'genbank'): string {
  const base = itemNo.replace(/[^A-Za-z0-9._-]/g, '_') || 'plasmid';
  return `${base}.${format === 'fasta' ? 'fasta' : 'gb'}`;
}
