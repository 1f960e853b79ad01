// Queries of the console's plasmid editing (hidden plasmids included, unlike the public repo).
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/sql-helpers.ts';
import { plasmids } from '../../db/schema/index.ts';

export type PlasmidRecord = typeof plasmids.$inferSelect;
export type PlasmidValues = Omit<typeof plasmids.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export interface PlasmidAdminFilter {
  keyword?: string;
  /** Choice column → slug. */
  equals: Array<[keyof PlasmidRecord & `plasmid_${string}`, string]>;
  status?: 0 | 1;
}

const rowColumns = {
  id: plasmids.id,
  item_no: plasmids.item_no,
  name: plasmids.name,
  alias: plasmids.alias,
  plasmid_host: plasmids.plasmid_host,
  plasmid_usage: plasmids.plasmid_usage,
  plasmid_fragment_type: plasmids.plasmid_fragment_type,
  plasmid_species: plasmids.plasmid_species,
  plasmid_nuclear_resistance: plasmids.plasmid_nuclear_resistance,
  plasmid_eukaryotic_resistance: plasmids.plasmid_eukaryotic_resistance,
  plasmid_fluorescent_marker: plasmids.plasmid_fluorescent_marker,
  sequence_length: sql<number>`coalesce(length(${plasmids.sequence}), 0)`.mapWith(Number),
  feature_count: sql<number>`jsonb_array_length(${plasmids.features})`.mapWith(Number),
  sort: plasmids.sort,
  status: plasmids.status,
  update_time: plasmids.update_time,
};

function whereOf(filter: PlasmidAdminFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword);
    conditions.push(or(ilike(plasmids.item_no, pattern), ilike(plasmids.name, pattern), ilike(plasmids.alias, pattern)));
  }
  for (const [column, value] of filter.equals) conditions.push(eq(plasmids[column] as typeof plasmids.plasmid_host, value));
  if (filter.status !== undefined) conditions.push(eq(plasmids.status, filter.status));
  return conditions.length ? and(...conditions) : undefined;
}

function plasmidQueries(db: Db) {
  return {
    async findById(id: number, lock = false): Promise<PlasmidRecord | null> {
      const query = db.select().from(plasmids).where(eq(plasmids.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async findByItemNos(itemNos: string[]): Promise<PlasmidRecord[]> {
      if (itemNos.length === 0) return [];
      return db.select().from(plasmids).where(inArray(plasmids.item_no, itemNos));
    },

    async insert(values: PlasmidValues): Promise<PlasmidRecord> {
      const [row] = await db.insert(plasmids).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<PlasmidValues>): Promise<PlasmidRecord> {
      const [row] = await db
        .update(plasmids)
        .set({ ...values, update_time: new Date() })
        .where(eq(plasmids.id, id))
        .returning();
      return row!;
    },

    async remove(id: number): Promise<void> {
      await db.delete(plasmids).where(eq(plasmids.id, id));
    },
  };
}

export type PlasmidAdminQueries = ReturnType<typeof plasmidQueries>;

export function createPlasmidAdminRepo(db: Db) {
  return {
    ...plasmidQueries(db),

    /** One page, newest first, with the total of matches. */
    async page(filter: PlasmidAdminFilter, offset: number, limit: number) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db.select(rowColumns).from(plasmids).where(where).orderBy(desc(plasmids.id)).offset(offset).limit(limit),
        db.select({ total: count() }).from(plasmids).where(where),
      ]);
      return { data: rows, total: Number(total?.total ?? 0) };
    },

    /** Every match for the export (newest first), at most `limit`. */
    async all(filter: PlasmidAdminFilter, limit: number): Promise<PlasmidRecord[]> {
      return db.select().from(plasmids).where(whereOf(filter)).orderBy(desc(plasmids.id)).limit(limit);
    },

    transaction: <T>(work: (q: PlasmidAdminQueries, tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => work(plasmidQueries(tx), tx)),
  };
}
