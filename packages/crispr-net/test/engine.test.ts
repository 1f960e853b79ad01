// Parity with the published example and the float64 golden vectors, and the encoding's edge cases.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CrisprInputError, DEFAULT_WEIGHTS_DIR, loadCrisprNet, parsePairsText, type CrisprNet } from '../src/index.ts';

const DIR = process.env.CRISPR_NET_DIR || DEFAULT_WEIGHTS_DIR;
const csvRows = (file: string) =>
  readFileSync(join(DIR, file), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(','));

let net: CrisprNet;
beforeAll(async () => {
  net = await loadCrisprNet(DIR);
});

const score = (on: string, off: string) => net.scorePairs([{ on, off }])[0];

describe('parity', () => {
  it('matches the published example output within 1e-6', () => {
    const pairs = parsePairsText(readFileSync(join(DIR, 'published-example-input.txt'), 'utf8'));
    const expected = csvRows('published-example-output.csv');
    const scores = net.scorePairs(pairs);
    expect(scores).toHaveLength(expected.length);
    expected.forEach(([on, off, value], i) => {
      expect(pairs[i]).toMatchObject({ on, off });
      expect(Math.abs(scores[i] - Number(value))).toBeLessThan(1e-6);
    });
  });

  it('matches every golden vector within 1e-6', () => {
    const rows = csvRows('golden-public.csv');
    expect(rows.length).toBe(300);
    const scores = net.scorePairs(rows.map(([on, off]) => ({ on, off })));
    rows.forEach(([on, off, value], i) => {
      const diff = Math.abs(scores[i] - Number(value));
      if (diff >= 1e-6) throw new Error(`${on},${off}: ${scores[i]} vs ${value}`);
    });
  });

  it('gives the same score alone and in a batch of any size', () => {
    const rows = csvRows('golden-public.csv').slice(0, 7);
    const batch = net.scorePairs(rows.map(([on, off]) => ({ on, off })));
    rows.forEach(([on, off], i) => expect(score(on, off)).toBe(batch[i]));
  });
});

describe('encoding', () => {
  const on = 'GGGTGGGGGGAGTTTGCTCCAGG';
  const off = 'AGGTGGGGTGA_TTTGCTCCAGG';

  it('N in the on-target PAM takes the off-target base', () => {
    expect(score('GATGGTAGATGGAGACTCAGNGG', 'GGTAGGAAATGGAGAGGCAGAGG')).toBe(
      score('GATGGTAGATGGAGACTCAGAGG', 'GGTAGGAAATGGAGAGGCAGAGG'),
    );
  });

  it('N in the off-target counts as a match', () => {
    expect(score(on, off.replace(/A$/, 'N').replace(/AGG$/, 'NGG'))).toBe(score(on, off));
  });

  it('reads lower case as upper case', () => {
    expect(score(on.toLowerCase(), off.toLowerCase())).toBe(score(on, off));
  });

  it('treats - and _ the same inside a sequence (DNA and RNA bulges)', () => {
    expect(score(on, off.replace('_', '-'))).toBe(score(on, off)); // RNA bulge: a gap in the off-target
    const dnaOn = 'GAGT_CCGAGCAGAAGAAGAATGG';
    const dnaOff = 'GAGTACCAAGTAGAAGAAAAATTT';
    expect(score(dnaOn.replace('_', '-'), dnaOff)).toBe(score(dnaOn, dnaOff)); // DNA bulge
  });

  it('pads 23 positions to 24 and scores 24 with a bulge', () => {
    const s23 = score(on, on);
    const s24 = score('G' + on, 'G' + on);
    expect(s23).toBeGreaterThan(0.5);
    expect(s24).not.toBe(s23);
    expect(score('_' + on, 'A' + on)).toBeGreaterThan(0);
  });

  it('trims spaces around sequences and skips blank lines and a header', () => {
    const pairs = parsePairsText(`on_seq,off_seq\n\n ${on} , ${off} \r\n`);
    expect(pairs).toEqual([{ on, off, line: 3 }]);
  });
});

describe('errors name the line', () => {
  const bad = (text: string, message: RegExp) => {
    const run = () => net.scorePairs(parsePairsText(text));
    expect(run).toThrow(CrisprInputError);
    expect(run).toThrow(message);
  };
  const ok = 'GGGTGGGGGGAGTTTGCTCCAGG,GGGTGGGGGGAGTTTGCTCCAGG';

  it('rejects characters other than A C G T N - _', () => {
    bad(`${ok}\nGGGTGGGGGGAGTTTGCTCCAGX,GGGTGGGGGGAGTTTGCTCCAGG`, /^line 2: on-target .*"X" at position 23/);
    bad(`${ok}\n${ok}\nGGGTGGGGGGAGTTTGCTCCAGG,GGGTGGGGGGAGTTUGCTCCAGG`, /^line 3: off-target .*"U" at position 15/);
    bad('GGGTGGGGGGAGTTTGCTCCAG中,GGGTGGGGGGAGTTTGCTCCAGG', /^line 1: on-target/);
  });

  it('rejects unequal lengths', () => {
    bad(`${ok}\nGGGTGGGGGGAGTTTGCTCCAGG,GGGTGGGGGGAGTTTGCTCCAGGA`, /^line 2: the sequences differ in length \(on-target 23, off-target 24\)/);
  });

  it('rejects lengths outside 23-24 including gaps', () => {
    bad('GGGTGGGGGGAGTTTGCTCCAG,GGGTGGGGGGAGTTTGCTCCAG', /^line 1: the sequences are 22 long/);
    bad(`${ok}\nAGGGTGGGGGGAGTTTGCTCC_AGG,AGGGTGGGGGGAGTTTGCTCCAAGG`, /^line 2: the sequences are 25 long/);
  });

  it('rejects a line without two sequences', () => {
    bad(`${ok}\nGGGTGGGGGGAGTTTGCTCCAGG`, /^line 2: expected two sequences/);
  });

  it('rejects empty input', () => {
    expect(() => parsePairsText(' \n\n')).toThrow(/no sequence pairs/);
    expect(() => net.scorePairs([])).toThrow(/no sequence pairs/);
    expect(() => net.scorePairs([{ on: '', off: 'A' }])).toThrow(/^line 1: the on-target sequence is empty/);
  });

  it('rejects N on both sides of one position', () => {
    bad('GGGTGGGGGGAGTTTGCTCCNGG,GGGTGGGGGGAGTTTGCTCCNGG', /^line 1: both sequences have N at position 21/);
  });
});
