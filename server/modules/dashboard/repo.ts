// The console's start-page counts. Each is one cheap query: the enquiry tables are read through
// their create_time indexes (the latest items) and the inbox's unique (kind, item_id) index (the
// "not handled" test); the order tables and crispr_jobs/users are counted over a day range, tables
// a lab company keeps in the thousands to hundreds of thousands of rows, where one scan costs a few
// milliseconds (their indexes lead with uid, so a create_time index would be a migration of its own).
import { count, desc, gte, sql, type SQL } from 'drizzle-orm';
import type { InboxKind } from '../../../contracts/api/admin/dashboard.ts';
import { ORDER_KINDS } from '../../../contracts/order-ops.ts';
import type { OrderKind } from '../../../contracts/order.ts';
import type { Db } from '../../db/client.ts';
import {
  ampliconOrders,
  bookings,
  cellslineOrders,
  crisprJobs,
  guideOrders,
  inboxStates,
  mailEnquiries,
  purchaseEnquiries,
  users,
} from '../../db/schema/index.ts';

type Rows = { rows: Record<string, unknown>[] };

const ORDER_TABLES: Record<OrderKind, typeof guideOrders | typeof ampliconOrders | typeof cellslineOrders> = {
  guide: guideOrders,
  amplicon: ampliconOrders,
  cell: cellslineOrders,
};

interface InboxBranch {
  table: typeof purchaseEnquiries | typeof bookings | typeof mailEnquiries;
  id: SQL;
  subject: SQL;
  company: SQL;
}

/** Each inbox kind's table and how its row reads as an item (subject, company). */
const INBOX_BRANCHES: Record<InboxKind, InboxBranch> = {
  enquiry: {
    table: purchaseEnquiries,
    id: sql`${purchaseEnquiries.id}`,
    subject: sql`${purchaseEnquiries.title}`,
    company: sql`${purchaseEnquiries.company}`,
  },
  booking: { table: bookings, id: sql`${bookings.id}`, subject: sql`${bookings.title}`, company: sql`${bookings.company}` },
  mail: { table: mailEnquiries, id: sql`${mailEnquiries.id}`, subject: sql`${mailEnquiries.product_name}`, company: sql`${mailEnquiries.unit}` },
};

const INBOX_KIND_LIST = Object.keys(INBOX_BRANCHES) as InboxKind[];

/** The row is new: no inbox state of its kind and id says it was handled. */
const unhandled = (kind: InboxKind, id: SQL) =>
  sql`not exists (select 1 from ${inboxStates} where ${inboxStates.kind} = ${kind} and ${inboxStates.item_id} = ${id} and ${inboxStates.handled_at} is not null)`;

/** A Shanghai calendar day (YYYY-MM-DD) of a timestamptz column. */
const shanghaiDay = (column: SQL) => sql`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;

export interface InboxItemRow {
  kind: InboxKind;
  id: number;
  subject: string | null;
  name: string;
  company: string | null;
  create_time: Date;
}

export function createDashboardRepo(db: Db) {
  return {
    /** Orders submitted since `from`, per kind and Shanghai day. */
    async ordersPerDay(from: Date): Promise<Array<{ kind: OrderKind; day: string; count: number }>> {
      const parts = ORDER_KINDS.map((kind) => {
        const table = ORDER_TABLES[kind];
        const day = shanghaiDay(sql`${table.create_time}`);
        return sql`(select ${kind}::text as kind, ${day} as day, count(*) as count from ${table} where ${table.create_time} >= ${from.toISOString()}::timestamptz group by 2)`;
      });
      const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as Rows;
      return result.rows.map((r) => ({ kind: r.kind as OrderKind, day: String(r.day), count: Number(r.count) }));
    },

    /** Unhandled items of each kind. */
    async unhandledCounts(): Promise<Array<{ kind: InboxKind; count: number }>> {
      const parts = INBOX_KIND_LIST.map((kind) => {
        const b = INBOX_BRANCHES[kind];
        return sql`(select ${kind}::text as kind, count(*) as count from ${b.table} where ${unhandled(kind, b.id)})`;
      });
      const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as Rows;
      return INBOX_KIND_LIST.map((kind) => ({ kind, count: Number(result.rows.find((r) => r.kind === kind)?.count ?? 0) }));
    },

    /** The newest unhandled items of every kind together; each branch is cut to `limit` first. */
    async latestUnhandled(limit: number): Promise<InboxItemRow[]> {
      const parts = INBOX_KIND_LIST.map((kind) => {
        const b = INBOX_BRANCHES[kind];
        return sql`(select ${kind}::text as kind, ${b.id} as id, ${b.subject} as subject, ${b.table.name} as name, ${b.company} as company, ${b.table.create_time} as create_time
          from ${b.table} where ${unhandled(kind, b.id)} order by ${b.table.create_time} desc, ${b.id} desc limit ${limit})`;
      });
      const result = (await db.execute(sql`${sql.join(parts, sql` union all `)} order by create_time desc, id desc limit ${limit}`)) as unknown as Rows;
      return result.rows.map((r) => ({
        kind: r.kind as InboxKind,
        id: Number(r.id),
        subject: (r.subject as string | null) ?? null,
        name: String(r.name),
        company: (r.company as string | null) ?? null,
        create_time: new Date(r.create_time as string | Date),
      }));
    },

    /** CRISPR-Net jobs submitted since `from`, per status. */
    crisprJobsSince(from: Date) {
      return db
        .select({ status: crisprJobs.status, count: count() })
        .from(crisprJobs)
        .where(gte(crisprJobs.create_time, from))
        .groupBy(crisprJobs.status)
        .orderBy(crisprJobs.status);
    },

    async customersSince(from: Date): Promise<{ since: number; total: number }> {
      const [row] = await db
        .select({ since: sql<number>`count(*) filter (where ${users.create_time} >= ${from.toISOString()}::timestamptz)`, total: count() })
        .from(users);
      return { since: Number(row?.since ?? 0), total: Number(row?.total ?? 0) };
    },

    /** The newest accounts (by id, the primary key's order). */
    latestCustomers(limit: number) {
      return db
        .select({ id: users.id, email: users.email, fname: users.fname, lname: users.lname, company: users.company, status: users.status, create_time: users.create_time })
        .from(users)
        .orderBy(desc(users.id))
        .limit(limit);
    },
  };
}
