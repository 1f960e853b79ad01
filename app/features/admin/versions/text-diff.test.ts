import { describe, expect, it } from 'vitest';
import { textDiff, visibleText } from './text-diff.ts';

describe('textDiff', () => {
  it('shows a changed Chinese sentence as the characters struck and added', () => {
    expect(textDiff('公司发布新一代编辑工具', '公司发布第二代编辑工具')).toEqual([
      { kind: 'same', text: '公司发布' },
      { kind: 'removed', text: '新一' },
      { kind: 'added', text: '第二' },
      { kind: 'same', text: '代编辑工具' },
    ]);
  });

  it('compares other text word by word', () => {
    expect(textDiff('Gene editing made simple', 'Gene editing made easy')).toEqual([
      { kind: 'same', text: 'Gene editing made ' },
      { kind: 'removed', text: 'simple' },
      { kind: 'added', text: 'easy' },
    ]);
  });

  it('reads rich text as a reader sees it', () => {
    expect(visibleText('<h2>SpCas9</h2><p>高纯度 &amp; 高活性</p><p>第二段<br>换行</p>')).toBe('SpCas9\n高纯度 & 高活性\n第二段\n换行');
  });

  it('shows two very long texts whole rather than comparing them', () => {
    const before = 'a '.repeat(3000);
    const after = 'b '.repeat(3000);
    expect(textDiff(before, after)).toEqual([
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ]);
  });
});
