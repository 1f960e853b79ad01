// The console's order list: the three order tables as one list (UNION ALL, paged by union-pager.ts),
// each joined with its customer and its quote, filtered inside each branch (so each table's indexes
// serve its filters).
import { and, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ORDER_KINDS } from '../../../contracts/order-ops.ts';
import type { OrderKind } from '../../../contracts/order.ts';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/sql-helpers.ts';
import { asDate, asNullableNumber, unionPage, whereClause } from '../../db/union-pager.ts';
import { ampliconOrders, ampliconSamples, cellslineOrders, guideOrders, guideSamples, orderQuotes, users } from '../../db/schema/index.ts';

export interface OrderListFilter {
  kind?: OrderKind;
  status?: number;
  customer?: string;
  /** One customer's orders (the console's customer page). */
  uid?: number;
  orderno?: string;
  from?: Date;
  /** Exclusive. */
  until?: Date;
}

export interface OrderListRow {
  kind: OrderKind;
  id: number;
  orderno: string;
  leixing: string;
  status: number;
  yangben_nums: number | null;
  /** How many of the order's samples are at each status, lowest status first; null for cell-line orders. */
  sample_statuses: { status: number; count: number }[] | null;
  uid: number;
  customer_email: string;
  customer_name: string | null;
  company: string | null;
  quote_amount: number | null;
  create_time: Date;
  update_time: Date;
}

interface Branch {
  kind: OrderKind;
  table: typeof guideOrders | typeof ampliconOrders | typeof cellslineOrders;
  columns: { id: AnyPgColumn; uid: AnyPgColumn; orderno: AnyPgColumn; leixing: AnyPgColumn; status: AnyPgColumn; create_time: AnyPgColumn; update_time: AnyPgColumn };
  /** Cell-line orders have no samples. */
  samples: SQL;
  /** The sample table, whose rows point at the order by `oid`. */
  sampleTable: typeof guideSamples | typeof ampliconSamples | null;
}

const BRANCHES: Record<OrderKind, Branch> = {
  guide: { kind: 'guide', table: guideOrders, columns: guideOrders, samples: sql`${guideOrders.yangben_nums}`, sampleTable: guideSamples },
  amplicon: { kind: 'amplicon', table: ampliconOrders, columns: ampliconOrders, samples: sql`${ampliconOrders.yangben_nums}`, sampleTable: ampliconSamples },
  cell: { kind: 'cell', table: cellslineOrders, columns: cellslineOrders, samples: sql`null::integer`, sampleTable: null },
};

/** fname + lname as one name (Chinese names have no space), null when both are empty. */
const customerName = sql`nullif(concat(coalesce(${users.fname}, ''), coalesce(${users.lname}, '')), '')`;

function conditions(branch: Branch, filter: OrderListFilter): SQL | undefined {
  const c = branch.columns;
  const parts: (SQL | undefined)[] = [];
  if (filter.status !== undefined) parts.push(eq(c.status, filter.status));
  if (filter.uid !== undefined) parts.push(eq(c.uid, filter.uid));
  if (filter.orderno) parts.push(ilike(c.orderno, likePattern(filter.orderno)));
  if (filter.from) parts.push(gte(c.create_time, filter.from));
  if (filter.until) parts.push(lt(c.create_time, filter.until));
  if (filter.customer) {
    const pattern = likePattern(filter.customer);
    parts.push(
      or(
        ilike(users.email, pattern),
        ilike(users.username, pattern),
        sql`${customerName} ilike ${pattern}`,
        ilike(users.company, pattern),
        ilike(users.phone, pattern),
        ilike(users.tel, pattern),
      ),
    );
  }
  return and(...parts);
}

/**
 * "status:count,status:count" of the order's samples (issue 35, point 11), as text so both drivers
 * hand it over alike; evaluated for the page's rows only (the outer query's limit comes first).
 */
function sampleStatuses(branch: Branch): SQL {
  const samples = branch.sampleTable;
  if (!samples) return sql`null::text`;
  return sql`(select coalesce(string_agg(x.status || ':' || x.n, ',' order by x.status), '') from
      (select ${samples.status} as status, count(*) as n from ${samples} where ${samples.oid} = ${branch.columns.id} group by ${samples.status}) x)`;
}

function branchQuery(branch: Branch, filter: OrderListFilter, cap: number): SQL {
  const c = branch.columns;
  return sql`(select ${branch.kind}::text as kind, ${c.id} as id, ${c.orderno} as orderno, ${c.leixing} as leixing, ${c.status} as status,
      ${branch.samples} as yangben_nums, ${sampleStatuses(branch)} as sample_statuses, ${c.uid} as uid, ${users.email} as customer_email, ${customerName} as customer_name,
      ${users.company} as company, ${orderQuotes.amount} as quote_amount, ${c.create_time} as create_time, ${c.update_time} as update_time
    from ${branch.table}
    inner join ${users} on ${users.id} = ${c.uid}
    left join ${orderQuotes} on ${orderQuotes.kind} = ${branch.kind} and ${orderQuotes.order_id} = ${c.id}
    ${whereClause(conditions(branch, filter))}
    order by ${c.create_time} desc, ${c.id} desc
    limit ${cap})`;
}

function countQuery(branch: Branch, filter: OrderListFilter): SQL {
  const c = branch.columns;
  // The customer join is needed only to filter by customer.
  const join = filter.customer ? sql`inner join ${users} on ${users.id} = ${c.uid}` : sql``;
  return sql`(select count(*) as total from ${branch.table} ${join} ${whereClause(conditions(branch, filter))})`;
}

type Rows = { rows: Record<string, unknown>[] };

function parseSampleStatuses(value: unknown): OrderListRow['sample_statuses'] {
  if (value === null || value === undefined) return null;
  return String(value)
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const [status, count] = pair.split(':');
      return { status: Number(status), count: Number(count) };
    });
}

const toRow = (r: Record<string, unknown>): OrderListRow => ({
  kind: r.kind as OrderKind,
  id: Number(r.id),
  orderno: String(r.orderno),
  leixing: String(r.leixing),
  status: Number(r.status),
  yangben_nums: asNullableNumber(r.yangben_nums),
  sample_statuses: parseSampleStatuses(r.sample_statuses),
  uid: Number(r.uid),
  customer_email: String(r.customer_email),
  customer_name: (r.customer_name as string | null) ?? null,
  company: (r.company as string | null) ?? null,
  quote_amount: asNullableNumber(r.quote_amount),
  create_time: asDate(r.create_time),
  update_time: asDate(r.update_time),
});

export function createOrderListRepo(db: Db) {
  return {
    page(filter: OrderListFilter, offset: number, limit: number): Promise<{ rows: OrderListRow[]; total: number }> {
      const branches = filter.kind ? [BRANCHES[filter.kind]] : ORDER_KINDS.map((k) => BRANCHES[k]);
      return unionPage(db, branches.map((b) => ({ rows: (cap: number) => branchQuery(b, filter, cap), count: countQuery(b, filter) })), { offset, limit }, toRow);
    },

    /** How many orders of each kind are at each status (the console's front page). */
    async summary(): Promise<Array<{ kind: OrderKind; status: number; count: number }>> {
      const parts = ORDER_KINDS.map((kind) => {
        const { table, columns } = BRANCHES[kind];
        return sql`(select ${kind}::text as kind, ${columns.status} as status, count(*) as count from ${table} group by ${columns.status})`;
      });
      const result = (await db.execute(sql`${sql.join(parts, sql` union all `)} order by kind, status`)) as unknown as Rows;
      return result.rows.map((r) => ({ kind: r.kind as OrderKind, status: Number(r.status), count: Number(r.count) }));
    },
  };
}
