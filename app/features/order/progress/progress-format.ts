// Pure wording of an order's life for the customer: events into timeline entries (what happened, the
// note meant for the customer, the sample it concerns, the time in Asia/Shanghai), the quote's money
// and the status steps. Kept apart from the components so the texts are tested without a browser.
import type { z } from 'zod';
import type { customerEvent } from '../../../../contracts/api/order-progress.ts';
import { formatDate, statusLabel, STATUS_LABELS } from '../../../../contracts/order.ts';
import { LAST_STATUS, moveLabel } from '../../../../contracts/order-ops.ts';

export type CustomerEvent = z.infer<typeof customerEvent>;

export type EntryTone = 'blue' | 'green' | 'red' | 'gray';

export interface TimelineEntry {
  key: number;
  /** 提交订单, 已确认, 退回：质检 → 已确认, 报价 … */
  title: string;
  /** The note staff wrote for the customer; a move back carries its reason as 原因：… */
  note: string | null;
  /** 样本 Exp-1 when the event concerns one sample. */
  sample: string | null;
  time: string;
  tone: EntryTone;
  /** The event's type, for test ids and styling. */
  type: string;
}

function titleOf(event: CustomerEvent): { title: string; tone: EntryTone } {
  const { from_status: from, to_status: to } = event;
  switch (event.type) {
    case 'submitted':
      return { title: '提交订单', tone: 'blue' };
    case 'status':
      if (to === null) return { title: '状态更新', tone: 'blue' };
      return { title: statusLabel(to), tone: to === LAST_STATUS ? 'green' : 'blue' };
    case 'status_back':
      return { title: from !== null && to !== null ? `退回：${moveLabel(from, to)}` : '退回', tone: 'red' };
    case 'quote':
      return { title: '报价', tone: 'blue' };
    case 'file':
      return { title: '新增结果文件', tone: 'green' };
    case 'file_removed':
      return { title: '结果文件已撤回', tone: 'gray' };
    case 'note':
      return { title: '备注', tone: 'gray' };
    default:
      return { title: '订单更新', tone: 'gray' };
  }
}

function noteOf(event: CustomerEvent): string | null {
  const note = event.note?.trim() || null;
  if (event.type === 'status_back') return note ? `原因：${note}` : null;
  return note;
}

/**
 * The timeline, oldest first (ties by id, the order they were written). `sampleNames` names the
 * samples the page knows; an event of another sample shows its number.
 */
export function timelineEntries(events: readonly CustomerEvent[], sampleNames: ReadonlyMap<number, string> = new Map()): TimelineEntry[] {
  const sorted = events.toSorted((a, b) => Date.parse(a.create_time) - Date.parse(b.create_time) || a.id - b.id);
  return sorted.map((event) => {
    const { title, tone } = titleOf(event);
    const sample = event.sample_id === null ? null : `样本 ${sampleNames.get(event.sample_id) ?? `#${event.sample_id}`}`;
    return { key: event.id, title, note: noteOf(event), sample, time: formatDate(event.create_time), tone, type: event.type };
  });
}

/** The events a sample's page shows: the order's own and that sample's, not the other samples'. */
export function eventsOfSample(events: readonly CustomerEvent[], sampleId: number): CustomerEvent[] {
  return events.filter((event) => event.sample_id === null || event.sample_id === sampleId);
}

const YUAN = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** ¥1,234.50 for yuan; another currency keeps its code in front (USD 12.00). */
export function formatMoney(amount: number, currency = 'CNY'): string {
  const digits = YUAN.format(amount);
  return currency === 'CNY' ? `¥${digits}` : `${currency} ${digits}`;
}

/** The seven statuses 0-6 as steps, the current one in progress; 已完成 shows every step finished. */
export function statusSteps(status: number): { current: number; state: 'process' | 'finish'; titles: string[] } {
  const titles = Object.keys(STATUS_LABELS)
    .map(Number)
    .toSorted((a, b) => a - b)
    .map((value) => STATUS_LABELS[value]);
  const current = Math.min(Math.max(status, 0), titles.length - 1);
  return { current, state: status >= LAST_STATUS ? 'finish' : 'process', titles };
}
