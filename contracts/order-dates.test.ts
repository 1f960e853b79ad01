import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './order.ts';

const intl = (seconds: boolean) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
  });

describe('order dates in Asia/Shanghai', () => {
  it('read as Intl reads them, for any instant from 1970 to 2100 (summer time of 1986-1991 included)', () => {
    const date = intl(false);
    const time = intl(true);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (ms) => {
        const iso = new Date(ms).toISOString();
        expect(formatDate(iso)).toBe(date.format(ms));
        expect(formatDateTime(iso)).toBe(time.format(ms));
      }),
      { numRuns: 2000 },
    );
  });

  it('cross midnight at 16:00 UTC, and give nothing for nothing or a bad value', () => {
    expect(formatDateTime('2026-05-01T15:59:59Z')).toBe('2026-05-01 23:59:59');
    expect(formatDateTime('2026-05-01T16:00:00Z')).toBe('2026-05-02 00:00:00');
    expect(formatDate('2026-05-01T01:30:00Z')).toBe('2026-05-01 09:30');
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
    }
  });
});
