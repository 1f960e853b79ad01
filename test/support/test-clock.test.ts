import { describe, expect, it } from 'vitest';
import { createTestClock } from './test-clock.ts';

describe('test clock', () => {
  it('stands still until moved, and hands out fresh dates', () => {
    const clock = createTestClock(new Date('2026-11-27T08:00:00Z'));
    const first = clock();
    first.setFullYear(1999);
    expect(clock().toISOString()).toBe('2026-11-27T08:00:00.000Z');
    clock.advance(59_999);
    expect(clock.ms()).toBe(Date.parse('2026-11-27T08:00:59.999Z'));
    clock.set(0);
    expect(clock().getTime()).toBe(0);
  });
});
