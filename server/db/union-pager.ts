// One page of a list read from several tables as one (UNION ALL), newest first: the console's inbox and
// order lists. Each branch filters inside its own table (so that table's indexes serve the filters) and
// is cut to offset + limit rows before the union: no row past that can reach the page. The branches'
// counts are summed at the same time. Rows come back raw from the driver; `toRow` types them with the
// as* readers below.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

export interface UnionBranch {
  /**
   * The branch's rows, ordered by create_time desc, id desc and limited to `cap`, with at least the
   * columns kind, id and create_time (the union is ordered by them again).
   */
  rows(cap: number): SQL;
  /** `(select count(*) as total …)` with the same filter. */
  count: SQL;
}

type Rows = { rows: Record<string, unknown>[] };

export async function unionPage<Row>(
  db: Db,
  branches: UnionBranch[],
  page: { offset: number; limit: number },
  toRow: (raw: Record<string, unknown>) => Row,
): Promise<{ rows: Row[]; total: number }> {
  const { offset, limit } = page;
  const union = sql.join(
    branches.map((b) => b.rows(offset + limit)),
    sql` union all `,
  );
  const counts = sql.join(
    branches.map((b) => b.count),
    sql` union all `,
  );
  const [found, counted] = await Promise.all([
    db.execute(sql`select * from (${union}) as page order by create_time desc, id desc, kind limit ${limit} offset ${offset}`) as Promise<unknown>,
    db.execute(sql`select sum(total) as total from (${counts}) as counts`) as Promise<unknown>,
  ]);
  return { rows: (found as Rows).rows.map(toRow), total: Number((counted as Rows).rows[0]?.total ?? 0) };
}

/** `where …`, or nothing when there is no condition. */
export const whereClause = (condition: SQL | undefined): SQL => (condition ? sql`where ${condition}` : sql``);

// Depending on the driver a raw row carries a timestamp as a Date or as text, and a count as text.
export const asDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
export const asNullableDate = (value: unknown): Date | null => (value === null || value === undefined ? null : asDate(value));
export const asNullableNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
export const asNullableText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
