// The route helper's guard: a NUL or a lone surrogate anywhere in a call's input, nothing else.
import { describe, expect, it } from 'vitest';
import { holdsUnstorableText } from './input-guard.ts';

describe('holdsUnstorableText', () => {
  it('finds a NUL or a lone surrogate in strings, arrays, objects and keys at any depth', () => {
    for (const value of ['a\u0000', ['x', ['y', ['\u0000']]], { a: { b: [{ c: 'z\u0000' }] } }, { 'k\u0000': 1 }, 'a\ud800', '\udfff', [{ x: 'ok\ud83d' }]]) {
      expect(holdsUnstorableText(value), JSON.stringify(value)).toBe(true);
    }
  });

  it('passes ordinary input: numbers, booleans, null, Chinese, emoji, tab and newline', () => {
    expect(holdsUnstorableText({ id: 1, ok: true, none: null, name: '王小明', mood: '😀', text: 'a\tb\r\nc', list: [1, 'two'] })).toBe(false);
    expect(holdsUnstorableText(undefined)).toBe(false);
  });

  it('walks a very deep or very long body without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(holdsUnstorableText(deep)).toBe(true);
    expect(holdsUnstorableText(Array.from({ length: 300_000 }, () => 'x'))).toBe(false);
  });
});
