// npm run bench:genome [-- --scale 0.1] [--skip-human] [--guides 4] [--keep]: the seed index (decision 0063)
// against the scan and bowtie, ratios measured in the same run.
// 1. 25 Mbp: E. coli 536 and four 3%-mutated copies (fixed seed); 8 guides of E. coli next to NGG,
//    ≤ 3 mismatches, no bulge: searchGenome with the index, with the scan, and `bowtie -a -v 3`
//    (both indexes built beforehand; the same sites checked).
// 2. Human-size (synthetic, bench/synthetic-genome.ts; --scale 1 is 3.09 Gbp): index build time, size
//    and peak memory; ≤ 4 mismatches + one bulge of either kind, one guide a search: wall time, sites
//    and the search's peak memory (a child process each, so the figure is the search's own).
// --keep leaves the generated genomes in place and prints their folder: a GENOME_DIR the site can
// search (`GENOME_DIR=… npm start`), so a job on the human-size genome can be tried through the pages.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { importGenome, reindexGenome, searchGenome, type IndexBuildReport } from '../src/genome.ts';
import { readGenomeInfo, readBases } from '../src/genome-store.ts';
import { mutatedCopiesFasta, writeHumanLike, xorshift } from './synthetic-genome.ts';

const ECOLI = process.env.ECOLI_FASTA || '/usr/share/doc/bowtie/examples/genomes/NC_008253.fna.gz';
const SELF = fileURLToPath(import.meta.url);
const GB = 1e9;
const MB = 1e6;

type Measured = { seconds: number; cpuSeconds: number; maxRssBytes: number; sites: number[]; truncated: boolean[] };

/** Child process modes: `search DIR NAME ENGINE M BULGE GUIDE…` and `reindex DIR NAME`; they print JSON. */
async function child(argv: string[]): Promise<void> {
  const [mode, dir, name] = argv;
  if (mode === 'reindex') {
    const report = await reindexGenome(dir, name, { force: true });
    console.log(JSON.stringify({ ...report, maxRssBytes: process.resourceUsage().maxRSS * 1024 }));
    return;
  }
  const [engine, mismatches, bulge, ...guides] = argv.slice(3);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const results = await searchGenome(dir, name, guides, {
    pam: 'NGG', mismatches: Number(mismatches), bulge: bulge as 'none', maxSitesPerGuide: 2_000, timeoutMs: 3_600_000, engine: engine as 'auto',
  });
  const seconds = (performance.now() - started) / 1000;
  // CPU time of every thread of the process: on a busy machine, wall time says more about the others.
  const cpu = process.cpuUsage(cpuBefore);
  const measured: Measured = { seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, maxRssBytes: process.resourceUsage().maxRSS * 1024, sites: results.map((r) => r.sites.length), truncated: results.map((r) => r.truncated) };
  console.log(JSON.stringify(measured));
}

function inChild<T>(args: string[]): T {
  const run = spawnSync(process.execPath, [SELF, '--child', ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (run.status !== 0) throw new Error(`child ${args.slice(0, 3).join(' ')} failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as T;
}

const revcomp = (s: string) => [...s].toReversed().map((b) => ({ A: 'T', C: 'G', G: 'C', T: 'A' })[b] ?? 'N').join('');
const fmtBuild = (r: IndexBuildReport & { maxRssBytes?: number }) =>
  `${r.seconds.toFixed(1)} s, ${(r.bytes / MB).toFixed(0)} MB on disk (${r.blocks} block(s)), peak memory ${((r.maxRssBytes ?? r.peakRssBytes) / MB).toFixed(0)} MB`;

async function bowtieComparison(dir: string): Promise<void> {
  const ecoli = gunzipSync(readFileSync(ECOLI)).toString('latin1').split('\n').slice(1).join('').toUpperCase();
  const fasta = join(dir, 'e25.fa');
  writeFileSync(fasta, mutatedCopiesFasta(ecoli, 4, 0.03, 25));
  const imported = performance.now();
  let build: IndexBuildReport | undefined;
  const info = await importGenome(dir, 'e25', fasta, { onIndex: (r) => (build = r) });
  console.log(`25 Mbp genome (E. coli 536 + four 3%-mutated copies, ${info.length} bp): import ${((performance.now() - imported) / 1000).toFixed(1)} s, seed index ${fmtBuild(build!)}`);
  const bowtieBuild = performance.now();
  execFileSync('bowtie-build', ['-q', fasta, join(dir, 'e25')], { stdio: 'ignore' });
  console.log(`bowtie-build: ${((performance.now() - bowtieBuild) / 1000).toFixed(1)} s (not counted below)`);
  const next = xorshift(8);
  const guides: string[] = [];
  while (guides.length < 8) {
    const at = next() % (ecoli.length - 23);
    const site = ecoli.slice(at, at + 23);
    if (/^[ACGT]{21}GG$/.test(site)) guides.push(site.slice(0, 20) + 'NGG');
  }
  const reads = join(dir, 'reads.fa');
  writeFileSync(reads, guides.map((g, i) => `>g${i}\n${g.slice(0, 20)}\n`).join(''));
  const args = ['search', dir, 'e25'];
  inChild<Measured>([...args, 'auto', '3', 'none', ...guides]); // warm the page cache for both
  const indexed = inChild<Measured>([...args, 'auto', '3', 'none', ...guides]);
  const scan = inChild<Measured>([...args, 'scan', '3', 'none', ...guides]);
  const bowtieStart = performance.now();
  const out = execFileSync('bowtie', ['-a', '-v', '3', '-p', '2', '-f', join(dir, 'e25'), reads], { maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  const bowtieSeconds = (performance.now() - bowtieStart) / 1000;
  // bowtie's hits that are NGG sites (the way genome-bowtie.test.ts reads them).
  const sequences = new Map(info.sequences.map((s, i) => [s.name, i]));
  let bowtieSites = 0;
  for (const line of out.trim().split('\n').filter(Boolean)) {
    const [, strand, chrom, offset] = line.split('\t');
    const o = Number(offset);
    const s = sequences.get(chrom)!;
    const from = strand === '+' ? o : o - 3;
    if (from < 0 || from + 23 > info.sequences[s].length) continue;
    const bases = Buffer.from(await readBases(dir, info, s, from, from + 23)).toString('latin1');
    if ((strand === '+' ? bases : revcomp(bases)).endsWith('GG')) bowtieSites++;
  }
  const sum = (m: Measured) => m.sites.reduce((a, b) => a + b, 0);
  console.log(`8 guides, ≤3 mismatches, no bulge: index ${indexed.seconds.toFixed(2)} s (${sum(indexed)} sites), scan ${scan.seconds.toFixed(2)} s (${sum(scan)} sites), bowtie -a -v 3 -p 2 ${bowtieSeconds.toFixed(2)} s (${bowtieSites} NGG sites)`);
  console.log(`  ratios: index/bowtie ${(indexed.seconds / bowtieSeconds).toFixed(2)}x (budget ≤ 3x), scan/index ${(scan.seconds / indexed.seconds).toFixed(1)}x`);
  if (sum(indexed) !== sum(scan) || sum(indexed) !== bowtieSites) console.log('  WARNING: the site counts differ');
}

async function humanSize(dir: string, scale: number, guideCount: number, scanToo: boolean): Promise<void> {
  const generated = performance.now();
  const { info, families } = writeHumanLike(dir, 'human', scale);
  console.log(`human-size genome at scale ${scale}: ${info.sequences.length} sequences, ${(info.length / GB).toFixed(3)} Gbp, generated in ${((performance.now() - generated) / 1000).toFixed(0)} s`);
  const build = inChild<IndexBuildReport & { maxRssBytes: number }>(['reindex', dir, 'human']);
  console.log(`  seed index: ${fmtBuild(build)}; ${(build.bytes / info.length).toFixed(2)} bytes a base`);
  // Guides: the Alu-like and L1-like families' own (the worst case: a site in most copies), then
  // protospacers of random places next to NGG (a typical guide).
  const guides = [families.alu.slice(100, 120) + 'NGG', families.l1.slice(5000, 5020) + 'NGG'];
  const next = xorshift(99);
  const stored = await readGenomeInfo(dir, 'human');
  while (guides.length < guideCount) {
    const s = next() % stored.sequences.length;
    const at = next() % (stored.sequences[s].length - 23);
    const site = Buffer.from(await readBases(dir, stored, s, at, at + 23)).toString('latin1');
    if (/^[ACGT]{21}GG$/.test(site)) guides.push(site.slice(0, 20) + 'NGG');
  }
  const labels = ['Alu-like family', 'L1-like family'];
  let worstRss = 0;
  for (const [g, guide] of guides.entries()) {
    const m = inChild<Measured>(['search', dir, 'human', 'auto', '4', 'either', guide]);
    worstRss = Math.max(worstRss, m.maxRssBytes);
    console.log(`  ${guide} (${labels[g] ?? 'unique place'}), ≤4 mismatches + either bulge: ${m.seconds.toFixed(2)} s wall (${m.cpuSeconds.toFixed(2)} s CPU), ${m.sites[0]} sites${m.truncated[0] ? ' (cut at 2,000)' : ''}, peak memory ${(m.maxRssBytes / MB).toFixed(0)} MB`);
  }
  console.log(`  largest peak memory of a search: ${(worstRss / GB).toFixed(2)} GB (budget ≤ 4 GB)`);
  if (scanToo) {
    const m = inChild<Measured>(['search', dir, 'human', 'scan', '4', 'either', guides.at(-1)!]);
    console.log(`  the scan, same last guide: ${m.seconds.toFixed(2)} s wall, ${m.sites[0]} sites`);
  }
}

if (process.argv[2] === '--child') {
  await child(process.argv.slice(3));
} else {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: '0.01' }, guides: { type: 'string', default: '4' }, 'skip-human': { type: 'boolean' }, 'skip-bowtie': { type: 'boolean' }, scan: { type: 'boolean' }, keep: { type: 'boolean' } } });
  const dir = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), 'crispr-index-bench-'));
  try {
    if (!values['skip-bowtie']) await bowtieComparison(dir);
    if (!values['skip-human']) await humanSize(dir, Number(values.scale), Number(values.guides), values.scan === true);
  } finally {
    if (values.keep) console.log(`kept: GENOME_DIR=${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}
