// The console's start page: each part is computed only when the member's roles may see it (the
// others answer null), so a lab member's page costs the order counts and nothing else. Days are
// Shanghai calendar days (UTC+8 all year), weeks start on Monday.
import { DASHBOARD_LATEST, DASHBOARD_ORDER_DAYS, DASHBOARD_PARTS, type DashboardOverview } from '../../../contracts/api/admin/dashboard.ts';
import { hasRole, type StaffRole } from '../../../contracts/staff-roles.ts';
import type { Database } from '../../db/client.ts';
import { createOrderListRepo } from '../order-ops/list-repo.ts';
import { createDashboardRepo } from './repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const LATEST_CUSTOMERS = 5;

/** The Shanghai calendar day of an instant (YYYY-MM-DD). */
export const shanghaiDate = (at: Date): string => new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

/** Midnight in Shanghai of a YYYY-MM-DD day, as an instant. */
const shanghaiMidnight = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

const addDays = (day: string, days: number): string => shanghaiDate(new Date(shanghaiMidnight(day).getTime() + days * DAY_MS));

/** Monday of the Shanghai week holding `day`. */
const mondayOf = (day: string): string => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
};

export function createDashboardService(database: Database, options: { now?: () => Date } = {}) {
  const repo = createDashboardRepo(database.db);
  // The order list's own counts by kind and status (the same numbers as its filters show).
  const orderList = createOrderListRepo(database.db);
  const now = options.now ?? (() => new Date());

  async function orders(today: string): Promise<NonNullable<DashboardOverview['orders']>> {
    const first = addDays(today, -(DASHBOARD_ORDER_DAYS - 1));
    const [summary, perDay] = await Promise.all([orderList.summary(), repo.ordersPerDay(shanghaiMidnight(first))]);
    const daily = Array.from({ length: DASHBOARD_ORDER_DAYS }, (_, i) => {
      const day = addDays(first, i);
      const of = (kind: string) => perDay.find((r) => r.day === day && r.kind === kind)?.count ?? 0;
      return { day, guide: of('guide'), amplicon: of('amplicon'), cell: of('cell') };
    });
    return { summary, daily };
  }

  async function inbox(): Promise<NonNullable<DashboardOverview['inbox']>> {
    const [unhandled, latest] = await Promise.all([repo.unhandledCounts(), repo.latestUnhandled(DASHBOARD_LATEST)]);
    return { unhandled, latest: latest.map((item) => ({ ...item, create_time: item.create_time.toISOString() })) };
  }

  async function crispr(today: string): Promise<NonNullable<DashboardOverview['crispr']>> {
    const rows = await repo.crisprJobsSince(shanghaiMidnight(today));
    const byStatus = rows.map((r) => ({ status: r.status, count: Number(r.count) }));
    return { day: today, total: byStatus.reduce((sum, r) => sum + r.count, 0), byStatus };
  }

  async function customers(today: string): Promise<NonNullable<DashboardOverview['customers']>> {
    const weekStart = mondayOf(today);
    const [counts, latest] = await Promise.all([repo.customersSince(shanghaiMidnight(weekStart)), repo.latestCustomers(LATEST_CUSTOMERS)]);
    return {
      weekStart,
      thisWeek: counts.since,
      total: counts.total,
      latest: latest.map((u) => ({
        id: u.id,
        email: u.email,
        name: `${u.fname ?? ''}${u.lname ?? ''}` || null,
        company: u.company,
        status: u.status,
        create_time: u.create_time.toISOString(),
      })),
    };
  }

  return {
    /** The parts of the start page the member's roles allow; the others are null. */
    async overview(roles: readonly StaffRole[]): Promise<DashboardOverview> {
      const today = shanghaiDate(now());
      const may = (part: keyof typeof DASHBOARD_PARTS) => hasRole(roles, DASHBOARD_PARTS[part]);
      const [o, i, c, u] = await Promise.all([
        may('orders') ? orders(today) : null,
        may('inbox') ? inbox() : null,
        may('crispr') ? crispr(today) : null,
        may('customers') ? customers(today) : null,
      ]);
      return { orders: o, inbox: i, crispr: c, customers: u };
    },
  };
}
