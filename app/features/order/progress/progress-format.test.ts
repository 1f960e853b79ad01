import { describe, expect, it } from 'vitest';
import { eventsOfSample, formatMoney, statusSteps, timelineEntries, type CustomerEvent, type Wording } from './progress-format.ts';
import { orderArea } from '../../../i18n/areas/order.ts';
import { translator } from '../../../i18n/translate.ts';

const CHINESE: Wording = { t: translator(orderArea.zh), lang: 'zh' };
const ENGLISH: Wording = { t: translator(orderArea.en), lang: 'en' };

let nextId = 1;
function event(fields: Partial<CustomerEvent> & Pick<CustomerEvent, 'type'>): CustomerEvent {
  return { id: nextId++, sample_id: null, from_status: null, to_status: null, note: null, no_file_reason: null, create_time: '2025-03-01T02:00:00.000Z', ...fields };
}

describe('timelineEntries', () => {
  it('words each kind of event for the customer, oldest first, times in Asia/Shanghai', () => {
    const events = [
      event({ type: 'status', from_status: 1, to_status: 2, note: '样本已到达', create_time: '2025-03-03T01:00:00.000Z' }),
      event({ type: 'submitted', create_time: '2025-03-01T02:00:00.000Z' }),
      event({ type: 'status', from_status: 0, to_status: 1, create_time: '2025-03-02T16:30:00.000Z' }),
      event({ type: 'quote', note: '含运费', create_time: '2025-03-02T16:30:00.000Z' }),
      event({ type: 'status_back', from_status: 2, to_status: 1, note: ' 样本浓度不足 ', create_time: '2025-03-04T00:00:00.000Z' }),
      event({ type: 'file', note: 'report.pdf', create_time: '2025-03-05T00:00:00.000Z' }),
      event({ type: 'file_removed', create_time: '2025-03-05T01:00:00.000Z' }),
      event({ type: 'status', from_status: 5, to_status: 6, create_time: '2025-03-06T00:00:00.000Z' }),
    ];
    const entries = timelineEntries(events, CHINESE);
    expect(entries.map((e) => [e.title, e.note, e.time, e.tone])).toEqual([
      ['提交订单', null, '2025-03-01 10:00', 'blue'],
      ['已确认', null, '2025-03-03 00:30', 'blue'],
      ['报价', '含运费', '2025-03-03 00:30', 'blue'],
      ['质检', '样本已到达', '2025-03-03 09:00', 'blue'],
      ['退回：质检 → 已确认', '原因：样本浓度不足', '2025-03-04 08:00', 'red'],
      ['新增结果文件', 'report.pdf', '2025-03-05 08:00', 'green'],
      ['结果文件已撤回', null, '2025-03-05 09:00', 'gray'],
      ['已完成', null, '2025-03-06 08:00', 'green'],
    ]);
  });

  it('names the sample an event concerns, by name when the page knows it', () => {
    const events = [event({ type: 'status', sample_id: 7, to_status: 3 }), event({ type: 'status', sample_id: 8, to_status: 3 })];
    const entries = timelineEntries(events, CHINESE, new Map([[7, 'Exp-1']]));
    expect(entries.map((e) => e.sample)).toEqual(['样本 Exp-1', '样本 #8']);
  });

  it('keeps an empty note absent and names an unknown event plainly', () => {
    const [entry] = timelineEntries([event({ type: 'something_new', note: '   ' })], CHINESE);
    expect(entry.title).toBe('订单更新');
    expect(entry.note).toBeNull();
    expect(timelineEntries([event({ type: 'status_back' })], CHINESE)[0]).toMatchObject({ title: '退回', note: null });
  });

  it('tells the customer why a finished order has no result file (issue 35)', () => {
    const done = event({ type: 'status', from_status: 5, to_status: 6, note: '实验完成', no_file_reason: '结果为细胞株实物，已寄出' });
    expect(timelineEntries([done], CHINESE)[0]).toMatchObject({ title: '已完成', note: '实验完成\n本订单无结果文件：结果为细胞株实物，已寄出' });
    expect(timelineEntries([{ ...done, note: null }], ENGLISH)[0]!.note).toBe('This order has no result file: 结果为细胞株实物，已寄出');
  });

  it('words the events in English for an English page, statuses from the contract', () => {
    const events = [
      event({ type: 'submitted', create_time: '2025-03-01T02:00:00.000Z' }),
      event({ type: 'status_back', sample_id: 7, from_status: 2, to_status: 1, note: 'too little DNA', create_time: '2025-03-04T00:00:00.000Z' }),
      event({ type: 'status', from_status: 5, to_status: 6, create_time: '2025-03-06T00:00:00.000Z' }),
    ];
    expect(timelineEntries(events, ENGLISH, new Map([[7, 'Exp-1']])).map((e) => [e.title, e.note, e.sample])).toEqual([
      ['Order submitted', null, null],
      ['Moved back: Quality check → Confirmed', 'Reason: too little DNA', 'Sample Exp-1'],
      ['Completed', null, null],
    ]);
  });
});

describe('eventsOfSample', () => {
  it("keeps the order's events and that sample's only", () => {
    const events = [event({ type: 'submitted' }), event({ type: 'status', sample_id: 1, to_status: 2 }), event({ type: 'status', sample_id: 2, to_status: 2 })];
    expect(eventsOfSample(events, 1).map((e) => e.sample_id)).toEqual([null, 1]);
  });
});

describe('formatMoney', () => {
  it('shows yuan with ¥, grouping and two decimals', () => {
    expect(formatMoney(1234.5)).toBe('¥1,234.50');
    expect(formatMoney(0)).toBe('¥0.00');
    expect(formatMoney(99.999)).toBe('¥100.00');
    expect(formatMoney(12, 'USD')).toBe('USD 12.00');
  });
});

describe('statusSteps', () => {
  it('lists the seven statuses and marks the current one', () => {
    expect(statusSteps(2)).toEqual({ current: 2, state: 'process', titles: ['待确认', '已确认', '质检', '建库', '测序', '分析', '已完成'] });
    expect(statusSteps(6)).toMatchObject({ current: 6, state: 'finish' });
    expect(statusSteps(9).current).toBe(6);
  });
});
