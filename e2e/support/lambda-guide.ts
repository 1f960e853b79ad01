// A guide for the phage λ genome the e2e server imports (E2E_GENOME): read from the same FASTA.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { E2E_GENOME } from './test-server.ts';

/** The first NGG site on the plus strand of λ past 30 kbp, and its 1-based position. */
export function lambdaGuide(): { guide: string; position: number } {
  const fasta = zlib.gunzipSync(fs.readFileSync(E2E_GENOME.file)).toString('latin1');
  const sequence = fasta.split('\n').filter((line) => !line.startsWith('>')).join('').toUpperCase();
  for (let i = 30_000; ; i++) {
    if (sequence[i + 21] === 'G' && sequence[i + 22] === 'G') return { guide: sequence.slice(i, i + 23), position: i + 1 };
  }
}
