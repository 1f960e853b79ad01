#!/usr/bin/env node
// crispr-net pairs.txt [--weights DIR] > scores.csv
// Lines `on,off` in; `on_seq,off_seq,CRISPR_Net_score` CSV out, as the published tool prints it.
// crispr-net search …, import-genome … and reindex …: see genome-cli.ts.
import { readFile } from 'node:fs/promises';
import { annotateCommand } from './annotation-cli.ts';
import { genomeCommand } from './genome-cli.ts';
import { CrisprInputError, DEFAULT_WEIGHTS_DIR, formatFloat32, loadCrisprNet, parsePairsText } from './index.ts';

const USAGE = `usage: crispr-net <pairs.txt | -> [--weights DIR]   (one "on,off" pair a line; - reads stdin)
       crispr-net search --genome DIR --name NAME --mismatches N [--bulge none|dna|rna|either] [--pam NGG] [--weights DIR] GUIDE…
       crispr-net import-genome --genome DIR --name NAME [--title TEXT] FILE
       crispr-net annotate-genome --genome DIR --name NAME FILE.gtf|FILE.bed   (optionally .gz)
       crispr-net reindex --genome DIR --name NAME [--force]`;

async function readInput(path: string): Promise<string> {
  if (path !== '-') return readFile(path, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'search' || argv[0] === 'import-genome' || argv[0] === 'reindex') return genomeCommand(argv[0], argv.slice(1), USAGE);
  if (argv[0] === 'annotate-genome') return annotateCommand(argv.slice(1), USAGE);
  let weights = process.env.CRISPR_NET_DIR || DEFAULT_WEIGHTS_DIR;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--weights') weights = argv[++i] ?? '';
    else if (argv[i] === '-h' || argv[i] === '--help') {
      console.log(USAGE);
      return 0;
    } else files.push(argv[i]);
  }
  if (files.length !== 1 || !weights) {
    console.error(USAGE);
    return 2;
  }
  try {
    const pairs = parsePairsText(await readInput(files[0]));
    const net = await loadCrisprNet(weights);
    const scores = net.scorePairs(pairs);
    const lines = ['on_seq,off_seq,CRISPR_Net_score'];
    for (let i = 0; i < pairs.length; i++) lines.push(`${pairs[i].on},${pairs[i].off},${formatFloat32(scores[i])}`);
    process.stdout.write(lines.join('\n') + '\n');
    return 0;
  } catch (error) {
    const prefix = error instanceof CrisprInputError ? `${files[0]}: ` : '';
    console.error(`crispr-net: ${prefix}${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
