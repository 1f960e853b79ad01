// npm run bench: the engine's scoring throughput against the batched numpy peer, in the same run.
// 100,000 candidate-like pairs (bench/peer.ts) scored on one core by the engine (encoding included)
// and by bench/numpy-peer.py (float64, batches of 10,000, one BLAS thread; forward pass only, its
// Python encoding is timed apart). Each side's best CPU time of 3 runs is kept: on a shared machine
// the wall clock also counts the time other processes held the core. Prints the ratio and the
// largest score difference.
import { DEFAULT_WEIGHTS_DIR, loadCrisprNet } from '../src/index.ts';
import { candidatePairs, runNumpyPeer } from './peer.ts';

const COUNT = Number(process.argv[2] ?? 100_000);
const REPEATS = 3;
const WEIGHTS = process.env.CRISPR_NET_DIR || DEFAULT_WEIGHTS_DIR;

const net = await loadCrisprNet(WEIGHTS);
const pairs = candidatePairs(COUNT);
net.scorePairs(pairs.slice(0, 2000)); // warm the JIT
let best = Infinity;
let scores: number[] = [];
for (let r = 0; r < REPEATS; r++) {
  const cpu = process.cpuUsage();
  scores = net.scorePairs(pairs);
  const used = process.cpuUsage(cpu);
  best = Math.min(best, (used.user + used.system) / 1e6);
}
const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
const engineRate = COUNT / best;
console.log(
  `engine: ${COUNT} pairs in ${best.toFixed(3)} s CPU: ${Math.round(engineRate)} pairs per CPU second ` +
    `(one core, encoding included, best of ${REPEATS}; mean score ${mean.toFixed(4)})`,
);

const peer = await runNumpyPeer(WEIGHTS, pairs, REPEATS);
if (!peer.ok) {
  console.log(`numpy peer not run: ${peer.reason}`);
} else {
  let diff = 0;
  for (let i = 0; i < scores.length; i++) diff = Math.max(diff, Math.abs(scores[i] - peer.scores[i]));
  const peerRate = COUNT / peer.forwardSeconds;
  console.log(
    `numpy peer: ${peer.forwardSeconds.toFixed(3)} s CPU: ${Math.round(peerRate)} pairs per CPU second ` +
      `(forward pass only, best of ${REPEATS}; + ${peer.encodeSeconds.toFixed(3)} s encoding in Python)`,
  );
  console.log(`ratio: the engine is ${(engineRate / peerRate).toFixed(2)}x the numpy peer; largest score difference ${diff.toExponential(1)}`);
}
