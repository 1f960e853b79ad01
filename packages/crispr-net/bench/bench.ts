// npm run bench: the engine's scoring throughput against the batched numpy peer, in the same run, on
// two workloads: 100,000 distinct candidate-like pairs of random guides (bench/peer.ts), and the pairs
// of a genome search (8 guides × 5,000 sites with up to 4 mismatches and a bulge, test/support/search-pairs.ts),
// where many sites of one guide share their leading or trailing tokens. Each is scored on one core by the
// engine (encoding included) and by bench/numpy-peer.py (float64, batches of 10,000, one BLAS thread;
// forward pass only, its Python encoding is timed apart). Each side's best CPU time of 3 runs is kept: on
// a shared machine the wall clock also counts the time other processes held the core. Prints the ratio
// and the largest score difference per workload. Optional arguments: the two workloads' sizes.
import { loadavg } from 'node:os';
import { DEFAULT_WEIGHTS_DIR, loadCrisprNet, type Pair } from '../src/index.ts';
import { searchPairs } from '../test/support/search-pairs.ts';
import { candidatePairs, runNumpyPeer } from './peer.ts';

const COUNT = Number(process.argv[2] ?? 100_000);
const SITES_PER_GUIDE = Number(process.argv[3] ?? 5000);
const REPEATS = 3;
const WEIGHTS = process.env.CRISPR_NET_DIR || DEFAULT_WEIGHTS_DIR;

const net = await loadCrisprNet(WEIGHTS);
net.scorePairs(candidatePairs(2000, 7)); // warm the JIT

async function measure(workload: string, pairs: Pair[]): Promise<void> {
  let best = Infinity;
  let scores: number[] = [];
  for (let r = 0; r < REPEATS; r++) {
    const cpu = process.cpuUsage();
    scores = net.scorePairs(pairs);
    const used = process.cpuUsage(cpu);
    best = Math.min(best, (used.user + used.system) / 1e6);
  }
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  const engineRate = pairs.length / best;
  console.log(
    `${workload}: engine: ${pairs.length} pairs in ${best.toFixed(3)} s CPU: ${Math.round(engineRate)} pairs per CPU second ` +
      `(one core, encoding included, best of ${REPEATS}; mean score ${mean.toFixed(4)})`,
  );
  const peer = await runNumpyPeer(WEIGHTS, pairs, REPEATS);
  if (!peer.ok) {
    console.log(`${workload}: numpy peer not run: ${peer.reason}`);
    return;
  }
  let diff = 0;
  for (let i = 0; i < scores.length; i++) diff = Math.max(diff, Math.abs(scores[i] - peer.scores[i]));
  const peerRate = pairs.length / peer.forwardSeconds;
  console.log(
    `${workload}: numpy peer: ${peer.forwardSeconds.toFixed(3)} s CPU: ${Math.round(peerRate)} pairs per CPU second ` +
      `(forward pass only, best of ${REPEATS}; + ${peer.encodeSeconds.toFixed(3)} s encoding in Python)`,
  );
  console.log(
    `${workload}: ratio: the engine is ${(engineRate / peerRate).toFixed(2)}x the numpy peer; largest score difference ${diff.toExponential(1)}`,
  );
}

console.log(`load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
await measure('random pairs', candidatePairs(COUNT));
await measure('search pairs', searchPairs(8, SITES_PER_GUIDE));
console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
