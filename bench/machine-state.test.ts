import { describe, expect, it } from 'vitest';
import { firstTouchMicrosPerPage } from './machine-state.ts';

describe('the machine state printed beside a Lighthouse table', () => {
  it('measures a fresh process writing memory for the first time, in microseconds a page', () => {
    const micros = firstTouchMicrosPerPage();
    expect(Number.isFinite(micros)).toBe(true);
    expect(micros).toBeGreaterThan(0);
  });
});
