import { describe, expect, it } from 'vitest';
import { formatFloat32 } from '../src/format.ts';

describe('formatFloat32 (numpy float32 str)', () => {
  it('writes whole numbers with .0, as the published output does for a zero score', () => {
    expect(formatFloat32(0)).toBe('0.0');
    expect(formatFloat32(1)).toBe('1.0');
  });

  it('writes the shortest decimal that reads back as the same float32', () => {
    // 0.35044938 is a published score; the float64 next to it prints with more digits.
    expect(formatFloat32(0.35044937673211)).toBe('0.35044938');
    expect(formatFloat32(0.1)).toBe('0.1');
    expect(formatFloat32(0.14604083)).toBe('0.14604083');
    for (const value of [0.123456789, 0.987654321, 0.000123, 0.5]) {
      const text = formatFloat32(value);
      expect(Math.fround(Number(text))).toBe(Math.fround(value));
      expect(text.replace(/^0\.|\./, '').replace(/e.*$/, '').length).toBeLessThanOrEqual(9);
    }
  });

  it('switches to scientific notation with a two-digit exponent below 1e-4', () => {
    expect(formatFloat32(0.000015)).toBe('1.5e-05');
    expect(formatFloat32(0.0001)).toBe('0.0001');
  });
});
