// The line check the encoder applies: what it accepts and the first problem of each bad pair, as data.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPair, checkPairLines, splitPairLines } from '../src/check.ts';
import { CrisprInputError, DEFAULT_WEIGHTS_DIR, loadCrisprNet, parsePairsText, type CrisprNet } from '../src/index.ts';

const ON = 'GAGTCCGAGCAGAAGAAGAAAGG';

describe('checkPair', () => {
  it('accepts A C G T N - _ in any case, 23 or 24 long', () => {
    expect(checkPair(ON, ON)).toBeNull();
    expect(checkPair(ON.toLowerCase(), `${ON.slice(0, 5)}-${ON.slice(6)}`)).toBeNull();
    expect(checkPair(`A${ON}`, `_${ON}`)).toBeNull();
    expect(checkPair(`${ON.slice(0, 20)}NGG`, ON)).toBeNull();
    expect(checkPair(ON, `${ON.slice(0, 20)}ngg`)).toBeNull();
  });

  it('names the first bad character with its side and 1-based position', () => {
    expect(checkPair(ON, `${ON.slice(0, 4)}X${ON.slice(5)}`)).toEqual({ kind: 'character', side: 'off', position: 5, char: 'X' });
    expect(checkPair(`U${ON.slice(1)}`, 'U')).toEqual({ kind: 'character', side: 'on', position: 1, char: 'U' });
    expect(checkPair(`${ON.slice(0, 2)}😀${ON.slice(3)}`, ON)).toEqual({ kind: 'character', side: 'on', position: 3, char: '😀' });
    expect(checkPair(`${ON.slice(0, 2)} ${ON.slice(3)}`, ON)).toEqual({ kind: 'character', side: 'on', position: 3, char: ' ' });
  });

  it('refuses empty, unequal, too long or short, and N facing N', () => {
    expect(checkPair('', ON)).toEqual({ kind: 'empty', side: 'on' });
    expect(checkPair(ON, '')).toEqual({ kind: 'empty', side: 'off' });
    expect(checkPair(ON, `${ON}A`)).toEqual({ kind: 'unequal', on: 23, off: 24 });
    expect(checkPair(`${ON}AA`, `${ON}AA`)).toEqual({ kind: 'length', length: 25 });
    expect(checkPair(ON.slice(1), ON.slice(1))).toEqual({ kind: 'length', length: 22 });
    expect(checkPair(`${ON.slice(0, 20)}NGG`, `${ON.slice(0, 20)}nGG`)).toEqual({ kind: 'bothN', position: 21 });
  });
});

describe('splitPairLines and checkPairLines', () => {
  it('skips blank lines and a first header line, names lines from 1, trims, ignores extra columns', () => {
    expect(splitPairLines(`on_seq,off_seq\r\n\r\n ${ON} , ${ON} ,x\r\n`)).toEqual({ pairs: [{ on: ON, off: ON, line: 3 }], problems: [] });
  });

  it('lists every bad line in line order with its first problem', () => {
    const text = [`${ON},${ON}`, ON, `${ON},`, `${ON},${ON}A`, '', `${ON},${ON.slice(0, 22)}*`].join('\n');
    expect(checkPairLines(text)).toEqual({
      pairs: 3,
      problems: [
        { kind: 'columns', line: 2 },
        { kind: 'columns', line: 3 },
        { kind: 'unequal', on: 23, off: 24, line: 4 },
        { kind: 'character', side: 'off', position: 23, char: '*', line: 6 },
      ],
    });
  });
});

describe('the engine refuses exactly what the check refuses', () => {
  let net: CrisprNet;
  beforeAll(async () => {
    net = await loadCrisprNet(DEFAULT_WEIGHTS_DIR);
  });
  const samples = [
    `${ON},${ON}`, `${ON},${ON}A`, `${ON}AA,${ON}AA`, `${ON.slice(0, 20)}NGG,${ON.slice(0, 20)}NGG`, `${ON},GAGT-CGAGCAGAAGAAGAAAGG`,
    `${ON},GAGTXCGAGCAGAAGAAGAAAGG`, `a${ON},_${ON}`, `${ON.slice(1)},${ON.slice(1)}`, `${ON},${ON.slice(0, 20)}NNN`,
  ];
  it.each(samples)('%s', (line) => {
    const checked = checkPairLines(line).problems.length === 0;
    let scored = true;
    try {
      net.scorePairs(parsePairsText(line));
    } catch (error) {
      expect(error).toBeInstanceOf(CrisprInputError);
      scored = false;
    }
    expect(scored).toBe(checked);
  });
});
