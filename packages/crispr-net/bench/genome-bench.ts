// npm run bench:genome: the genome search and scoring figures of the README.
// 1. One guide against E. coli 536 (4.9 Mbp, Debian's bowtie-examples), up to 4 mismatches and one
//    bulge of either kind: CPU time of the scan on one core (this thread), then searchGenome's wall
//    clock with its worker pool.
// 2. Scoring throughput: 100,000 candidate-like pairs with the TypeScript engine (one core) against a
//    batched float64 numpy peer of the same network (bench/numpy-peer.py, one BLAS thread), whose
//    scores must agree within 1e-6.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importGenome, searchGenome } from '../src/genome.ts';
import { runTask } from '../src/genome-task.ts';
import { DEFAULT_WEIGHTS_DIR, loadCrisprNet } from '../src/index.ts';
import { candidatePairs, runNumpyPeer } from './peer.ts';

const ECOLI = process.env.ECOLI_FASTA || '/usr/share/doc/bowtie/examples/genomes/NC_008253.fna.gz';
const WEIGHTS = process.env.CRISPR_NET_DIR || DEFAULT_WEIGHTS_DIR;
const PAIRS = Number(process.argv[2] ?? 100_000);
const dir = mkdtempSync(join(tmpdir(), 'crispr-bench-'));
const cpuMs = (since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};

try {
  const info = await importGenome(dir, 'ecoli', ECOLI);
  // The guide of the published example (EMX1) and two E. coli protospacers.
  const guides = ['GAGTCCGAGCAGAAGAAGAAAGG', 'GCTGGAAGCGCTGAAAGCGCNGG', 'ATTACCGATGGCGATTCGCANGG'];
  const options = { pam: 'NGG', mismatches: 4, bulge: 'either' as const, maxSitesPerGuide: 1e6, timeoutMs: 600_000 };
  const scan = (guide: string) =>
    runTask({ folder: join(dir, 'ecoli'), info, sequence: 0, from: 0, to: info.length, guides: [guide], normalized: [guide], pam: 'NGG', mismatches: 4, bulge: 'either', maxSites: 1e6 });
  await scan(guides[0]); // warm the JIT
  for (const guide of guides) {
    let best = Infinity;
    let sites = 0;
    for (let r = 0; r < 3; r++) {
      const cpu = process.cpuUsage();
      sites = (await scan(guide))[0].sites.length;
      best = Math.min(best, cpuMs(cpu));
    }
    console.log(`scan ${guide} vs E. coli (${info.length} bp, both strands), ≤4 mismatches + either bulge: ${best.toFixed(0)} ms CPU on one core, ${sites} sites`);
  }
  const wall = performance.now();
  await searchGenome(dir, 'ecoli', guides, options);
  console.log(`searchGenome, ${guides.length} guides, worker pool: ${(performance.now() - wall).toFixed(0)} ms wall clock`);

  // Scoring.
  const pairs = candidatePairs(PAIRS);
  const net = await loadCrisprNet(WEIGHTS);
  net.scorePairs(pairs.slice(0, 2000));
  const cpu = process.cpuUsage();
  const scores = net.scorePairs(pairs);
  const tsMs = cpuMs(cpu);
  console.log(`engine: ${PAIRS} pairs in ${tsMs.toFixed(0)} ms CPU: ${Math.round(PAIRS / (tsMs / 1000))} pairs per CPU second`);
  const peer = await runNumpyPeer(WEIGHTS, pairs);
  if (!peer.ok) {
    console.log(`numpy peer not run: ${peer.reason}`);
  } else {
    const peerMs = peer.forwardSeconds * 1000;
    let diff = 0;
    for (let i = 0; i < scores.length; i++) diff = Math.max(diff, Math.abs(scores[i] - peer.scores[i]));
    console.log(
      `numpy peer (batches of 10,000, one thread), forward pass only: ${peerMs.toFixed(0)} ms CPU: ${Math.round(PAIRS / peer.forwardSeconds)} pairs per CPU second ` +
        `(+ ${(peer.encodeSeconds * 1000).toFixed(0)} ms encoding in Python); engine, encoding included (single runs: the peer's first run is its slowest), is ${(peerMs / tsMs).toFixed(1)}x faster; ` +
        `largest score difference ${diff.toExponential(1)}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
