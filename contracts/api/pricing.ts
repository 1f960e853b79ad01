// Prices before submit and dates per sample, as the customer reads them (issue 34 points 1 and 3):
// the price table the sample forms estimate with (public: it is the company's list price), and one
// order's price (the quote once staff entered it, else the server's estimate) with its expected
// finish dates. The arithmetic is contracts/pricing.ts, the same on both sides; the server's answer is
// the one that counts.
import { z } from 'zod';
import { orderRefInput } from '../order-ops.ts';
import { READ } from '../endpoint.ts';
import { orderKindField, ORDER_OPS_MESSAGES } from '../order-ops.ts';
import { orderQuote } from './order-life.ts';
import { v1 } from './v1.ts';

export const priceTableRow = z.object({
  kind: z.enum(['guide', 'amplicon', 'cell']),
  item: z.string(),
  unit: z.enum(['order', 'sample']),
  label: z.string(),
  /** Yuan; null while staff have not priced the item. */
  price: z.number().nullable(),
  /** Turnaround days the item adds; null while not priced. */
  days: z.number().int().nullable(),
});

export const estimateAnswer = z.object({
  lines: z.array(z.object({ item: z.string(), label: z.string(), unit: z.enum(['order', 'sample']), quantity: z.number().int(), unit_price: z.number(), amount: z.number() })),
  total: z.number(),
  days: z.number().int(),
  sample_days: z.array(z.number().int()),
});

export const scheduleAnswer = z.object({
  due: z.string().nullable().describe('预计完成日期 YYYY-MM-DD（上海时间）'),
  state: z.enum(['waiting', 'on_time', 'soon', 'late', 'done', 'done_late']),
  days_left: z.number().int().nullable(),
  finished: z.string().nullable(),
});

export const orderPricing = z.object({
  /** Which price `amount` is: the quote wins over the estimate. */
  shown: z.enum(['quote', 'estimate', 'none']),
  amount: z.number().nullable(),
  estimate: estimateAnswer.nullable(),
  quote: orderQuote.nullable(),
  /** The order's expected finish date and each sample's (GUIDE-seq and amplicon). */
  schedule: z.object({
    order: scheduleAnswer,
    samples: z.array(scheduleAnswer.extend({ id: z.number().int(), name: z.string(), status: z.number().int() })),
  }),
});

/** A page of orders of one kind: ids as a list or comma-separated (a query string), at most 50. */
export const scheduleListInput = z.object({
  kind: orderKindField,
  ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean).map(Number) : typeof v === 'number' ? [v] : v),
    z.array(z.number({ error: ORDER_OPS_MESSAGES.orderRequired }).int(ORDER_OPS_MESSAGES.orderRequired).positive(ORDER_OPS_MESSAGES.orderRequired)).max(50, ORDER_OPS_MESSAGES.orderRequired),
  ),
});

export const orderScheduleRow = scheduleAnswer.extend({ id: z.number().int() });

export const pricingApi = {
  prices: v1({
    path: '/order/prices',
    methods: READ,
    tags: ['order'],
    summary: '价目表：各订单类型的计价项目、单价（元）与周期（天），样本表单据此估算',
    output: z.array(priceTableRow),
  }),
  estimate: v1({
    path: '/order/estimate',
    tags: ['order'],
    auth: true,
    summary: '订单价格（有报价时为报价，否则为服务器估算）与订单、各样本的预计完成日期',
    input: orderRefInput,
    output: orderPricing,
  }),
  schedules: v1({
    path: '/order/schedules',
    tags: ['order'],
    auth: true,
    summary: '一页订单的预计完成日期（订单中心列表；只含自己的订单）',
    input: scheduleListInput,
    output: z.array(orderScheduleRow),
  }),
};
