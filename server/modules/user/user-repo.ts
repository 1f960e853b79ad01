// Queries of the account calls: users, their one-time link tokens and the default
// address. Every per-user query takes the uid of the session's user.
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { addresses, userTokens, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AddressRow = typeof addresses.$inferSelect;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'create_time' | 'update_time'>>;
export type AddressValues = Pick<
  typeof addresses.$inferInsert,
  'name' | 'company' | 'country' | 'province_id' | 'city_id' | 'address' | 'zip' | 'tel' | 'tel2'
>;

export function createUserRepo(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    async findByTel(tel: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.tel, tel)).limit(1);
      return row ?? null;
    },

    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** Another account than `uid` uses this e-mail or phone. */
    async emailTakenByOther(email: string, uid: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, uid))).limit(1);
      return Boolean(row);
    },

    async telTakenByOther(tel: string, uid: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.tel, tel), ne(users.id, uid))).limit(1);
      return Boolean(row);
    },

    /** A new account; `address`, when given, becomes its default address in the same transaction. */
    async insert(row: NewUser, address?: AddressValues): Promise<number> {
      if (!address) {
        const [inserted] = await db.insert(users).values(row).returning({ id: users.id });
        return inserted.id;
      }
      return db.transaction(async (tx) => {
        const [inserted] = await tx.insert(users).values(row).returning({ id: users.id });
        await tx.insert(addresses).values({ ...address, uid: inserted.id, is_default: 1 });
        return inserted.id;
      });
    },

    /** `stage` writes what must commit with the change (its e-mail, decision 0059) through the same transaction. */
    async update(uid: number, changes: UserChanges, stage?: (tx: Db) => Promise<void>): Promise<void> {
      if (!stage) {
        await db.update(users).set(changes).where(eq(users.id, uid));
        return;
      }
      await db.transaction(async (tx) => {
        await tx.update(users).set(changes).where(eq(users.id, uid));
        await stage(tx);
      });
    },

    /**
     * Stores a token; `stage` writes what must commit with it (the mail carrying it, decision 0059)
     * through the same transaction.
     */
    async insertToken(row: { uid: number; purpose: string; token_hash: string; expires_at: Date }, stage?: (tx: Db) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(userTokens).values(row);
        await stage?.(tx);
      });
    },

    /** Marks a live token used and answers its uid; null when unknown, used or expired. */
    async consumeToken(purpose: string, tokenHash: string, now: Date): Promise<number | null> {
      const [row] = await db
        .update(userTokens)
        .set({ consumed_at: now })
        .where(
          and(
            eq(userTokens.token_hash, tokenHash),
            eq(userTokens.purpose, purpose),
            isNull(userTokens.consumed_at),
            gt(userTokens.expires_at, now),
          ),
        )
        .returning({ uid: userTokens.uid });
      return row?.uid ?? null;
    },

    async defaultAddress(uid: number): Promise<AddressRow | null> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.uid, uid), eq(addresses.is_default, 1)))
        .orderBy(desc(addresses.id))
        .limit(1);
      return row ?? null;
    },

    /** Saves the account and its default address together. */
    async saveAccount(uid: number, changes: UserChanges, address: AddressValues): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set(changes).where(eq(users.id, uid));
        await upsertDefaultAddress(tx, uid, address);
      });
    },
  };
}

/** Updates the default address, or creates it as the only default when there is none. */
async function upsertDefaultAddress(tx: Tx, uid: number, values: AddressValues): Promise<void> {
  const [current] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.uid, uid), eq(addresses.is_default, 1)))
    .orderBy(desc(addresses.id));
  if (current) {
    await tx.update(addresses).set(values).where(and(eq(addresses.id, current.id), eq(addresses.uid, uid)));
    // Repairs any second default left by older data: exactly one stays.
    await tx
      .update(addresses)
      .set({ is_default: 0 })
      .where(and(eq(addresses.uid, uid), eq(addresses.is_default, 1), ne(addresses.id, current.id)));
    return;
  }
  await tx.insert(addresses).values({ ...values, uid, is_default: 1 });
}
