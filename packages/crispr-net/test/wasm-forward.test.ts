// The WebAssembly forward pass against the TypeScript reference (model.ts) on pairs that use every
// token: both compute in float64 from the same tables; the kernel's tanh (Padé, ~3e-12 relative) keeps them
// within 1e-10, far below the 1e-6 budget against the golden vectors.
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS_DIR } from '../src/index.ts';
import { encodePairs, type Pair } from '../src/encode.ts';
import { buildModel, forward } from '../src/model.ts';
import { wasmScorer } from '../src/wasm-forward.ts';
import { readWeights } from '../src/weights.ts';
import { searchPairs } from './support/search-pairs.ts';

const DIR = process.env.CRISPR_NET_DIR || DEFAULT_WEIGHTS_DIR;

function randomPairs(count: number): Pair[] {
  let seed = 7;
  const rand = (n: number) => {
    // Math.imul: a plain product exceeds 2^53 and loses the low bits (the sequence then cycles early).
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) & 0x7fffffff;
    return Math.floor((seed / 0x80000000) * n);
  };
  return Array.from({ length: count }, () => {
    const length = 23 + rand(2);
    let on = '';
    let off = '';
    for (let i = 0; i < length; i++) {
      const a = 'ACGTN_-acgt'[rand(11)];
      // N facing N is refused by the encoder; everything else (gaps facing gaps included) is scored.
      const b = 'ACGT_-'[rand(6)];
      on += a;
      off += rand(8) === 0 && a !== 'N' ? 'N' : b;
    }
    return { on, off };
  });
}

describe('WebAssembly forward pass', () => {
  it('matches the TypeScript reference within 1e-10 on 3,000 pairs using every token', async () => {
    const model = buildModel(await readWeights(DIR));
    const pairs = randomPairs(3000);
    const tokens = encodePairs(pairs);
    expect(new Set(tokens).size).toBe(26); // all 25 base pairs and the padding
    const reference = new Float64Array(pairs.length);
    forward(model, tokens, reference);
    const scores = new Float64Array(pairs.length);
    wasmScorer(model)(tokens, scores);
    let worst = 0;
    for (let i = 0; i < scores.length; i++) worst = Math.max(worst, Math.abs(scores[i] - reference[i]));
    expect(worst).toBeLessThan(1e-10);
    // The scores spread over the whole range, so the comparison covers saturated gates too.
    expect(Math.min(...scores)).toBeLessThan(0.01);
    expect(Math.max(...scores)).toBeGreaterThan(0.5);
  });

  it('gives the same scores bit for bit whether LSTM steps are shared between pairs or not', async () => {
    const model = buildModel(await readWeights(DIR));
    // Two guides' sites (mismatches, DNA and RNA bulges), more than one group of the kernel, shuffled.
    const pairs = searchPairs(2, 2600, 3);
    const mixed = pairs.map((_, i) => pairs[(i * 7919) % pairs.length]);
    expect(new Set(mixed).size).toBe(pairs.length);
    const tokens = encodePairs(mixed);
    const shared = new Float64Array(mixed.length);
    wasmScorer(model)(tokens, shared);
    const unshared = new Float64Array(mixed.length);
    wasmScorer(model, { sharePrefixes: false })(tokens, unshared);
    expect(Array.from(shared)).toEqual(Array.from(unshared));
    const reference = new Float64Array(mixed.length);
    forward(model, tokens, reference);
    let worst = 0;
    for (let i = 0; i < shared.length; i++) worst = Math.max(worst, Math.abs(shared[i] - reference[i]));
    expect(worst).toBeLessThan(1e-10);
  });
});
