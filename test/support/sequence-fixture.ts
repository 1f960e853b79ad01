// Sequence files of any length for the parse-bound tests, written in memory: a GenBank record whose
// ORIGIN holds `bases` bases (its LOCUS line may say another length) and a FASTA record.
const BLOCK = 'acgtgcatgcaattcgagctcggtaccc';

/** `length` bases cut from a repeating block (what the bounds count, not what they mean). */
function bases(from: number, length: number): string {
  let text = '';
  while (text.length < length) text += BLOCK;
  const start = from % BLOCK.length;
  return (text + BLOCK).slice(start, start + length);
}

export function genbankFile(length: number, options: { declared?: number; name?: string } = {}): string {
  const lines = [
    `LOCUS       ${options.name ?? 'pBig'}  ${options.declared ?? length} bp    DNA     circular SYN 01-JAN-2024`,
    'DEFINITION  generated for a parse-bound test.',
    'FEATURES             Location/Qualifiers',
    `     source          1..${Math.max(1, length)}`,
    'ORIGIN',
  ];
  for (let i = 0; i < length; i += 60) {
    const line = bases(i, Math.min(60, length - i));
    const groups = line.match(/.{1,10}/g) ?? [];
    lines.push(`${String(i + 1).padStart(9)} ${groups.join(' ')}`);
  }
  lines.push('//');
  return `${lines.join('\n')}\n`;
}

export function fastaFile(length: number, name = 'pBig'): string {
  const lines = [`>${name} circular`];
  for (let i = 0; i < length; i += 70) lines.push(bases(i, Math.min(70, length - i)).toUpperCase());
  return `${lines.join('\n')}\n`;
}
