// Identical pairs reach the forward pass once, and every pair gets its own pair's score back.
import { describe, expect, it } from 'vitest';
import { dedupeScorer, type Scorer } from '../src/dedupe.ts';
import { SEQ_LEN } from '../src/encode.ts';

// A stand-in forward pass: a pair's "score" is the sum of its tokens; records how many pairs it saw.
function countingScorer(): { score: Scorer; seen: number[] } {
  const seen: number[] = [];
  return {
    seen,
    score: (tokens, scores) => {
      seen.push(scores.length);
      for (let p = 0; p < scores.length; p++) {
        let sum = 0;
        for (let i = 0; i < SEQ_LEN; i++) sum += tokens[p * SEQ_LEN + i] * (i + 1);
        scores[p] = sum;
      }
    },
  };
}

const pair = (token: number) => new Uint8Array(SEQ_LEN).fill(token);
const batch = (...rows: Uint8Array[]) => {
  const tokens = new Uint8Array(rows.length * SEQ_LEN);
  rows.forEach((row, i) => tokens.set(row, i * SEQ_LEN));
  return tokens;
};

describe('dedupeScorer', () => {
  it('scores each distinct pair once and returns the scores in the given order', () => {
    const { score, seen } = countingScorer();
    const a = pair(1);
    const b = pair(2);
    const c = pair(1).fill(3, 20);
    const scores = new Float64Array(5);
    dedupeScorer(score)(batch(a, b, a, c, b), scores);
    expect(seen).toEqual([3]);
    const one = (row: Uint8Array) => {
      const s = new Float64Array(1);
      countingScorer().score(row, s);
      return s[0];
    };
    expect(Array.from(scores)).toEqual([one(a), one(b), one(a), one(c), one(b)]);
  });

  it('passes distinct pairs through unchanged', () => {
    const { score, seen } = countingScorer();
    const scores = new Float64Array(2);
    dedupeScorer(score)(batch(pair(4), pair(5)), scores);
    expect(seen).toEqual([2]);
    expect(scores[0]).not.toBe(scores[1]);
  });

  it('finds every repeat among many rows that differ in one token (the table probes past collisions)', () => {
    const { score, seen } = countingScorer();
    // 3,000 rows drawn from 1,000 distinct ones: each distinct row is a base row with one token changed.
    const distinct = Array.from({ length: 1000 }, (_, i) => pair(7).fill(i % 26, i % SEQ_LEN, (i % SEQ_LEN) + 1).fill((i * 7) % 26, 23));
    const keys = distinct.map((row) => row.join(','));
    const picks = Array.from({ length: 3000 }, (_, i) => (i * 7919) % 1000);
    const scores = new Float64Array(picks.length);
    dedupeScorer(score)(batch(...picks.map((i) => distinct[i])), scores);
    expect(seen).toEqual([new Set(picks.map((i) => keys[i])).size]);
    const expected = picks.map((i) => {
      const s = new Float64Array(1);
      countingScorer().score(distinct[i], s);
      return s[0];
    });
    expect(Array.from(scores)).toEqual(expected);
  });
});
