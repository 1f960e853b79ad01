// Where a guide's sites fall, as lanes of a per-chromosome picture: one lane per sequence holding a
// site (in the genome's order), its bar as long as the sequence relative to the longest one drawn,
// each site at its centre as a fraction of its sequence's length, coloured by its score. Pure, so the
// scaling is tested without a browser.
//
// Thinned, so 20 guides of 2,000 sites each do not make 80,000 SVG elements: sites closer than a bin
// (1/500 of the longest bar, about a mark's own width) are one mark showing the best of them; the
// `labelled` best marks of the guide are drawn one by one with a tooltip, and every other mark of a
// lane is a stroke of one path per colour step (the low scorers, which the site table lists anyway).
import type { SiteRow } from '../../../contracts/crispr-search.ts';

export interface ChromosomeMark {
  /** Where the site's centre lies along its sequence, 0 (start) to 1 (end). */
  at: number;
  score: number;
  /** The best-scoring site of the mark's bin. */
  site: SiteRow;
  /** Sites the mark stands for (1 unless neighbours share its bin). */
  count: number;
}

/** Unlabelled marks of one colour step: where they lie (0-1 along the sequence). */
export interface ChromosomeStrokes {
  colour: string;
  at: number[];
}

export interface ChromosomeLane {
  name: string;
  length: number;
  /** The bar's length as a fraction of the longest sequence drawn. */
  width: number;
  /** The guide's best marks on this lane, with their tooltips; lowest score first, so the best are drawn on top. */
  marks: ChromosomeMark[];
  /** The lane's other marks, drawn without a tooltip under the labelled ones, lowest colour step first. */
  strokes: ChromosomeStrokes[];
  /** Sites on this sequence. */
  sites: number;
  best: number;
}

export interface ChromosomeLayout {
  lanes: ChromosomeLane[];
  /** Sequences with sites beyond `maxLanes` (many small contigs): counted, not drawn. */
  hiddenSequences: number;
  hiddenSites: number;
}

/**
 * Lays out the sites. A sequence the genome no longer lists (or no list at all) is as long as its
 * furthest site, so nothing falls off its bar. Lanes beyond `maxLanes` keep those with most sites.
 */
export function layoutChromosomes(
  sites: readonly SiteRow[],
  chromosomes: readonly { name: string; length: number }[] | undefined,
  maxLanes = 40,
  { bins = 500, labelled = 200 }: { bins?: number; labelled?: number } = {},
): ChromosomeLayout {
  const order = new Map((chromosomes ?? []).map((c, i) => [c.name, { index: i, length: c.length }]));
  const byChrom = new Map<string, SiteRow[]>();
  for (const site of sites) {
    const list = byChrom.get(site.chrom);
    if (list) list.push(site);
    else byChrom.set(site.chrom, [site]);
  }
  let names = [...byChrom.keys()];
  let hiddenSequences = 0;
  let hiddenSites = 0;
  if (names.length > maxLanes) {
    const kept = new Set(names.toSorted((a, b) => byChrom.get(b)!.length - byChrom.get(a)!.length).slice(0, maxLanes));
    for (const name of names) {
      if (kept.has(name)) continue;
      hiddenSequences++;
      hiddenSites += byChrom.get(name)!.length;
    }
    names = names.filter((n) => kept.has(n));
  }
  const rank = (name: string) => order.get(name)?.index ?? Number.MAX_SAFE_INTEGER;
  names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true }));
  const span = (s: SiteRow) => s.off_seq.replace(/[-_]/g, '').length;
  const lengthOf = (name: string) => {
    const furthest = Math.max(...byChrom.get(name)!.map((s) => s.position - 1 + span(s)));
    return Math.max(order.get(name)?.length ?? 0, furthest);
  };
  const lengths = new Map(names.map((n) => [n, lengthOf(n)]));
  const longest = Math.max(1, ...lengths.values());
  const binned = names.map((name) => {
    const length = lengths.get(name)!;
    const width = length / longest;
    const byBin = new Map<number, ChromosomeMark>();
    for (const site of byChrom.get(name)!) {
      const at = Math.min(1, Math.max(0, (site.position - 1 + span(site) / 2) / length));
      const bin = Math.floor(at * width * bins);
      const held = byBin.get(bin);
      if (!held) byBin.set(bin, { at, score: site.CRISPR_Net_score, site, count: 1 });
      else {
        held.count++;
        if (site.CRISPR_Net_score > held.score) Object.assign(held, { at, score: site.CRISPR_Net_score, site });
      }
    }
    return { name, length, width, marks: [...byBin.values()], sites: byChrom.get(name)!.length };
  });
  // The guide's `labelled` best marks keep their tooltips; ties go to the earlier place.
  const ranked = binned.flatMap((lane) => lane.marks).toSorted((a, b) => b.score - a.score);
  const withTooltip = new Set(ranked.slice(0, labelled));
  const lanes = binned.map(({ name, length, width, marks, sites: count }): ChromosomeLane => {
    const strokes = new Map<number, number[]>();
    for (const mark of marks) {
      if (withTooltip.has(mark)) continue;
      const step = Math.round(Math.min(1, Math.max(0, mark.score)) * COLOUR_STEPS);
      const list = strokes.get(step);
      if (list) list.push(mark.at);
      else strokes.set(step, [mark.at]);
    }
    return {
      name,
      length,
      width,
      marks: marks.filter((mark) => withTooltip.has(mark)).toSorted((a, b) => a.score - b.score),
      strokes: [...strokes.entries()].toSorted(([a], [b]) => a - b).map(([step, at]) => ({ colour: scoreColour(step / COLOUR_STEPS), at })),
      sites: count,
      best: Math.max(0, ...marks.map((mark) => mark.score)),
    };
  });
  return { lanes, hiddenSequences, hiddenSites };
}

/** Colour steps of the unlabelled marks (the labelled ones take their exact colour). */
const COLOUR_STEPS = 20;

// Viridis at five stops (perceptually even, readable with colour blindness), low score dark purple to high yellow.
const VIRIDIS: readonly [number, number, number][] = [
  [68, 1, 84],
  [59, 82, 139],
  [33, 145, 140],
  [94, 201, 98],
  [253, 231, 37],
];

/** The colour of a score (0-1) on the viridis scale, as #rrggbb. */
export function scoreColour(score: number): string {
  const x = Math.min(1, Math.max(0, score)) * (VIRIDIS.length - 1);
  const i = Math.min(VIRIDIS.length - 2, Math.floor(x));
  const f = x - i;
  const channel = (k: number) => Math.round(VIRIDIS[i][k] + (VIRIDIS[i + 1][k] - VIRIDIS[i][k]) * f);
  return `#${[0, 1, 2].map((k) => channel(k).toString(16).padStart(2, '0')).join('')}`;
}

export const SCORE_SCALE_STOPS = VIRIDIS.map((_, i) => ({ offset: i / (VIRIDIS.length - 1), colour: scoreColour(i / (VIRIDIS.length - 1)) }));
