// Scoring with the WebAssembly kernel (wasm-kernel.ts), GROUP pairs at a time. Each direction of the
// LSTM runs over the group's pairs in sorted order (from the first token for the forward direction,
// from the last one for the backward one), and a pair takes the states its leading (trailing) tokens
// fix from the pair before it (shared-steps.ts). The pairs of a genome search are sites of a few
// guides, so most of the recurrent steps and gate inputs are taken rather than computed. Every state
// is computed by the same instructions as without sharing: the scores are the same bit for bit.
import { PAD_TOKEN, SEQ_LEN } from './encode.ts';
import type { Scorer } from './dedupe.ts';
import type { Model } from './model.ts';
import { sharedSteps, sortRows } from './shared-steps.ts';
import { ARG_DENSE, ARG_HEAD, BATCH, GROUP, NODE_H_BYTES, NODE_SUM_BYTES, STEP_W1, SUM_BYTES, TOK_BYTES, fillMemory, kernelModule, layout } from './wasm-kernel.ts';

export type WasmScorerOptions = {
  /** Take shared LSTM steps from the previous pair (default); false computes every step of every pair. */
  sharePrefixes?: boolean;
};

/** A scorer for encoded pairs (24 tokens each) using the WebAssembly kernel. */
export function wasmScorer(m: Model, { sharePrefixes = true }: WasmScorerOptions = {}): Scorer {
  const pages = Math.ceil(layout.end / 65_536);
  const memory = new WebAssembly.Memory({ initial: pages, maximum: pages });
  fillMemory(m, memory);
  const exports = new WebAssembly.Instance(kernelModule(pages), { e: { m: memory } }).exports;
  const [forward, backward, dense80, head] = [exports.forward, exports.backward, exports.dense80, exports.head] as (() => number)[];
  const args = new Int32Array(memory.buffer, layout.args, ARG_DENSE / 4 + 8);
  const f64 = new Float64Array(memory.buffer);
  const tok = new Uint8Array(memory.buffer, layout.tok, GROUP * TOK_BYTES).fill(PAD_TOKEN);
  const result = new Float64Array(memory.buffer, layout.result, BATCH);
  const rowAt = (slot: number) => slot * TOK_BYTES + 2;
  const directions = [0, 1].map((d) => new DirectionSteps(memory.buffer, layout.lists[d]));

  /** Dense 80's sums of every step computed in direction d, step by step; the pairs' into `sums`. */
  const denseSums = (d: 0 | 1, count: number) => {
    const { counts, last } = directions[d];
    const a = ARG_DENSE / 4;
    for (let s = 0; s < SEQ_LEN; s++) {
      if (counts[s] === 0) continue;
      const t = d === 0 ? s : SEQ_LEN - 1 - s;
      args[a] = layout.w1 + (d * SEQ_LEN + t) * STEP_W1;
      args[a + 1] = counts[s];
      args[a + 2] = layout.nodeH[d];
      args[a + 3] = s === 0 ? layout.start[d] : layout.stepSums[(s - 1) & 1];
      args[a + 4] = s === 0 ? 0 : NODE_SUM_BYTES;
      args[a + 5] = layout.stepSums[s & 1];
      args[a + 6] = layout.lists[d] + s * 2 * GROUP * 4;
      args[a + 7] = args[a + 6] + GROUP * 4;
      dense80();
    }
    for (let slot = 0; slot < count; slot++) {
      const from = (layout.stepSums[(SEQ_LEN - 1) & 1] + last[slot] * NODE_SUM_BYTES) / 8;
      f64.copyWithin((layout.sums + slot * SUM_BYTES + d * NODE_SUM_BYTES) / 8, from, from + NODE_SUM_BYTES / 8);
    }
  };

  return (tokens, scores) => {
    const n = scores.length;
    const all = Int32Array.from({ length: n }, (_, i) => i);
    // Sorting the whole call first puts each guide's sites in the same groups.
    const order = sharePrefixes ? sortRows(tokens, all, false) : all;
    const groupTokens = new Uint8Array(GROUP * SEQ_LEN);
    for (let first = 0; first < n; first += GROUP) {
      const count = Math.min(GROUP, n - first);
      const rows = order.subarray(first, first + count);
      for (let slot = 0; slot < count; slot++) {
        const row = tokens.subarray(rows[slot] * SEQ_LEN, (rows[slot] + 1) * SEQ_LEN);
        tok.set(row, rowAt(slot));
        groupTokens.set(row, slot * SEQ_LEN);
      }
      // Slot i holds order[first + i], already sorted from the start; the backward direction runs
      // over the slots sorted from the end, at the same time (one pair of each per call).
      const slots = [all.subarray(0, count), sharePrefixes ? sortRows(groupTokens, all.subarray(0, count), true) : all.subarray(0, count)];
      for (const steps of directions) steps.reset();
      for (let i = 0; i < count; i++) {
        for (let d = 0; d < 2; d++) {
          const slot = slots[d][i];
          const shared = sharePrefixes && i > 0 ? sharedSteps(tok, rowAt(slots[d][i - 1]), rowAt(slot), d === 1) : 0;
          args[d * 3] = layout.tok + slot * TOK_BYTES;
          args[d * 3 + 1] = shared;
          // Step s's output goes at + s · NODE_H_BYTES.
          args[d * 3 + 2] = layout.nodeH[d] + (directions[d].next - shared) * NODE_H_BYTES;
          directions[d].add(slot, shared);
        }
        forward();
        backward();
      }
      denseSums(0, count);
      denseSums(1, count);
      // A short last batch reads the slots after it (earlier pairs or zeros); their scores are not written.
      for (let slot = 0; slot < count; slot += BATCH) {
        args[ARG_HEAD / 4] = layout.sums + slot * SUM_BYTES;
        head();
        for (let b = 0; b < BATCH && slot + b < count; b++) scores[rows[slot + b]] = 1 / (1 + Math.exp(-result[b]));
      }
    }
  };
}

/**
 * The steps computed in one direction for a group, listed per step index s: the node (where its
 * output is) and the place of its parent (the same pair's step s - 1, maybe shared) in the list of s - 1.
 */
class DirectionSteps {
  // In the kernel's memory, for dense80.
  private readonly nodeAt: Int32Array[];
  private readonly parentAt: Int32Array[];
  readonly counts = new Int32Array(SEQ_LEN);
  /** Per slot: the place of its step 23 in that list, whose Dense 80 sums are the pair's. */
  readonly last = new Int32Array(GROUP);
  /** Places of each step of the last pair added. */
  private readonly path = new Int32Array(SEQ_LEN);
  next = 0;

  constructor(buffer: ArrayBuffer, lists: number) {
    const list = (s: number, which: number) => new Int32Array(buffer, lists + (2 * s + which) * GROUP * 4, GROUP);
    this.nodeAt = Array.from({ length: SEQ_LEN }, (_, s) => list(s, 0));
    this.parentAt = Array.from({ length: SEQ_LEN }, (_, s) => list(s, 1));
  }

  reset(): void {
    this.counts.fill(0);
    this.next = 0;
  }

  /** The pair in `slot` computes its steps from `shared` on. */
  add(slot: number, shared: number): void {
    const { counts, path } = this;
    for (let s = shared; s < SEQ_LEN; s++) {
      this.parentAt[s][counts[s]] = s > 0 ? path[s - 1] : 0;
      this.nodeAt[s][counts[s]] = this.next++;
      path[s] = counts[s]++;
    }
    this.last[slot] = path[SEQ_LEN - 1];
  }
}
