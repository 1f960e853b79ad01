// Queries of content versions and of the versioned rows themselves (read, put back). The only file of
// the versions module that touches Drizzle.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transactionOf } from '../../db/tx.ts';
import { contentVersions, staff } from '../../db/schema/index.ts';
import { columnsOf, VERSIONED_ENTITIES, type VersionedEntityName } from './entities.ts';

export type VersionRow = typeof contentVersions.$inferSelect;

/** How many versions the history shows (the newest). */
export const HISTORY_LIMIT = 50;

function versionQueries(db: Db) {
  const keyOf = (entity: VersionedEntityName) => columnsOf(entity)[VERSIONED_ENTITIES[entity].key]!;
  return {
    db,
    /** The item's row as it is now (null when it is gone), locked until the transaction ends. */
    async row(entity: VersionedEntityName, key: string | number, lock = false): Promise<Record<string, unknown> | null> {
      const query = db.select().from(VERSIONED_ENTITIES[entity].table).where(eq(keyOf(entity), key)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return (row as Record<string, unknown> | undefined) ?? null;
    },

    async update(entity: VersionedEntityName, key: string | number, values: Record<string, unknown>): Promise<void> {
      await db.update(VERSIONED_ENTITIES[entity].table).set(values).where(eq(keyOf(entity), key));
    },

    async insert(entity: VersionedEntityName, values: Record<string, unknown>): Promise<void> {
      await db.insert(VERSIONED_ENTITIES[entity].table).values(values);
    },

    /**
     * Adds the item's next version. Saves of one item are numbered one at a time: a transaction-scoped
     * advisory lock on the item, since not every service locks the row it updates.
     */
    async add(row: Omit<typeof contentVersions.$inferInsert, 'version'>): Promise<number> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`content_versions:${row.entity}:${row.entity_id}`}))`);
      const [last] = await db
        .select({ version: contentVersions.version })
        .from(contentVersions)
        .where(and(eq(contentVersions.entity, row.entity), eq(contentVersions.entity_id, row.entity_id)))
        .orderBy(desc(contentVersions.version))
        .limit(1);
      const version = (last?.version ?? 0) + 1;
      await db.insert(contentVersions).values({ ...row, version });
      return version;
    },

    async find(entity: string, entityId: string, version: number): Promise<VersionRow | null> {
      const [row] = await db
        .select()
        .from(contentVersions)
        .where(and(eq(contentVersions.entity, entity), eq(contentVersions.entity_id, entityId), eq(contentVersions.version, version)))
        .limit(1);
      return row ?? null;
    },

    /** The newest versions first, one more than shown so the oldest shown has something to differ from. */
    history(entity: string, entityId: string) {
      return db
        .select({ version: contentVersions, staff_name: staff.name })
        .from(contentVersions)
        .leftJoin(staff, eq(staff.id, contentVersions.staff_id))
        .where(and(eq(contentVersions.entity, entity), eq(contentVersions.entity_id, entityId)))
        .orderBy(desc(contentVersions.version))
        .limit(HISTORY_LIMIT + 1);
    },
  };
}


export function createVersionRepo(db: Db) {
  return { ...versionQueries(db), queriesOn: versionQueries, transaction: transactionOf(db, versionQueries) };
}
