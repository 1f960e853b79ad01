// npm run bench: scores 100,000 random pairs on one core, encoding included, and prints pairs/s.
// Pairs look like real candidates: a random 20-nt guide + NGG, and an off-target with a few
// mismatches and sometimes a DNA or RNA bulge.
import { loadCrisprNet, type Pair } from '../src/index.ts';

const COUNT = Number(process.argv[2] ?? 100_000);
let seed = 42;
function rand(): number {
  seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
  return seed / 0x80000000;
}
const base = () => 'ACGT'[Math.floor(rand() * 4)];

function randomPair(): Pair {
  const on = Array.from({ length: 20 }, base).concat(['N', 'G', 'G']);
  const off = on.map((b) => (b === 'N' ? base() : b));
  for (let m = Math.floor(rand() * 6); m > 0; m--) off[Math.floor(rand() * 20)] = base();
  const kind = rand();
  if (kind < 0.15) {
    on.splice(Math.floor(rand() * 20), 0, '_'); // DNA bulge: an extra base in the off-target
    off.splice(on.indexOf('_'), 0, base());
  } else if (kind < 0.3) {
    off[Math.floor(rand() * 20)] = '-'; // RNA bulge typed with '-'
  }
  return { on: on.join(''), off: off.join('') };
}

const net = await loadCrisprNet(process.env.CRISPR_NET_DIR || undefined);
const pairs = Array.from({ length: COUNT }, randomPair);
net.scorePairs(pairs.slice(0, 2000)); // warm the JIT
const start = performance.now();
const cpu = process.cpuUsage();
const scores = net.scorePairs(pairs);
const seconds = (performance.now() - start) / 1000;
// CPU time of this (single-threaded) process: on a shared machine the wall clock also counts the
// time other processes held the core.
const used = process.cpuUsage(cpu);
const cpuSeconds = (used.user + used.system) / 1e6;
const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
console.log(
  `${COUNT} pairs in ${seconds.toFixed(3)} s: ${Math.round(COUNT / seconds)} pairs/s wall clock, ` +
    `${Math.round(COUNT / cpuSeconds)} pairs per CPU second (one core, encoding included; mean score ${mean.toFixed(4)})`,
);
