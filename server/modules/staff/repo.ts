// Queries for staff members. The throttle of their sign-in is in the shared limit store
// (server/security/attempt-limits.ts), under prefixes of its own.
import { and, arrayContains, asc, count, eq, ilike, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/sql-helpers.ts';
import { transactionOf } from '../../db/tx.ts';
import { staff } from '../../db/schema/index.ts';

export type StaffRow = typeof staff.$inferSelect;
export type StaffPatch = Partial<Pick<StaffRow, 'name' | 'roles' | 'status' | 'password_hash' | 'totp_secret' | 'totp_enabled_at' | 'totp_last_step' | 'last_login_at'>>;

export interface StaffFilter {
  keyword?: string;
  role?: string;
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
     * read-then-write a shared count (the last admin) take turns.
     */
    async lock(key: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    },
  };
}

export function createStaffRepo(db: Db) {
  return { ...staffQueries(db), transaction: transactionOf(db, staffQueries) };
}
