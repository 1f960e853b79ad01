// Pure wording of an order's life for the customer: events into timeline entries (what happened, the
// note meant for the customer, the sample it concerns, the time in Asia/Shanghai), the quote's money
// and the status steps. Kept apart from the components so the texts are tested without a browser.
import type { z } from 'zod';
import type { customerEvent } from '../../../../contracts/api/order-life.ts';
import { formatDate, statusLabel, STATUS_LABELS } from '../../../../contracts/order.ts';
import { LAST_STATUS } from '../../../../contracts/order-ops.ts';
import { messageIn } from '../../../../contracts/english-messages.ts';
import type { PageLanguage } from '../../../../contracts/page-language.ts';
import type { Translate } from '../../../i18n/translate.ts';

/** The page's interface strings and language: the wording comes from the catalogue, statuses from the contract. */
export interface Wording {
  t: Translate;
  lang: PageLanguage;
}

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

function titleOf(event: CustomerEvent, { t, lang }: Wording): { title: string; tone: EntryTone } {
  const { from_status: from, to_status: to } = event;
  const status = (value: number) => messageIn(lang, statusLabel(value));
  switch (event.type) {
    case 'submitted':
      return { title: t('order.progress.submitted'), tone: 'blue' };
    case 'status':
      if (to === null) return { title: t('order.progress.statusUpdate'), tone: 'blue' };
      return { title: status(to), tone: to === LAST_STATUS ? 'green' : 'blue' };
    case 'status_back':
      return {
        title: from !== null && to !== null ? t('order.progress.movedBack', { move: `${status(from)} → ${status(to)}` }) : t('order.progress.back'),
        tone: 'red',
      };
    case 'quote':
      return { title: t('order.progress.quote'), tone: 'blue' };
    case 'file':
      return { title: t('order.progress.fileAdded'), tone: 'green' };
    case 'file_removed':
      return { title: t('order.progress.fileRemoved'), tone: 'gray' };
    case 'note':
      return { title: t('order.progress.note'), tone: 'gray' };
    default:
      return { title: t('order.progress.update'), tone: 'gray' };
  }
}

function noteOf(event: CustomerEvent, { t }: Wording): string | null {
  const note = event.note?.trim() || null;
  if (event.type === 'status_back') return note ? t('order.progress.reason', { note }) : null;
  // 已完成 without a result file carries the reason staff confirmed (issue 35).
  const noFile = event.no_file_reason?.trim() ? t('order.progress.noFile', { reason: event.no_file_reason.trim() }) : null;
  return [note, noFile].filter(Boolean).join('\n') || null;
}

/**
 * The timeline, oldest first (ties by id, the order they were written). `sampleNames` names the
 * samples the page knows; an event of another sample shows its number.
 */
export function timelineEntries(
  events: readonly CustomerEvent[],
  wording: Wording,
  sampleNames: ReadonlyMap<number, string> = new Map(),
): TimelineEntry[] {
  const sorted = events.toSorted((a, b) => Date.parse(a.create_time) - Date.parse(b.create_time) || a.id - b.id);
  return sorted.map((event) => {
    const { title, tone } = titleOf(event, wording);
    const sample = event.sample_id === null ? null : wording.t('order.progress.sample', { name: sampleNames.get(event.sample_id) ?? `#${event.sample_id}` });
    return { key: event.id, title, note: noteOf(event, wording), sample, time: formatDate(event.create_time), tone, type: event.type };
  });
}

/** The events a sample's page shows: the order's own and that sample's, not the other samples'. */
export function eventsOfSample(events: readonly CustomerEvent[], sampleId: number): CustomerEvent[] {
  return events.filter((event) => event.sample_id === null || event.sample_id === sampleId);
}

/** ¥1,234.50: the one money format (contracts/money.ts), which the proforma PDF on the server prints too. */
export { formatMoney } from '../../../../contracts/money.ts';

/** The seven statuses 0-6 as steps, the current one in progress; 已完成 shows every step finished. */
export function statusSteps(status: number): { current: number; state: 'process' | 'finish'; titles: string[] } {
  const titles = Object.keys(STATUS_LABELS)
    .map(Number)
    .toSorted((a, b) => a - b)
    .map((value) => STATUS_LABELS[value]);
  const current = Math.min(Math.max(status, 0), titles.length - 1);
  return { current, state: status >= LAST_STATUS ? 'finish' : 'process', titles };
}
