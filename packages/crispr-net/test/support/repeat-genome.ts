// A small genome made to stress a seed index: random background, a repeat family whose consensus
// holds the test guide next to a PAM (so one guide has hundreds of near sites, as an Alu guide does),
// copies at 5-20% divergence on both strands, copies with an inserted or deleted base, N blocks and
// sites at the sequences' ends.
import { randomBases, revcomp, rng } from './brute-force.ts';

export type RepeatGenome = { sequences: { name: string; seq: string }[]; guide: string };

function diverge(rand: () => number, s: string, rate: number): string {
  const out: string[] = [];
  for (const base of s) {
    const r = rand();
    if (r < rate * 0.8) out.push(randomBases(rand, 1));
    else if (r < rate * 0.9) continue; // deletion
    else if (r < rate) out.push(base, randomBases(rand, 1)); // insertion
    else out.push(base);
  }
  return out.join('');
}

export function repeatGenome(seed: number, lengths: readonly number[]): RepeatGenome {
  const rand = rng(seed);
  const guide = randomBases(rand, 20);
  // The family's consensus: 300 bp with the guide + AGG in it twice, once on each strand.
  const consensus = randomBases(rand, 80) + guide + 'AGG' + randomBases(rand, 100) + revcomp(guide + 'TGG') + randomBases(rand, 74);
  const sequences = lengths.map((length, s) => {
    const parts: string[] = [];
    let size = 0;
    while (size < length) {
      const r = rand();
      let piece: string;
      if (r < 0.45) piece = diverge(rand, consensus, 0.05 + rand() * 0.15);
      else if (r < 0.5) piece = 'N'.repeat(1 + Math.floor(rand() * 40));
      else piece = randomBases(rand, 20 + Math.floor(rand() * 400));
      if (rand() < 0.5) piece = revcomp(piece).replace(/N/g, 'N');
      parts.push(piece);
      size += piece.length;
    }
    // Both ends: a guide site right at the sequence's edge, one on each strand.
    return { name: `chr${s + 1}`, seq: guide.slice(1) + 'CGG' + parts.join('').slice(0, length) + revcomp(guide.slice(1) + 'TGG') };
  });
  return { sequences, guide };
}
