// The shared arithmetic of prices and dates (contracts/pricing.ts): the page and the server both run it.
import { describe, expect, it } from 'vitest';
import { estimateOrder, scheduleOf, type PriceRow } from './pricing.ts';

const prices: PriceRow[] = [
  { kind: 'guide', item: 'base', price: 0.1, days: 5 },
  { kind: 'guide', item: 'sample', price: 0.2, days: 20 },
  { kind: 'guide', item: 'odn', price: 800, days: 5 },
  { kind: 'cell', item: 'knock_in', price: 28000, days: 80 },
  { kind: 'cell', item: 'monoclonal', price: 6000, days: 20 },
];

/** An instant of a Shanghai day and time. */
const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}+08:00`);

describe('estimateOrder', () => {
  it('adds order, per-sample and option lines in fen, and takes the longest sample as the order\'s days', () => {
    const estimate = estimateOrder('guide', prices, [{ is_odn: 0 }, { is_odn: 1 }, { is_odn: 0 }]);
    expect(estimate).toEqual({
      lines: [
        { item: 'base', label: '建库与分析（每个订单）', unit: 'order', quantity: 1, unit_price: 0.1, amount: 0.1 },
        { item: 'sample', label: '测序（每个样本）', unit: 'sample', quantity: 3, unit_price: 0.2, amount: 0.6 },
        { item: 'odn', label: 'ODN插入检测（每个样本）', unit: 'sample', quantity: 1, unit_price: 800, amount: 800 },
      ],
      total: 800.7,
      days: 30,
      sample_days: [25, 30, 25],
    });
  });

  it('prices a cell-line form by its service type and options, and is null when a needed item has no price', () => {
    expect(estimateOrder('cell', prices, { leixing: '基因敲入', jiaofu_type: '单克隆纯合子细胞株', shuzhu_tigong: '客户提供' })).toMatchObject({ total: 34000, days: 100 });
    expect(estimateOrder('cell', prices, { leixing: '单基因敲除' })).toBeNull();
    expect(estimateOrder('amplicon', prices, [{ is_yinwu: 0 }])).toBeNull();
  });
});

describe('scheduleOf', () => {
  const confirmedAt = at('2026-03-01', '23:30:00');
  const due = (now: Date) => scheduleOf({ confirmedAt, finishedAt: null, days: 10, now });

  it('counts Shanghai days from the confirmation: on time, orange from 2 days before the date to the date, red after', () => {
    expect(due(at('2026-03-08', '23:59:59'))).toEqual({ due: '2026-03-11', state: 'on_time', days_left: 3, finished: null });
    expect(due(at('2026-03-09', '00:00:00'))).toMatchObject({ state: 'soon', days_left: 2 });
    expect(due(at('2026-03-11', '23:59:59'))).toMatchObject({ state: 'soon', days_left: 0 });
    expect(due(at('2026-03-12', '00:00:00'))).toMatchObject({ state: 'late', days_left: -1 });
  });

  it('waits for the confirmation, and tells a finish on the date from one after it', () => {
    expect(scheduleOf({ confirmedAt: null, finishedAt: null, days: 10, now: at('2026-03-01') })).toEqual({ due: null, state: 'waiting', days_left: null, finished: null });
    expect(scheduleOf({ confirmedAt, finishedAt: at('2026-03-11', '23:00:00'), days: 10, now: at('2026-04-01') })).toMatchObject({ state: 'done', finished: '2026-03-11' });
    expect(scheduleOf({ confirmedAt, finishedAt: at('2026-03-12', '00:10:00'), days: 10, now: at('2026-04-01') })).toMatchObject({ state: 'done_late', finished: '2026-03-12' });
  });
});
