// Identical pairs are scored once: a genome search scores many candidates of few guides, and the
// same site can come back (both strands of a palindrome, a guide given twice, overlapping searches).
import { SEQ_LEN } from './encode.ts';

/** Scores encoded pairs (24 tokens each) into `scores`. */
export type Scorer = (tokens: Uint8Array, scores: Float64Array) => void;

/** Wraps `score` so that it sees each distinct pair once; the scores come back in the given order. */
export function dedupeScorer(score: Scorer): Scorer {
  return (tokens, scores) => {
    const n = scores.length;
    const slotOf = new Map<string, number>();
    const slots = new Int32Array(n);
    const unique = new Uint8Array(tokens.length);
    let count = 0;
    for (let p = 0; p < n; p++) {
      const row = tokens.subarray(p * SEQ_LEN, (p + 1) * SEQ_LEN);
      const key = String.fromCharCode(...row);
      let slot = slotOf.get(key);
      if (slot === undefined) {
        slot = count++;
        slotOf.set(key, slot);
        unique.set(row, slot * SEQ_LEN);
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
