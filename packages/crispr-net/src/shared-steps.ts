// Which LSTM steps a pair shares with the pair scored before it. In a genome search the pairs of one
// call are the sites of a few guides: each differs from its guide at a few mismatches or a bulge, so
// once the pairs are sorted, neighbours share long runs of tokens at the start (and, sorted from the
// end, at the end). The forward LSTM's state after step t depends only on tokens 0..t+2 (the width-5
// convolution reaches two tokens ahead), the backward one's state at t only on tokens t-2..23, so those
// states can be taken from the previous pair instead of recomputed: same operations, same results.
import { SEQ_LEN, TOKEN_COUNT } from './encode.ts';

/**
 * The rows (indices into `tokens`, SEQ_LEN tokens a row, from `rowAt(i)` for i < count) sorted by their
 * tokens, read from the first token (`fromEnd` false) or from the last one backwards. LSD radix sort:
 * 24 counting passes over 26 token values, stable, no comparisons.
 */
export function sortRows(tokens: Uint8Array, rows: Int32Array, fromEnd: boolean): Int32Array {
  let order = Int32Array.from(rows);
  let next = new Int32Array(rows.length);
  const starts = new Int32Array(TOKEN_COUNT + 1);
  for (let pass = 0; pass < SEQ_LEN; pass++) {
    // The least significant position first: the last one when read from the start.
    const at = fromEnd ? pass : SEQ_LEN - 1 - pass;
    starts.fill(0);
    for (let i = 0; i < order.length; i++) starts[tokens[order[i] * SEQ_LEN + at] + 1]++;
    for (let v = 1; v <= TOKEN_COUNT; v++) starts[v] += starts[v - 1];
    for (let i = 0; i < order.length; i++) next[starts[tokens[order[i] * SEQ_LEN + at]]++] = order[i];
    [order, next] = [next, order];
  }
  return order;
}

/**
 * How many first steps of a direction (forward: t = 0, 1, …; backward: t = 23, 22, …) two rows share:
 * a step's state depends on the tokens up to two positions past it, so a common run of k tokens gives
 * k - 2 steps, and identical rows all 24.
 */
export function sharedSteps(tokens: Uint8Array, a: number, b: number, fromEnd: boolean): number {
  let k = 0;
  if (fromEnd) {
    while (k < SEQ_LEN && tokens[a + SEQ_LEN - 1 - k] === tokens[b + SEQ_LEN - 1 - k]) k++;
  } else {
    while (k < SEQ_LEN && tokens[a + k] === tokens[b + k]) k++;
  }
  return k === SEQ_LEN ? SEQ_LEN : Math.max(0, k - 2);
}
