// A small, real genome engine for the app's tests, with the interface of crispr-net/genome
// (server/modules/crispr/genome-engine.ts): genomes are FASTA files in folders of GENOME_DIR, the
// search is brute force over both strands (mismatches in the 20 spacer bases, the PAM as an IUPAC
// pattern, at most one DNA or RNA bulge), the scoring is the real CRISPR-Net forward pass. Its time
// limit counts windows examined at a given speed, so a test can make a search "slow" without waiting.
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadCrisprNet } from 'crispr-net';
import type { GenomeEngine, GenomeInfo, GuideSearch, OffTargetSite, SearchOptions } from '../../server/modules/crispr/genome-engine.ts';

export class TestSearchTimeout extends Error {}
export class TestInputError extends Error {}

const IUPAC: Record<string, string> = { A: 'A', C: 'C', G: 'G', T: 'T', N: 'ACGT', R: 'AG', Y: 'CT', V: 'ACG' };
const COMPLEMENT: Record<string, string> = { A: 'T', C: 'G', G: 'C', T: 'A', N: 'N' };
const SPACER = 20;

export const reverseComplement = (seq: string) => Array.from(seq, (b) => COMPLEMENT[b] ?? 'N').toReversed().join('');

function parseFasta(text: string): { name: string; seq: string }[] {
  const out: { name: string; seq: string }[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('>')) out.push({ name: line.slice(1).trim().split(/\s+/)[0], seq: '' });
    else if (out.length > 0) out[out.length - 1].seq += line.trim().toUpperCase();
  }
  return out;
}

async function readGenome(dir: string, name: string) {
  const folder = path.join(dir, name);
  const info = JSON.parse(await fs.readFile(path.join(folder, 'info.json'), 'utf8')) as { title: string };
  const sequences = parseFasta(await fs.readFile(path.join(folder, 'genome.fa'), 'utf8'));
  return { title: info.title, sequences };
}

const pamMatches = (pattern: string, site: string) => Array.from(pattern).every((p, i) => (IUPAC[p] ?? '').includes(site[i]));

/** Candidates of one guide on one strand: [spacer alignment, PAM] at window start `i`. */
function* candidates(guide: string, strand: string, options: SearchOptions) {
  const spacer = guide.slice(0, SPACER);
  const guidePam = guide.slice(SPACER);
  const withPam = (pam: string) => Array.from(guidePam, (b, k) => (b === 'N' ? pam[k] : b)).join('');
  const count = (a: string, b: string) => Array.from(a).filter((c, k) => c !== '_' && b[k] !== '_' && c !== b[k]).length;
  const dna = options.bulge === 'dna' || options.bulge === 'either';
  const rna = options.bulge === 'rna' || options.bulge === 'either';
  for (let i = 0; i + SPACER + 3 - 1 <= strand.length; i++) {
    // No bulge: 20 + 3.
    const site = strand.slice(i, i + SPACER);
    const pam = strand.slice(i + SPACER, i + SPACER + 3);
    if (pam.length === 3 && pamMatches(options.pam, pam)) {
      const mm = count(spacer, site);
      if (mm <= options.mismatches) yield { start: i, width: 23, on: spacer + withPam(pam), off: site + pam, mm, bulge: 'none' as const };
    }
    // DNA bulge: the site has one extra base (21 + 3); the guide gets the gap.
    const dSite = strand.slice(i, i + SPACER + 1);
    const dPam = strand.slice(i + SPACER + 1, i + SPACER + 4);
    if (dna && dPam.length === 3 && pamMatches(options.pam, dPam)) {
      let best: { on: string; mm: number } | null = null;
      for (let g = 1; g < SPACER; g++) {
        const on = spacer.slice(0, g) + '_' + spacer.slice(g);
        const mm = count(on, dSite);
        if (!best || mm < best.mm) best = { on, mm };
      }
      if (best && best.mm <= options.mismatches) yield { start: i, width: 24, on: best.on + withPam(dPam), off: dSite + dPam, mm: best.mm, bulge: 'DNA' as const };
    }
    // RNA bulge: the site lacks one base (19 + 3); the site gets the gap.
    const rSite = strand.slice(i, i + SPACER - 1);
    const rPam = strand.slice(i + SPACER - 1, i + SPACER + 2);
    if (rna && rPam.length === 3 && pamMatches(options.pam, rPam)) {
      let best: { off: string; mm: number } | null = null;
      for (let g = 1; g < SPACER - 1; g++) {
        const off = rSite.slice(0, g) + '_' + rSite.slice(g);
        const mm = count(spacer, off);
        if (!best || mm < best.mm) best = { off, mm };
      }
      if (best && best.mm <= options.mismatches) yield { start: i, width: 22, on: spacer + withPam(rPam), off: best.off + rPam, mm: best.mm, bulge: 'RNA' as const };
    }
  }
}

/** `windowsPerMs`: the search speed its time limit assumes (default: unbounded). */
export function createTestGenomeEngine({ windowsPerMs = Infinity }: { windowsPerMs?: number } = {}): GenomeEngine & { searches: SearchOptions[] } {
  const searches: SearchOptions[] = [];
  let net: ReturnType<typeof loadCrisprNet> | null = null;
  return {
    searches,
    async listGenomes(dir): Promise<GenomeInfo[]> {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      const out: GenomeInfo[] = [];
      for (const name of names.toSorted()) {
        const genome = await readGenome(dir, name).catch(() => null);
        if (!genome) continue;
        const sequences = genome.sequences.map((s) => ({ name: s.name, length: s.seq.length }));
        out.push({ name, title: genome.title, length: sequences.reduce((n, s) => n + s.length, 0), sequences });
      }
      return out;
    },
    async importGenome(dir, name, file, options) {
      const sequences = parseFasta(await fs.readFile(file, 'utf8'));
      if (sequences.length === 0) throw new TestInputError(`${file}: no FASTA sequence`);
      await fs.mkdir(path.join(dir, name), { recursive: true });
      await fs.copyFile(file, path.join(dir, name, 'genome.fa'));
      await fs.writeFile(path.join(dir, name, 'info.json'), JSON.stringify({ title: options?.title ?? name }));
      const lengths = sequences.map((s) => ({ name: s.name, length: s.seq.length }));
      return { name, title: options?.title ?? name, length: lengths.reduce((n, s) => n + s.length, 0), sequences: lengths };
    },
    async searchGenome(dir, name, guides, options): Promise<GuideSearch[]> {
      searches.push(options);
      const genome = await readGenome(dir, name).catch(() => {
        throw new TestInputError(`genome ${name} is not in ${dir}`);
      });
      let windows = 0;
      return guides.map((guide) => {
        const sites: OffTargetSite[] = [];
        let truncated = false;
        for (const { name: chrom, seq } of genome.sequences) {
          for (const [strandName, strand] of [['+', seq], ['-', reverseComplement(seq)]] as const) {
            windows += strand.length;
            if (windows / windowsPerMs > options.timeoutMs) throw new TestSearchTimeout(`search took over ${options.timeoutMs} ms`);
            for (const c of candidates(guide, strand, options)) {
              if (sites.length === options.maxSitesPerGuide) {
                truncated = true;
                break;
              }
              const position = strandName === '+' ? c.start + 1 : seq.length - c.start - c.width + 1;
              sites.push({ guide, on_seq: c.on, off_seq: c.off, chrom, position, strand: strandName, mismatches: c.mm, bulge: c.bulge });
            }
          }
        }
        return { guide, sites, truncated };
      });
    },
    async scorePairs(weightsDir, pairs) {
      net ??= loadCrisprNet(weightsDir);
      return (await net).scorePairs(pairs);
    },
    isTimeout: (error) => error instanceof TestSearchTimeout,
    isInputError: (error) => error instanceof TestInputError,
  };
}
