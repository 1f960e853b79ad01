import { describe, expect, it } from 'vitest';
import { timeScale } from './time-limits.ts';

describe('the browser suite time scale', () => {
  it('takes E2E_TIME_SCALE when given, and ignores a value under 1 or not a number', () => {
    expect(timeScale({ given: '3', load: 0, cores: 2, ci: false })).toBe(3);
    expect(timeScale({ given: '0.5', load: 0, cores: 2, ci: false })).toBe(1);
    expect(timeScale({ given: 'slow', load: 9, cores: 2, ci: false })).toBe(4);
  });

  it('follows the load per core, rounded up, from 1 (2 in CI) to 4', () => {
    expect(timeScale({ load: 0.3, cores: 2, ci: false })).toBe(1);
    expect(timeScale({ load: 0.3, cores: 2, ci: true })).toBe(2);
    expect(timeScale({ load: 5, cores: 2, ci: false })).toBe(3);
    expect(timeScale({ load: 16, cores: 2, ci: true })).toBe(4);
    expect(timeScale({ load: 3, cores: 0, ci: false })).toBe(3);
  });
});
