// Queries for staff members and the throttle of their sign-in. The throttle reuses login_attempts
// under keys of its own ('staff:<email>', 'staff:<ip>'), so staff and customer counters never mix.
import { and, arrayContains, asc, count, eq, gt, ilike, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/sql-helpers.ts';
import { transactionOf } from '../../db/tx.ts';
import { loginAttempts, staff } from '../../db/schema/index.ts';

export type StaffRow = typeof staff.$inferSelect;
export type StaffPatch = Partial<Pick<StaffRow, 'name' | 'roles' | 'status' | 'password_hash' | 'totp_secret' | 'totp_enabled_at' | 'totp_last_step' | 'last_login_at'>>;

export interface StaffFilter {
  keyword?: string;
  role?: string;
}

export interface ThrottleKeys {
  account: string;
  ip: string | null;
}

function staffQueries(db: Db) {
  return {
    /** The connection these queries run on: the audit record of a write joins its transaction. */
    db,

    async findById(id: number): Promise<StaffRow | null> {
      const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
      return row ?? null;
    },

    async findByEmail(email: string): Promise<StaffRow | null> {
      const [row] = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
      return row ?? null;
    },

    async list(filter: StaffFilter): Promise<StaffRow[]> {
      const conditions: SQL[] = [];
      if (filter.keyword) {
        const pattern = likePattern(filter.keyword);
        conditions.push(or(ilike(staff.email, pattern), ilike(staff.name, pattern))!);
      }
      if (filter.role) conditions.push(arrayContains(staff.roles, [filter.role]));
      return db.select().from(staff).where(and(...conditions)).orderBy(asc(staff.id));
    },

    async insert(values: { email: string; name: string; roles: string[]; password_hash: string }): Promise<StaffRow> {
      const [row] = await db.insert(staff).values(values).returning();
      return row;
    },

    async update(id: number, patch: StaffPatch): Promise<StaffRow | null> {
      const [row] = await db.update(staff).set(patch).where(eq(staff.id, id)).returning();
      return row ?? null;
    },

    /** Active admins other than `exceptId`. */
    async countOtherActiveAdmins(exceptId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(staff)
        .where(and(ne(staff.id, exceptId), eq(staff.status, 1), arrayContains(staff.roles, ['admin'])));
      return Number(row?.total ?? 0);
    },

    /**
     * Accepts a TOTP time step once: true only when it is later than the last accepted one, decided
     * by one UPDATE so two requests with the same code cannot both pass.
     */
    async claimTotpStep(id: number, step: number): Promise<boolean> {
      const rows = await db
        .update(staff)
        .set({ totp_last_step: step })
        .where(and(eq(staff.id, id), or(isNull(staff.totp_last_step), lt(staff.totp_last_step, step))))
        .returning({ id: staff.id });
      return rows.length > 0;
    },

    /**
     * Holds a transaction-scoped advisory lock on `key` until the transaction ends: callers that
     * read-then-write a shared count (the throttle, the last admin) take turns.
     */
    async lock(key: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    },

    async failures(keys: ThrottleKeys, since: Date): Promise<{ account: number; ip: number }> {
      const [account] = await db
        .select({ total: count() })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.email, keys.account), gt(loginAttempts.create_time, since)));
      if (keys.ip === null) return { account: Number(account?.total ?? 0), ip: 0 };
      const [ip] = await db
        .select({ total: count() })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.ip, keys.ip), gt(loginAttempts.create_time, since)));
      return { account: Number(account?.total ?? 0), ip: Number(ip?.total ?? 0) };
    },

    async insertAttempt(keys: ThrottleKeys, now: Date): Promise<number> {
      const [row] = await db.insert(loginAttempts).values({ email: keys.account, ip: keys.ip, create_time: now }).returning({ id: loginAttempts.id });
      return row.id;
    },

    async deleteAttempt(id: number): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
    },

    async clearAttempts(accountKey: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.email, accountKey));
    },
  };
}

export function createStaffRepo(db: Db) {
  return { ...staffQueries(db), transaction: transactionOf(db, staffQueries) };
}

export type StaffRepo = ReturnType<typeof createStaffRepo>;
