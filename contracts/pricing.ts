// Prices before submit and dates per sample (issue 34 points 1 and 3; decisions 0070, 0071). One
// place for the arithmetic the sample forms, the order pages and the server all use:
// - the price catalogue: which items a kind has (per order, per sample, an option such as ODN
//   detection) and when an item applies to a sample or a cell-line form; staff set each item's price
//   (yuan) and turnaround days in the console, the items themselves are code (the arithmetic must
//   know when they apply);
// - `estimateOrder`: the lines, the total in yuan (computed in fen, no float drift) and the days;
// - `scheduleOf`: the expected finish date (Shanghai day) from the confirmation and the turnaround
//   days, and whether it is on time, due soon (orange, within 2 days) or late (red, past the date).
// Free of zod and of the database: the browser imports it as it is.
import { CELL_OPTION_TEXT } from './order-cell-options.ts';
import { withEnglish } from './english-messages.ts';
import type { OrderKind } from './order.ts';

export type PriceUnit = 'order' | 'sample';

/** What an item's rule reads: a GUIDE-seq/amplicon sample's options, or the cell-line form's answers. */
export interface PricedSample {
  is_odn?: number | null;
  is_yinwu?: number | null;
}
export interface PricedCellForm {
  leixing?: string | null;
  shuzhu_tigong?: string | null;
  jiaofu_type?: string | null;
}

export interface PriceItemDef {
  kind: OrderKind;
  item: string;
  unit: PriceUnit;
  label: string;
  /** Per-sample items: does it apply to this sample? Order items of sample kinds always apply. */
  appliesToSample?: (sample: PricedSample) => boolean;
  /** Cell-line items: does it apply to this form? */
  appliesToCell?: (form: PricedCellForm) => boolean;
}

const T = CELL_OPTION_TEXT;
const serviceType = (text: string) => (form: PricedCellForm) => form.leixing === text;

export const PRICE_ITEMS: readonly PriceItemDef[] = [
  { kind: 'guide', item: 'base', unit: 'order', label: '建库与分析（每个订单）' },
  { kind: 'guide', item: 'sample', unit: 'sample', label: '测序（每个样本）', appliesToSample: () => true },
  { kind: 'guide', item: 'odn', unit: 'sample', label: 'ODN插入检测（每个样本）', appliesToSample: (s) => Number(s.is_odn) === 1 },
  { kind: 'amplicon', item: 'base', unit: 'order', label: '建库与分析（每个订单）' },
  { kind: 'amplicon', item: 'sample', unit: 'sample', label: '扩增子测序（每个样本）', appliesToSample: () => true },
  { kind: 'amplicon', item: 'primer_design', unit: 'sample', label: '引物设计（每个样本）', appliesToSample: (s) => Number(s.is_yinwu) === 1 },
  { kind: 'cell', item: 'single_knockout', unit: 'order', label: T.singleKnockout, appliesToCell: serviceType(T.singleKnockout) },
  { kind: 'cell', item: 'multi_knockout', unit: 'order', label: T.multiKnockout, appliesToCell: serviceType(T.multiKnockout) },
  { kind: 'cell', item: 'point_mutation', unit: 'order', label: T.pointMutation, appliesToCell: serviceType(T.pointMutation) },
  { kind: 'cell', item: 'knock_in', unit: 'order', label: T.knockIn, appliesToCell: serviceType(T.knockIn) },
  { kind: 'cell', item: 'overexpression', unit: 'order', label: T.overexpression, appliesToCell: serviceType(T.overexpression) },
  { kind: 'cell', item: 'knockdown', unit: 'order', label: T.knockdown, appliesToCell: serviceType(T.knockdown) },
  { kind: 'cell', item: 'purchased_host', unit: 'order', label: '代购宿主细胞', appliesToCell: (f) => f.shuzhu_tigong === T.purchased },
  { kind: 'cell', item: 'monoclonal', unit: 'order', label: '单克隆纯合子细胞株交付', appliesToCell: (f) => f.jiaofu_type === T.monoclonal },
];

withEnglish(
  { a: '建库与分析（每个订单）', b: '测序（每个样本）', c: 'ODN插入检测（每个样本）', d: '扩增子测序（每个样本）', e: '引物设计（每个样本）', f: '代购宿主细胞', g: '单克隆纯合子细胞株交付' },
  {
    a: 'Library construction and analysis (per order)',
    b: 'Sequencing (per sample)',
    c: 'ODN insertion detection (per sample)',
    d: 'Amplicon sequencing (per sample)',
    e: 'Primer design (per sample)',
    f: 'Host cells purchased for you',
    g: 'Monoclonal homozygous cell line delivered',
  },
);

export const priceItemsOf = (kind: OrderKind) => PRICE_ITEMS.filter((def) => def.kind === kind);
export const findPriceItem = (kind: string, item: string) => PRICE_ITEMS.find((def) => def.kind === kind && def.item === item);

/** One row of the staff's price table. */
export interface PriceRow {
  kind: OrderKind;
  item: string;
  /** Yuan, two decimals. */
  price: number;
  /** Turnaround days this item adds. */
  days: number;
}

export interface EstimateLine {
  item: string;
  label: string;
  unit: PriceUnit;
  quantity: number;
  unit_price: number;
  amount: number;
}

export interface Estimate {
  lines: EstimateLine[];
  total: number;
  /** Turnaround days of the order: its longest sample (samples run side by side). */
  days: number;
  /** Turnaround days of each sample, in the order given (empty for cell-line orders). */
  sample_days: number[];
}

const fen = (yuan: number) => Math.round(yuan * 100);

/**
 * The estimate of an order from the price table: null when an item the order needs has no price yet
 * (the page then says so instead of showing a wrong sum). A GUIDE-seq or amplicon order takes its
 * samples (an order with none is priced as its order items alone); a cell-line order takes its form.
 */
export function estimateOrder(kind: OrderKind, prices: readonly PriceRow[], input: readonly PricedSample[] | PricedCellForm): Estimate | null {
  const priceOf = new Map(prices.filter((p) => p.kind === kind).map((p) => [p.item, p]));
  const lines: EstimateLine[] = [];
  let totalFen = 0;
  let orderDays = 0;
  const sampleDays: number[] = [];
  for (const def of priceItemsOf(kind)) {
    let quantity: number;
    if (kind === 'cell') quantity = def.appliesToCell?.(input as PricedCellForm) ? 1 : 0;
    else if (def.unit === 'order') quantity = 1;
    else quantity = (input as readonly PricedSample[]).filter((s) => def.appliesToSample?.(s)).length;
    if (quantity === 0) continue;
    const row = priceOf.get(def.item);
    if (!row) return null;
    const amountFen = fen(row.price) * quantity;
    totalFen += amountFen;
    lines.push({ item: def.item, label: def.label, unit: def.unit, quantity, unit_price: fen(row.price) / 100, amount: amountFen / 100 });
    if (def.unit === 'order') orderDays += row.days;
  }
  if (kind !== 'cell') {
    for (const sample of input as readonly PricedSample[]) {
      let days = orderDays;
      for (const def of priceItemsOf(kind)) {
        if (def.unit === 'sample' && def.appliesToSample?.(sample)) days += priceOf.get(def.item)?.days ?? 0;
      }
      sampleDays.push(days);
    }
  }
  const days = sampleDays.length ? Math.max(...sampleDays) : orderDays;
  return { lines, total: totalFen / 100, days, sample_days: sampleDays };
}

// ---- Dates -------------------------------------------------------------------------------------

const DAY_MS = 24 * 3600_000;
const UTC_PLUS_8 = 8 * 3600_000;
/** Orange from this many days before the expected date (inclusive) until the date itself. */
export const DUE_SOON_DAYS = 2;

/** The Shanghai calendar day of an instant, as days since 1970-01-01. */
const shanghaiDayNumber = (at: Date) => Math.floor((at.getTime() + UTC_PLUS_8) / DAY_MS);
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * - waiting: not confirmed yet, no date;
 * - on_time / soon (orange) / late (red): running, by today's distance to the expected date;
 * - done / done_late: finished (status 6), on or after the expected date.
 */
export type DueState = 'waiting' | 'on_time' | 'soon' | 'late' | 'done' | 'done_late';

export interface Schedule {
  /** Expected finish day 'YYYY-MM-DD' (Asia/Shanghai), null before confirmation. */
  due: string | null;
  state: DueState;
  /** Days from today to the expected day (negative when late); null when not running. */
  days_left: number | null;
  /** The day it was finished, when done. */
  finished: string | null;
}

/**
 * The expected finish day is the Shanghai day of the (latest) confirmation plus the turnaround days.
 * Late means today is past that day; due soon means it is at most DUE_SOON_DAYS days away (the
 * expected day itself included). `now` is the caller's clock (the server's injected one).
 */
export function scheduleOf(input: { confirmedAt: Date | null; finishedAt: Date | null; days: number | null; now: Date }): Schedule {
  const { confirmedAt, finishedAt, days, now } = input;
  if (!confirmedAt || days === null) return { due: null, state: 'waiting', days_left: null, finished: finishedAt ? dayText(shanghaiDayNumber(finishedAt)) : null };
  const due = shanghaiDayNumber(confirmedAt) + days;
  if (finishedAt) {
    const finished = shanghaiDayNumber(finishedAt);
    return { due: dayText(due), state: finished > due ? 'done_late' : 'done', days_left: null, finished: dayText(finished) };
  }
  const left = due - shanghaiDayNumber(now);
  const state: DueState = left < 0 ? 'late' : left <= DUE_SOON_DAYS ? 'soon' : 'on_time';
  return { due: dayText(due), state, days_left: left, finished: null };
}

/** The colour a state is marked with: orange within 2 days of late, red past it. */
export const DUE_STATE_COLOR: Record<DueState, string | undefined> = {
  waiting: undefined,
  on_time: 'green',
  soon: 'orange',
  late: 'red',
  done: undefined,
  done_late: undefined,
};

export const DUE_STATE_LABELS: Record<DueState, string> = {
  waiting: '确认后计算',
  on_time: '按期',
  soon: '即将到期',
  late: '已逾期',
  done: '已完成',
  done_late: '逾期完成',
};
withEnglish(DUE_STATE_LABELS, {
  waiting: 'Set at confirmation',
  on_time: 'On schedule',
  soon: 'Due soon',
  late: 'Overdue',
  done: 'Completed',
  done_late: 'Finished late',
});

/** Which price the page shows: the quote staff entered at confirmation wins over the estimate. */
export type ShownPrice = 'quote' | 'estimate' | 'none';
export const SHOWN_PRICE_LABELS = { quote: '报价', estimate: '估算', none: '暂无估价' } as const;
withEnglish(SHOWN_PRICE_LABELS, { quote: 'Quote', estimate: 'Estimate', none: 'No estimate yet' });
