// formatMoney writes what Intl.NumberFormat('zh-CN', two decimals, grouped) wrote before it (the
// oracle here), for amounts from cents to billions, exact halves and binary near-halves included.
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

const intl = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

describe('formatMoney', () => {
  it('matches Intl for 5,000 amounts and the awkward ones', () => {
    let seed = 20261130;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const amounts = [0, 0.005, 0.015, 0.125, 1.005, 2.675, 999.995, 1000, 1234.5, 99999.999, 1e9 + 0.5, 123456789.125];
    for (let i = 0; i < 5000; i++) {
      const scale = 10 ** Math.floor(random() * 10);
      amounts.push(Math.round(random() * scale * 10000) / 10000);
    }
    for (const amount of amounts) {
      expect(formatMoney(amount), String(amount)).toBe(`¥${intl.format(amount)}`);
      if (intl.format(-amount) !== '-0.00') expect(formatMoney(-amount), String(-amount)).toBe(`¥${intl.format(-amount)}`);
    }
  });

  it('keeps another currency’s code in front', () => {
    expect(formatMoney(12, 'USD')).toBe('USD 12.00');
    expect(formatMoney(1234567.891)).toBe('¥1,234,567.89');
    // A negative amount that rounds to nothing shows no sign (Intl wrote -0.00).
    expect(formatMoney(-0.001)).toBe('¥0.00');
  });
});
