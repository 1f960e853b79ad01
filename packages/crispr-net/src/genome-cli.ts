// The CLI's genome commands:
//   crispr-net search --genome DIR --name NAME --mismatches N [--bulge …] [--pam NGG] [--weights DIR] GUIDE…
//     → CSV guide,chrom,position,strand,mismatches,bulge,on_seq,off_seq,CRISPR_Net_score on stdout;
//     the PAM is 3 nt and each guide 23 (what the model reads), checked before the search
//   crispr-net import-genome --genome DIR --name NAME [--title TEXT] FILE
//     → also builds the seed index (decision 0063) and reports its time, size and peak memory
//   crispr-net reindex --genome DIR --name NAME [--force]
//     → rebuilds the seed index when it is missing or stale (always with --force)
import { DEFAULT_WEIGHTS_DIR, formatFloat32 } from './index.ts';
import { GenomeInputError, type BulgeMode } from './genome-scan.ts';
import { GenomeSearchTimeout, scorePairsInWorker, searchGenome } from './genome-search.ts';
import { importGenome, reindexGenome, type IndexBuildReport } from './genome-store.ts';
import { scorableSearchProblem } from './scorable-search.ts';

const FLAGS = new Set(['--genome', '--name', '--mismatches', '--bulge', '--pam', '--weights', '--title', '--max-sites', '--timeout']);
const SWITCHES = new Set(['--force']);

/** One line on the index just built: what an operator sizes the disk and the machine by. */
export function describeIndexBuild(report: IndexBuildReport): string {
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(bytes < 1e8 ? 1 : 0)} MB`;
  return `seed index built in ${report.seconds.toFixed(1)} s: ${mb(report.bytes)} on disk in ${report.blocks} block(s), peak memory ${mb(report.peakRssBytes)}`;
}

/** A CSV field: quoted when it holds a comma, a quote or a line break (sequence names may). */
const csv = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export async function genomeCommand(command: 'search' | 'import-genome' | 'reindex', argv: string[], usage: string): Promise<number> {
  const flags = new Map<string, string>();
  const switches = new Set<string>();
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (FLAGS.has(argv[i])) flags.set(argv[i], argv[++i] ?? '');
    else if (SWITCHES.has(argv[i])) switches.add(argv[i]);
    else if (argv[i].startsWith('--')) {
      console.error(`crispr-net: unknown option ${argv[i]}\n${usage}`);
      return 2;
    } else rest.push(argv[i]);
  }
  const genome = flags.get('--genome') || process.env.GENOME_DIR;
  const name = flags.get('--name');
  try {
    if (command === 'import-genome') {
      if (!genome || !name || rest.length !== 1) {
        console.error(usage);
        return 2;
      }
      const started = performance.now();
      let index = '';
      const info = await importGenome(genome, name, rest[0], { title: flags.get('--title'), onIndex: (report) => (index = describeIndexBuild(report)) });
      console.error(`crispr-net: imported ${info.name}: ${info.sequences.length} sequences, ${info.length} bases in ${((performance.now() - started) / 1000).toFixed(1)} s; ${index}`);
      return 0;
    }
    if (command === 'reindex') {
      if (!genome || !name || rest.length !== 0) {
        console.error(usage);
        return 2;
      }
      const report = await reindexGenome(genome, name, { force: switches.has('--force') });
      console.error(`crispr-net: ${name}: ${report ? describeIndexBuild(report) : 'the seed index is current'}`);
      return 0;
    }
    const mismatches = Number(flags.get('--mismatches'));
    if (!genome || !name || !flags.has('--mismatches') || rest.length === 0) {
      console.error(usage);
      return 2;
    }
    const pam = flags.get('--pam') ?? 'NGG';
    // Checked before the search: a site the model cannot read would fail the scoring only at the end.
    const problem = scorableSearchProblem(pam, rest);
    if (problem) {
      console.error(`crispr-net: ${problem}`);
      return 2;
    }
    const results = await searchGenome(genome, name, rest, {
      pam,
      mismatches,
      bulge: (flags.get('--bulge') ?? 'none') as BulgeMode,
      maxSitesPerGuide: Number(flags.get('--max-sites') ?? 100_000),
      timeoutMs: Number(flags.get('--timeout') ?? 3_600_000),
    });
    const sites = results.flatMap((r) => r.sites);
    const weights = flags.get('--weights') || process.env.CRISPR_NET_DIR || DEFAULT_WEIGHTS_DIR;
    const scores = sites.length ? await scorePairsInWorker(weights, sites.map((s) => ({ on: s.on_seq, off: s.off_seq }))) : [];
    const lines = ['guide,chrom,position,strand,mismatches,bulge,on_seq,off_seq,CRISPR_Net_score'];
    sites.forEach((s, i) => {
      lines.push([s.guide, s.chrom, s.position, s.strand, s.mismatches, s.bulge, s.on_seq, s.off_seq].map(csv).join(',') + ',' + formatFloat32(scores[i]));
    });
    process.stdout.write(lines.join('\n') + '\n');
    for (const r of results) if (r.truncated) console.error(`crispr-net: ${r.guide}: more sites than the limit; the list is cut`);
    return 0;
  } catch (error) {
    // Input and limits are the user's to fix: the message alone. Anything else keeps its stack.
    const known = error instanceof GenomeInputError || error instanceof GenomeSearchTimeout;
    console.error(`crispr-net: ${known ? (error as Error).message : ((error as Error).stack ?? String(error))}`);
    return 1;
  }
}
