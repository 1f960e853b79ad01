// npm run bench:genome: the genome search and scoring figures of the README.
// 1. One guide against E. coli 536 (4.9 Mbp, Debian's bowtie-examples), up to 4 mismatches and one
//    bulge of either kind: CPU time of the scan on one core (this thread), then searchGenome's wall
//    clock with its worker pool.
// 2. Scoring throughput: 100,000 candidate-like pairs with the TypeScript engine (one core) against a
//    batched float64 numpy peer of the same network (bench/numpy-peer.py, one BLAS thread), whose
//    scores must agree within 1e-6.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importGenome, searchGenome } from '../src/genome.ts';
import { runTask } from '../src/genome-task.ts';
import { DEFAULT_WEIGHTS_DIR, loadCrisprNet } from '../src/index.ts';
import { readWeights } from '../src/weights.ts';

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
  let seed = 42;
  const rand = () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return seed / 0x80000000;
  };
  const base = () => 'ACGT'[Math.floor(rand() * 4)];
  const pairs = Array.from({ length: PAIRS }, () => {
    const on = Array.from({ length: 20 }, base).concat(['N', 'G', 'G']);
    const off = on.map((b) => (b === 'N' ? base() : b));
    for (let m = Math.floor(rand() * 6); m > 0; m--) off[Math.floor(rand() * 20)] = base();
    const kind = rand();
    if (kind < 0.15) {
      const at = 1 + Math.floor(rand() * 18);
      on.splice(at, 0, '_');
      off.splice(at, 0, base());
    } else if (kind < 0.3) off[1 + Math.floor(rand() * 18)] = '_';
    return { on: on.join(''), off: off.join('') };
  });
  const net = await loadCrisprNet(WEIGHTS);
  net.scorePairs(pairs.slice(0, 2000));
  const cpu = process.cpuUsage();
  const scores = net.scorePairs(pairs);
  const tsMs = cpuMs(cpu);
  console.log(`TypeScript engine: ${PAIRS} pairs in ${tsMs.toFixed(0)} ms CPU: ${Math.round(PAIRS / (tsMs / 1000))} pairs per CPU second`);

  const w = await readWeights(WEIGHTS);
  const json: Record<string, number[]> = {};
  for (const c of w.conv) {
    json[`conv${c.width}.kernel`] = [...c.kernel];
    json[`conv${c.width}.bias`] = [...c.bias];
  }
  for (const d of ['forward', 'backward'] as const) {
    json[`${d}.kernel`] = [...w.lstm[d].kernel];
    json[`${d}.recurrent`] = [...w.lstm[d].recurrent];
    json[`${d}.bias`] = [...w.lstm[d].bias];
  }
  for (const d of ['dense1', 'dense2', 'output'] as const) {
    json[`${d}.kernel`] = [...w[d].kernel];
    json[`${d}.bias`] = [...w[d].bias];
  }
  writeFileSync(join(dir, 'weights.json'), JSON.stringify(json));
  writeFileSync(join(dir, 'pairs.txt'), pairs.map((p) => `${p.on},${p.off}`).join('\n'));
  const peer = fileURLToPath(new URL('numpy-peer.py', import.meta.url));
  const env = { ...process.env, OMP_NUM_THREADS: '1', OPENBLAS_NUM_THREADS: '1', MKL_NUM_THREADS: '1' };
  const result = spawnSync('python3', [peer, join(dir, 'weights.json'), join(dir, 'pairs.txt')], { env, maxBuffer: 1 << 28 });
  if (result.status !== 0) {
    console.log(`numpy peer not run: ${String(result.stderr || result.error).trim().split('\n').at(-1)}`);
  } else {
    const peerScores = result.stdout.toString().trim().split('\n').map(Number);
    const [encodeMs, peerMs] = result.stderr.toString().trim().split(' ').map((x) => Number(x) * 1000);
    let diff = 0;
    for (let i = 0; i < scores.length; i++) diff = Math.max(diff, Math.abs(scores[i] - peerScores[i]));
    console.log(
      `numpy peer (batches of 10,000, one thread), forward pass only: ${peerMs.toFixed(0)} ms CPU: ${Math.round(PAIRS / (peerMs / 1000))} pairs per CPU second ` +
        `(+ ${encodeMs.toFixed(0)} ms encoding in Python); TypeScript, encoding included, is ${(peerMs / tsMs).toFixed(1)}x faster; ` +
        `largest score difference ${diff.toExponential(1)}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
