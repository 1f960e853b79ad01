// The console's price table (issue 34 point 1): every catalogue item of contracts/pricing.ts with its
// price and turnaround days, edited by sales and admins (each change audited and kept in the item's
// history), read by the lab too; an order's price and dates; and the orders late or due soon that the
// dashboard lists.
import { z } from 'zod';
import { choice, numberFromText } from '../../form-fields.ts';
import { ORDER_KINDS, orderRefInput } from '../../order-ops.ts';
import { timestamp } from '../answers.ts';
import { orderPricing, orderScheduleRow, priceTableRow, scheduleAnswer, scheduleListInput } from '../pricing.ts';
import { admin } from './admin-v1.ts';

export const PRICE_MESSAGES = {
  itemInvalid: '计价项目不存在',
  priceInvalid: '请输入 0-10000000 之间、最多两位小数的价格',
  daysInvalid: '周期请输入 0-365 之间的整数天数',
  saved: '价格已保存',
} as const;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const priceSaveInput = z.object({
  kind: choice(ORDER_KINDS, '订单类型不正确'),
  item: z.string({ error: PRICE_MESSAGES.itemInvalid }).trim().min(1, PRICE_MESSAGES.itemInvalid).max(40, PRICE_MESSAGES.itemInvalid),
  price: z.preprocess(blank, z.preprocess(numberFromText, z.number({ error: PRICE_MESSAGES.priceInvalid }).min(0, PRICE_MESSAGES.priceInvalid).max(10_000_000, PRICE_MESSAGES.priceInvalid).multipleOf(0.01, PRICE_MESSAGES.priceInvalid))),
  days: z.preprocess(blank, z.preprocess(numberFromText, z.number({ error: PRICE_MESSAGES.daysInvalid }).int(PRICE_MESSAGES.daysInvalid).min(0, PRICE_MESSAGES.daysInvalid).max(365, PRICE_MESSAGES.daysInvalid))),
});

export const priceHistoryInput = z.object({
  kind: z.preprocess(blank, choice(ORDER_KINDS, '订单类型不正确').optional()),
  item: z.preprocess(blank, z.string().max(40).optional()),
});

export const adminPriceRow = priceTableRow.extend({ update_time: timestamp.nullable(), staff_name: z.string().nullable() });

export const priceHistoryRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  item: z.string(),
  label: z.string(),
  old_price: z.number().nullable(),
  old_days: z.number().int().nullable(),
  price: z.number(),
  days: z.number().int(),
  staff_name: z.string().nullable(),
  create_time: timestamp,
});

export const lateOrderRow = scheduleAnswer.extend({
  kind: z.enum(ORDER_KINDS),
  id: z.number().int(),
  orderno: z.string(),
  status: z.number().int(),
  customer: z.string().nullable(),
});

const priceRoles = ['sales', 'lab'] as const;

export const adminPriceApi = {
  list: admin({ path: '/prices/list', roles: priceRoles, summary: '价目表：每个计价项目的单价与周期', output: z.array(adminPriceRow) }),
  save: admin({ path: '/prices/save', roles: ['sales'], summary: '设置一个计价项目的单价（元）与周期（天）；记入审计日志与价格历史', input: priceSaveInput, output: adminPriceRow }),
  history: admin({ path: '/prices/history', roles: priceRoles, summary: '价格修改历史（新的在前）', input: priceHistoryInput, output: z.array(priceHistoryRow) }),
  orderPricing: admin({ path: '/orders/pricing', roles: priceRoles, summary: '订单的价格（报价或估算）与订单、各样本的预计完成日期', input: orderRefInput, output: orderPricing }),
  schedules: admin({ path: '/orders/schedules', roles: priceRoles, summary: '一页订单的预计完成日期（订单列表）', input: scheduleListInput, output: z.array(orderScheduleRow) }),
  late: admin({ path: '/orders/late', roles: priceRoles, summary: '已逾期与两天内到期的进行中订单（控制台首页）', output: z.array(lateOrderRow) }),
};
