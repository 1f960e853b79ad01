import { describe, expect, it } from 'vitest';
import { firstMatch, highlightParts, snippetOf } from './search-highlight.ts';

describe('highlightParts', () => {
  it('cuts the text into plain parts and matches, any case, longest term first', () => {
    expect(highlightParts('SpCas9-NLS 与 cas9 蛋白', ['Cas9'])).toEqual([
      { text: 'Sp', match: false },
      { text: 'Cas9', match: true },
      { text: '-NLS 与 ', match: false },
      { text: 'cas9', match: true },
      { text: ' 蛋白', match: false },
    ]);
    expect(highlightParts('GUIDE-seq 检测', ['GUIDE', 'guide-seq']).filter((p) => p.match)).toEqual([{ text: 'GUIDE-seq', match: true }]);
    expect(highlightParts('靶向扩增子测序', ['扩增子']).map((p) => p.text).join('')).toBe('靶向扩增子测序');
  });

  it('takes terms literally and leaves text without terms whole', () => {
    expect(highlightParts('a.b (c) a*b', ['(c)', '.']).filter((p) => p.match).map((p) => p.text)).toEqual(['.', '(c)']);
    expect(highlightParts('<b>x</b>', [])).toEqual([{ text: '<b>x</b>', match: false }]);
    expect(highlightParts('', ['x'])).toEqual([]);
    expect(highlightParts('abc', ['  '])).toEqual([{ text: 'abc', match: false }]);
  });
});

describe('snippetOf', () => {
  it('keeps a summary holding the word, else cuts the body around it', () => {
    expect(firstMatch('abc CAS9', ['cas9'])).toBe(4);
    expect(snippetOf(['含 Cas9 的摘要', '正文'], ['cas9'])).toBe('含 Cas9 的摘要');
    const body = `${'甲'.repeat(200)}目标词${'乙'.repeat(200)}`;
    const piece = snippetOf(['摘要', body], ['目标词'], 60);
    expect(piece).toBe(`…${'甲'.repeat(30)}目标词${'乙'.repeat(27)}…`);
    const english = `${'word '.repeat(40)}target ${'tail '.repeat(40)}`;
    expect(snippetOf([english], ['target'], 60)).toBe(`…${'word '.repeat(6)}target ${'tail '.repeat(4)}tai…`);
    // Cut inside a word: the piece starts at the next one.
    const shifted = `${'word '.repeat(40)}ab target ${'tail '.repeat(40)}`;
    expect(snippetOf([shifted], ['target'], 60)).toBe(`…${'word '.repeat(5)}ab target ${'tail '.repeat(5)}…`);
    expect(snippetOf(['', '正文没有'], ['x'])).toBe('正文没有');
    expect(snippetOf(['很长'.repeat(100)], ['x'], 10)).toBe(`${'很长'.repeat(5)}…`);
  });
});
