// Queries of the address module: the only file of the module that touches Drizzle. Every query
// filters by the owner's uid, so another user's row is simply not found.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transactionOf } from '../../db/tx.ts';
import { addresses, users } from '../../db/schema/index.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'uid' | 'is_default' | 'create_time' | 'update_time'>;

function addressQueries(db: Db) {
  return {
    listForUser(uid: number): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.uid, uid))
        .orderBy(desc(addresses.is_default), desc(addresses.id));
    },

    async findForUser(uid: number, id: number): Promise<AddressRow | null> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.uid, uid)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Takes the user's row lock for the rest of the transaction, so two changes of one user's addresses
     * run one after the other and the "exactly one default" rule cannot be raced.
     */
    async lockUser(uid: number): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, uid)).for('update');
      return rows.length > 0;
    },

    async countForUser(uid: number): Promise<number> {
      const rows = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.uid, uid));
      return rows.length;
    },

    async insert(uid: number, values: AddressValues, isDefault: boolean): Promise<AddressRow> {
      const [row] = await db
        .insert(addresses)
        .values({ ...values, uid, is_default: isDefault ? 1 : 0 })
        .returning();
      return row;
    },

    async update(uid: number, id: number, values: AddressValues): Promise<AddressRow | null> {
      const [row] = await db
        .update(addresses)
        .set(values)
        .where(and(eq(addresses.id, id), eq(addresses.uid, uid)))
        .returning();
      return row ?? null;
    },

    async remove(uid: number, id: number): Promise<AddressRow | null> {
      const [row] = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.uid, uid)))
        .returning();
      return row ?? null;
    },

    /** Clears every other default of the user, then marks `id`. */
    async markDefault(uid: number, id: number): Promise<void> {
      await db
        .update(addresses)
        .set({ is_default: 0 })
        .where(and(eq(addresses.uid, uid), eq(addresses.is_default, 1), ne(addresses.id, id)));
      await db
        .update(addresses)
        .set({ is_default: 1 })
        .where(and(eq(addresses.uid, uid), eq(addresses.id, id)));
    },

    /** The user's newest address, the one promoted when the default is deleted. */
    async newestForUser(uid: number): Promise<AddressRow | null> {
      const [row] = await db.select().from(addresses).where(eq(addresses.uid, uid)).orderBy(desc(addresses.id)).limit(1);
      return row ?? null;
    },
  };
}

export type AddressQueries = ReturnType<typeof addressQueries>;

export function createAddressRepo(db: Db) {
  return {
    ...addressQueries(db),
    /** Runs `work` in one transaction (every change of a user's addresses, under the user's lock). */
    transaction: transactionOf(db, addressQueries),
  };
}
