// Queries of the address module: the only file of the module that touches Drizzle. Every query
// filters by the owner's uid, so another user's row is simply not found.
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, regions, users } from '../../db/schema/index.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'uid' | 'is_default' | 'create_time' | 'update_time'>;
/** A transaction or the database itself. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export function listForUser(db: Tx, uid: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.uid, uid))
    .orderBy(desc(addresses.is_default), desc(addresses.id));
}

export async function findForUser(db: Tx, uid: number, id: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.uid, uid)))
    .limit(1);
  return row ?? null;
}

/**
 * Takes the user's row lock for the rest of the transaction, so two changes of one user's addresses
 * run one after the other and the "exactly one default" rule cannot be raced.
 */
export async function lockUser(tx: Tx, uid: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, uid)).for('update');
  return rows.length > 0;
}

export async function countForUser(tx: Tx, uid: number): Promise<number> {
  const rows = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.uid, uid));
  return rows.length;
}

export async function insert(tx: Tx, uid: number, values: AddressValues, isDefault: boolean): Promise<AddressRow> {
  const [row] = await tx
    .insert(addresses)
    .values({ ...values, uid, is_default: isDefault ? 1 : 0 })
    .returning();
  return row;
}

export async function update(tx: Tx, uid: number, id: number, values: AddressValues): Promise<AddressRow | null> {
  const [row] = await tx
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.uid, uid)))
    .returning();
  return row ?? null;
}

export async function remove(tx: Tx, uid: number, id: number): Promise<AddressRow | null> {
  const [row] = await tx
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.uid, uid)))
    .returning();
  return row ?? null;
}

/** Clears every other default of the user, then marks `id`. */
export async function markDefault(tx: Tx, uid: number, id: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ is_default: 0 })
    .where(and(eq(addresses.uid, uid), eq(addresses.is_default, 1), ne(addresses.id, id)));
  await tx
    .update(addresses)
    .set({ is_default: 1 })
    .where(and(eq(addresses.uid, uid), eq(addresses.id, id)));
}

/** The user's newest address, the one promoted when the default is deleted. */
export async function newestForUser(tx: Tx, uid: number): Promise<AddressRow | null> {
  const [row] = await tx.select().from(addresses).where(eq(addresses.uid, uid)).orderBy(desc(addresses.id)).limit(1);
  return row ?? null;
}

export interface RegionRow {
  id: number;
  pid: number;
  city_name: string;
}

export function findRegions(db: Tx, ids: number[]): Promise<RegionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: regions.id, pid: regions.pid, city_name: regions.city_name }).from(regions).where(inArray(regions.id, ids));
}
