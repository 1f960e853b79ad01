// Queries of the plasmid catalogue; the only file of the module that touches Drizzle. Filtering,
// ordering and paging happen in SQL on indexed columns, so a page costs the same with 76 or 5,000 rows.
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/sql-helpers.ts';
import { plasmids } from '../../db/schema/index.ts';

/** The filterable columns (spec field names), as contracts/plasmid-filters.ts names them. */
export type PlasmidFilterColumn =
  | 'plasmid_host'
  | 'plasmid_usage'
  | 'plasmid_fragment_type'
  | 'plasmid_species'
  | 'plasmid_nuclear_resistance'
  | 'plasmid_eukaryotic_resistance'
  | 'plasmid_fluorescent_marker';

export interface PlasmidListFilter {
  /** Column → required slug. */
  equals: Array<[PlasmidFilterColumn, string]>;
  /** Contained in the name or the alias, case-insensitive. */
  name: string | null;
  /** Contained in the item number, case-insensitive. */
  itemNo: string | null;
  offset: number;
  limit: number;
}

const listColumns = {
  id: plasmids.id,
  name: plasmids.name,
  item_no: plasmids.item_no,
  plasmid_host: plasmids.plasmid_host,
  plasmid_usage: plasmids.plasmid_usage,
  plasmid_fragment_type: plasmids.plasmid_fragment_type,
  plasmid_species: plasmids.plasmid_species,
  plasmid_nuclear_resistance: plasmids.plasmid_nuclear_resistance,
  plasmid_eukaryotic_resistance: plasmids.plasmid_eukaryotic_resistance,
  plasmid_fluorescent_marker: plasmids.plasmid_fluorescent_marker,
};

export type PlasmidListRow = {
  id: number;
  name: string;
  item_no: string;
} & Record<PlasmidFilterColumn, string | null>;

function whereOf(filter: Omit<PlasmidListFilter, 'offset' | 'limit'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(plasmids.status, 1)];
  for (const [column, value] of filter.equals) conditions.push(eq(plasmids[column], value));
  if (filter.name) conditions.push(or(ilike(plasmids.name, likePattern(filter.name)), ilike(plasmids.alias, likePattern(filter.name))));
  if (filter.itemNo) conditions.push(ilike(plasmids.item_no, likePattern(filter.itemNo)));
  return and(...conditions);
}

export function createPlasmidRepo(db: Db) {
  return {
    /** One page of shown plasmids in catalogue order: an ordered index range, read no further than the page. */
    async listPlasmids(filter: PlasmidListFilter): Promise<PlasmidListRow[]> {
      return db
        .select(listColumns)
        .from(plasmids)
        .where(whereOf(filter))
        .orderBy(asc(plasmids.sort), asc(plasmids.id))
        .offset(filter.offset)
        .limit(filter.limit);
    },

    /** How many shown plasmids match (the list's total). */
    async countPlasmids(filter: Omit<PlasmidListFilter, 'offset' | 'limit'>): Promise<number> {
      const [row] = await db.select({ total: count() }).from(plasmids).where(whereOf(filter));
      return Number(row?.total ?? 0);
    },

    /** How many shown plasmids carry each value of the given columns (the index page's quick links). */
    async countByValues(pairs: ReadonlyArray<readonly [PlasmidFilterColumn, string]>): Promise<{ all: number; counts: number[] }> {
      const selection: Record<string, SQL<number>> = { all: sql<number>`count(*)`.mapWith(Number) };
      pairs.forEach(([column, value], i) => {
        selection[`c${i}`] = sql<number>`count(*) filter (where ${plasmids[column]} = ${value})`.mapWith(Number);
      });
      const [row] = await db.select(selection).from(plasmids).where(eq(plasmids.status, 1));
      return { all: Number(row?.all ?? 0), counts: pairs.map((_, i) => Number(row?.[`c${i}`] ?? 0)) };
    },

    /** One shown plasmid with every field, or null; any status with `includeHidden` (a preview). */
    async findPlasmid(id: number, includeHidden = false) {
      const [row] = await db
        .select()
        .from(plasmids)
        .where(includeHidden ? eq(plasmids.id, id) : and(eq(plasmids.id, id), eq(plasmids.status, 1)))
        .limit(1);
      return row ?? null;
    },
  };
}
