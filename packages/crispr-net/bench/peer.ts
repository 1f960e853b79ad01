// Shared by the benchmarks: candidate-like random pairs and the batched numpy peer (numpy-peer.py).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Pair } from '../src/index.ts';
import { readWeights } from '../src/weights.ts';

/**
 * Distinct pairs that look like real candidates: a random 20-nt guide + NGG, an off-target with up to 5
 * mismatches, 15 % with a DNA bulge and 15 % with an RNA bulge (gap in columns 2-19). Seeded.
 */
export function candidatePairs(count: number, seed = 42): Pair[] {
  const rand = () => {
    // Math.imul: a plain product exceeds 2^53 and loses the low bits (the sequence then cycles early).
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) & 0x7fffffff;
    return seed / 0x80000000;
  };
  const base = () => 'ACGT'[Math.floor(rand() * 4)];
  return Array.from({ length: count }, () => {
    const on = Array.from({ length: 20 }, base).concat(['N', 'G', 'G']);
    const off = on.map((b) => (b === 'N' ? base() : b));
    for (let m = Math.floor(rand() * 6); m > 0; m--) off[Math.floor(rand() * 20)] = base();
    const kind = rand();
    if (kind < 0.15) {
      const at = 1 + Math.floor(rand() * 18);
      on.splice(at, 0, '_');
      off.splice(at, 0, base());
    } else if (kind < 0.3) off[1 + Math.floor(rand() * 18)] = '-'; // an RNA bulge typed with '-'
    return { on: on.join(''), off: off.join('') };
  });
}

export type PeerResult =
  | { ok: true; scores: number[]; encodeSeconds: number; forwardSeconds: number }
  | { ok: false; reason: string };

/**
 * Runs bench/numpy-peer.py (float64, batches of 10,000, one BLAS thread) on the pairs. The forward
 * pass is timed `repeats` times and the best CPU time kept; Python's encoding is timed apart.
 */
export async function runNumpyPeer(weightsDir: string, pairs: readonly Pair[], repeats = 1): Promise<PeerResult> {
  const dir = mkdtempSync(join(tmpdir(), 'crispr-peer-'));
  try {
    const w = await readWeights(weightsDir);
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
    const args = [peer, join(dir, 'weights.json'), join(dir, 'pairs.txt'), String(repeats)];
    const result = spawnSync('python3', args, { env, maxBuffer: 1 << 28 });
    if (result.status !== 0) return { ok: false, reason: String(result.stderr || result.error).trim().split('\n').at(-1) ?? '' };
    const [encodeSeconds, forwardSeconds] = result.stderr.toString().trim().split(' ').map(Number);
    return { ok: true, scores: result.stdout.toString().trim().split('\n').map(Number), encodeSeconds, forwardSeconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
