// Identical pairs are scored once: a genome search scores many candidates of few guides, and the
// same site can come back (both strands of a palindrome, a guide given twice, overlapping searches).
import { SEQ_LEN } from './encode.ts';

/** Scores encoded pairs (24 tokens each) into `scores`. */
export type Scorer = (tokens: Uint8Array, scores: Float64Array) => void;

function sameRow(a: Uint8Array, aFrom: number, b: Uint8Array, bFrom: number): boolean {
  for (let i = 0; i < SEQ_LEN; i++) if (a[aFrom + i] !== b[bFrom + i]) return false;
  return true;
}

/**
 * Wraps `score` so that it sees each distinct pair once; the scores come back in the given order.
 * An open-addressing table over the token rows (FNV-1a, linear probing): a Map keyed by strings built
 * per pair cost a tenth of the whole scoring time.
 */
export function dedupeScorer(score: Scorer): Scorer {
  return (tokens, scores) => {
    const n = scores.length;
    let size = 16;
    while (size < 2 * n) size *= 2;
    const mask = size - 1;
    const table = new Int32Array(size).fill(-1); // slot of the distinct pair stored at each place
    const slots = new Int32Array(n);
    const unique = new Uint8Array(tokens.length);
    let count = 0;
    for (let p = 0; p < n; p++) {
      const from = p * SEQ_LEN;
      let hash = 0x811c9dc5;
      for (let i = 0; i < SEQ_LEN; i++) hash = Math.imul(hash ^ tokens[from + i], 0x01000193);
      let at = (hash ^ (hash >>> 16)) & mask;
      let slot = table[at];
      while (slot >= 0 && !sameRow(unique, slot * SEQ_LEN, tokens, from)) {
        at = (at + 1) & mask;
        slot = table[at];
      }
      if (slot < 0) {
        slot = count++;
        table[at] = slot;
        unique.set(tokens.subarray(from, from + SEQ_LEN), slot * SEQ_LEN);
      }
      slots[p] = slot;
    }
    if (count === n) {
      score(tokens, scores);
      return;
    }
    const uniqueScores = new Float64Array(count);
    score(unique.subarray(0, count * SEQ_LEN), uniqueScores);
    for (let p = 0; p < n; p++) scores[p] = uniqueScores[slots[p]];
  };
}
