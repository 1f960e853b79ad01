// Building blocks of the demo plasmid maps. Lengths are close to the real elements so a generated map
// looks plausible in SeqViz; the bases themselves are generated (deterministic PRNG), not real sequence.
import { createRng, seedFrom, type Rng } from './prng.ts';

export type FeatureType =
  | 'promoter'
  | 'CDS'
  | 'rep_origin'
  | 'terminator'
  | 'polyA_signal'
  | 'LTR'
  | 'misc_feature'
  | 'enhancer'
  | 'protein_bind';

export interface PlasmidFeature {
  name: string;
  /** 1-based, inclusive. */
  start: number;
  end: number;
  /** 1 forward, -1 reverse. */
  direction: 1 | -1;
  type: FeatureType;
  color: string;
}

interface Element {
  type: FeatureType;
  length: number;
}

const COLORS: Record<FeatureType, string> = {
  promoter: '#8fd694',
  CDS: '#f4a259',
  rep_origin: '#f6d55c',
  terminator: '#b8b8ff',
  polyA_signal: '#b8b8ff',
  LTR: '#c9a0dc',
  misc_feature: '#9ad1d4',
  enhancer: '#7fc8a9',
  protein_bind: '#e6e6e6',
};

// Fluorescent and resistance genes get their own colours so the map reads at a glance.
const NAMED_COLORS: Record<string, string> = {
  EGFP: '#35c759',
  'TurboGFP': '#35c759',
  mCherry: '#e5484d',
  tdTomato: '#e5484d',
  EBFP2: '#3e63dd',
  mTurquoise2: '#12a594',
  EYFP: '#f5d90a',
  'luc2 (Fluc)': '#ffb224',
  NanoLuc: '#ff8b3e',
  hRluc: '#d6409f',
  AmpR: '#c4c4c4',
  KanR: '#c4c4c4',
  CmR: '#c4c4c4',
};

export const ELEMENTS: Record<string, Element> = {
  // promoters
  CMV: { type: 'promoter', length: 589 },
  'CMV enhancer': { type: 'enhancer', length: 380 },
  U6: { type: 'promoter', length: 241 },
  H1: { type: 'promoter', length: 224 },
  CBh: { type: 'promoter', length: 800 },
  CAG: { type: 'promoter', length: 1126 },
  EF1a: { type: 'promoter', length: 1179 },
  EFS: { type: 'promoter', length: 252 },
  PGK: { type: 'promoter', length: 500 },
  'SV40 promoter': { type: 'promoter', length: 330 },
  T7: { type: 'promoter', length: 19 },
  lac: { type: 'promoter', length: 31 },
  'AmpR promoter': { type: 'promoter', length: 105 },
  'araBAD promoter': { type: 'promoter', length: 285 },
  TRE3G: { type: 'promoter', length: 377 },
  'zebrafish ubi': { type: 'promoter', length: 3500 },
  'minimal promoter': { type: 'promoter', length: 35 },
  // coding sequences
  SpCas9: { type: 'CDS', length: 4101 },
  SaCas9: { type: 'CDS', length: 3159 },
  'dCas9-VP64': { type: 'CDS', length: 4302 },
  'Cas9 nickase (D10A)': { type: 'CDS', length: 4101 },
  'Cas12a (AsCpf1)': { type: 'CDS', length: 3924 },
  'BE4max': { type: 'CDS', length: 5226 },
  'lambda Red': { type: 'CDS', length: 1914 },
  EGFP: { type: 'CDS', length: 720 },
  TurboGFP: { type: 'CDS', length: 699 },
  mCherry: { type: 'CDS', length: 711 },
  tdTomato: { type: 'CDS', length: 1431 },
  EBFP2: { type: 'CDS', length: 720 },
  mTurquoise2: { type: 'CDS', length: 720 },
  EYFP: { type: 'CDS', length: 720 },
  'luc2 (Fluc)': { type: 'CDS', length: 1653 },
  NanoLuc: { type: 'CDS', length: 516 },
  hRluc: { type: 'CDS', length: 936 },
  PuroR: { type: 'CDS', length: 600 },
  HygR: { type: 'CDS', length: 1023 },
  BSD: { type: 'CDS', length: 399 },
  NeoR: { type: 'CDS', length: 795 },
  BleoR: { type: 'CDS', length: 375 },
  AmpR: { type: 'CDS', length: 861 },
  KanR: { type: 'CDS', length: 816 },
  CmR: { type: 'CDS', length: 660 },
  'gag-pol': { type: 'CDS', length: 4305 },
  Rev: { type: 'CDS', length: 351 },
  Tat: { type: 'CDS', length: 261 },
  'VSV-G': { type: 'CDS', length: 1536 },
  'Tet-On 3G': { type: 'CDS', length: 747 },
  'lacI': { type: 'CDS', length: 1083 },
  'araC': { type: 'CDS', length: 879 },
  'Gene ORF': { type: 'CDS', length: 1500 },
  'Cre': { type: 'CDS', length: 1032 },
  P2A: { type: 'misc_feature', length: 57 },
  T2A: { type: 'misc_feature', length: 54 },
  IRES: { type: 'misc_feature', length: 575 },
  '3xFLAG': { type: 'misc_feature', length: 66 },
  'His-tag': { type: 'misc_feature', length: 18 },
  'HA-tag': { type: 'misc_feature', length: 27 },
  'SV40 NLS': { type: 'misc_feature', length: 21 },
  'nucleoplasmin NLS': { type: 'misc_feature', length: 48 },
  // RNA and misc
  'sgRNA scaffold': { type: 'misc_feature', length: 76 },
  'crRNA repeat': { type: 'misc_feature', length: 19 },
  'shRNA': { type: 'misc_feature', length: 58 },
  'MCS': { type: 'misc_feature', length: 70 },
  'lacO': { type: 'protein_bind', length: 17 },
  'loxP': { type: 'protein_bind', length: 34 },
  'homology arm 5\'': { type: 'misc_feature', length: 800 },
  'homology arm 3\'': { type: 'misc_feature', length: 800 },
  WPRE: { type: 'misc_feature', length: 589 },
  cPPT: { type: 'misc_feature', length: 118 },
  RRE: { type: 'misc_feature', length: 234 },
  'HIV-1 psi': { type: 'misc_feature', length: 126 },
  "5' LTR": { type: 'LTR', length: 181 },
  "3' LTR (ΔU3)": { type: 'LTR', length: 234 },
  'minimal 5\' LTR': { type: 'LTR', length: 181 },
  // origins and terminators
  ori: { type: 'rep_origin', length: 589 },
  'f1 ori': { type: 'rep_origin', length: 456 },
  'SV40 ori': { type: 'rep_origin', length: 136 },
  'p15A ori': { type: 'rep_origin', length: 546 },
  'pSC101 ori': { type: 'rep_origin', length: 223 },
  'bGH polyA': { type: 'polyA_signal', length: 225 },
  'SV40 polyA': { type: 'polyA_signal', length: 122 },
  'hGH polyA': { type: 'polyA_signal', length: 477 },
  'T7 terminator': { type: 'terminator', length: 48 },
  'rrnB T1 terminator': { type: 'terminator', length: 87 },
};

const STOPS = new Set(['TAA', 'TAG', 'TGA']);
const BASES = 'ACGT';

function randomBases(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += BASES[Math.floor(rng() * 4)];
  return s;
}

/** An open reading frame: ATG, codons without an in-frame stop, then TAA (length kept a multiple of 3). */
function orf(rng: Rng, length: number): string {
  const codons = Math.max(2, Math.floor(length / 3));
  let s = 'ATG';
  for (let i = 1; i < codons - 1; i++) {
    let c = randomBases(rng, 3);
    while (STOPS.has(c)) c = randomBases(rng, 3);
    s += c;
  }
  return s + 'TAA';
}

function reverseComplement(seq: string): string {
  const map: Record<string, string> = { A: 'T', T: 'A', G: 'C', C: 'G' };
  let out = '';
  for (let i = seq.length - 1; i >= 0; i--) out += map[seq[i]!];
  return out;
}

/** Element names prefixed with '-' lie on the reverse strand. */
export function buildPlasmidMap(
  key: string,
  elementNames: readonly string[],
  minLength = 0,
): { sequence: string; features: PlasmidFeature[] } {
  const rng = createRng(seedFrom(key));
  const parts: string[] = [];
  const features: PlasmidFeature[] = [];
  let position = 0;
  for (const raw of elementNames) {
    const reverse = raw.startsWith('-');
    const name = reverse ? raw.slice(1) : raw;
    const element = ELEMENTS[name];
    if (!element) throw new Error(`unknown plasmid element ${name}`);
    const spacer = randomBases(rng, 12 + Math.floor(rng() * 90));
    parts.push(spacer);
    position += spacer.length;
    let bases = element.type === 'CDS' ? orf(rng, element.length) : randomBases(rng, element.length);
    if (element.type === 'promoter' && bases.length > 40) bases = bases.slice(0, bases.length - 30) + 'TATAAA' + bases.slice(-24);
    if (reverse) bases = reverseComplement(bases);
    parts.push(bases);
    features.push({
      name,
      start: position + 1,
      end: position + bases.length,
      direction: reverse ? -1 : 1,
      type: element.type,
      color: NAMED_COLORS[name] ?? COLORS[element.type],
    });
    position += bases.length;
  }
  // Small vectors get an unannotated backbone stretch so every demo map has a realistic size.
  const tail = randomBases(rng, Math.max(40 + Math.floor(rng() * 120), minLength - position));
  parts.push(tail);
  return { sequence: parts.join(''), features };
}
