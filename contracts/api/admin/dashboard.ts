// The console's start page (/admin): one call that answers only the parts the member's roles may see
// (a part the member may not see is null), so the page makes one request and needs no second role
// table. Counts are in Asia/Shanghai days; "this week" starts on Monday.
import { z } from 'zod';
import { CONSOLE_SECTIONS, type StaffRole } from '../../staff-roles.ts';
import { timestamp } from '../answers.ts';
import { admin } from './admin-v1.ts';
import { orderSummary } from './orders.ts';

/**
 * Who sees each part: the roles of the console section it summarises (admins see every part), so a
 * section's roles are written once (contracts/staff.ts). The CRISPR-Net jobs have no section of their
 * own: sales follow them for customers.
 */
export const DASHBOARD_PARTS = {
  orders: CONSOLE_SECTIONS.orders,
  inbox: CONSOLE_SECTIONS.inbox,
  crispr: ['admin', 'sales'],
  customers: CONSOLE_SECTIONS.customers,
} as const satisfies Record<string, readonly StaffRole[]>;

/** The inbox's kinds and labels are the inbox's own (contracts/inbox.ts). */
import { INBOX_KINDS } from '../../inbox.ts';
export { INBOX_KINDS, INBOX_KIND_LABELS, type InboxKind } from '../../inbox.ts';

/** Days of the order chart, today included. */
export const DASHBOARD_ORDER_DAYS = 30;
/** Unhandled items listed on the page (newest first, every kind together). */
export const DASHBOARD_LATEST = 6;

const count = z.number().int();
const day = z.string().describe('YYYY-MM-DD（上海时间）');

export const dashboardInboxItem = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.number().int(),
  /** The product or service asked about (title / product_name), when there is one. */
  subject: z.string().nullable(),
  name: z.string(),
  company: z.string().nullable(),
  create_time: timestamp,
});

export const dashboardOverview = z.object({
  orders: z
    .object({
      summary: orderSummary,
      /** One entry per day, oldest first, DASHBOARD_ORDER_DAYS days ending today; days without orders are 0. */
      daily: z.array(z.object({ day, guide: count, amplicon: count, cell: count })),
    })
    .nullable(),
  inbox: z
    .object({
      /** Unhandled (new) items of each kind: no inbox state with handled_at. */
      unhandled: z.array(z.object({ kind: z.enum(INBOX_KINDS), count })),
      latest: z.array(dashboardInboxItem),
    })
    .nullable(),
  crispr: z
    .object({
      day,
      total: count,
      /** 1 running, 2 failed, 3 finished. */
      byStatus: z.array(z.object({ status: z.number().int(), count })),
    })
    .nullable(),
  customers: z
    .object({
      /** Monday of this week. */
      weekStart: day,
      thisWeek: count,
      total: count,
      latest: z.array(
        z.object({ id: z.number().int(), email: z.string(), name: z.string().nullable(), company: z.string().nullable(), status: z.number().int(), create_time: timestamp }),
      ),
    })
    .nullable(),
});

export type DashboardOverview = z.infer<typeof dashboardOverview>;

export const adminDashboardApi = {
  overview: admin({
    path: '/dashboard/overview',
    roles: [],
    summary: '控制台首页：订单统计与近 30 天每日订单、未处理的询价/预约/邮件询价、今日 CRISPR-Net 任务、本周新客户（按角色只返回可见部分，其余为 null）',
    output: dashboardOverview,
  }),
};
