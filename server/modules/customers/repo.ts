// Queries of the console's customer pages: the search over users, one account, the status change
// (under the row lock), live session counts, CRISPR-Net jobs and region names. Orders come from the
// order list's repo (order-ops/list-repo.ts, filtered by uid); addresses from the address service.
import { and, count, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { USER_STATUS, type CustomerSearchField, type CustomerState } from '../../../contracts/customers.ts';
import type { Db } from '../../db/client.ts';
import { likePattern, pageWithTotal, searchTerms } from '../../db/sql-helpers.ts';
import { transactionOf } from '../../db/tx.ts';
import { crisprJobs, regions, sessions, users } from '../../db/schema/index.ts';

export type CustomerRecord = Omit<typeof users.$inferSelect, 'password_hash'>;

export interface CustomerFilter {
  keyword?: string;
  field?: CustomerSearchField;
  state?: CustomerState;
}

/** Every column but the password hash: nothing secret leaves this repo. */
const customerSelection = {
  id: users.id,
  email: users.email,
  tid: users.tid,
  username: users.username,
  fname: users.fname,
  lname: users.lname,
  company: users.company,
  department: users.department,
  fapiao_title: users.fapiao_title,
  tel: users.tel,
  tel2: users.tel2,
  phone: users.phone,
  phone1: users.phone1,
  prefix: users.prefix,
  pi_email: users.pi_email,
  pi_fname: users.pi_fname,
  pi_lname: users.pi_lname,
  road: users.road,
  is_sendup: users.is_sendup,
  com_code: users.com_code,
  country: users.country,
  province_id: users.province_id,
  city_id: users.city_id,
  address: users.address,
  zip: users.zip,
  status: users.status,
  activated_at: users.activated_at,
  last_login_at: users.last_login_at,
  lang: users.lang,
  create_time: users.create_time,
  update_time: users.update_time,
};

const fullName = sql`concat(coalesce(${users.fname}, ''), coalesce(${users.lname}, ''))`;

/** The columns each search field looks in. */
function fieldMatches(field: CustomerSearchField, pattern: string): SQL[] {
  const email = [ilike(users.email, pattern)];
  const phone = [ilike(users.tel, pattern), ilike(users.phone, pattern), ilike(users.phone1, pattern), ilike(users.tel2, pattern)];
  const name = [ilike(users.fname, pattern), ilike(users.lname, pattern), ilike(users.username, pattern), sql`${fullName} ilike ${pattern}`];
  const company = [ilike(users.company, pattern)];
  switch (field) {
    case 'email':
      return email;
    case 'phone':
      return phone;
    case 'name':
      return name;
    case 'company':
      return company;
    default:
      return [...email, ...phone, ...name, ...company];
  }
}

const STATE_STATUSES: Record<CustomerState, number[]> = {
  inactive: [USER_STATUS.inactive],
  active: [USER_STATUS.active],
  disabled: [USER_STATUS.disabled, USER_STATUS.disabledInactive],
};

function where(filter: CustomerFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  // Every term must occur in one of the field's columns ("李 北京大学" finds 李 at 北京大学).
  for (const term of searchTerms(filter.keyword ?? '')) parts.push(or(...fieldMatches(filter.field ?? 'all', likePattern(term))));
  if (filter.state) parts.push(inArray(users.status, STATE_STATUSES[filter.state]));
  return and(...parts);
}

function customerQueries(db: Db) {
  return {
    /** The connection these queries run on: the audit record of a write joins its transaction. */
    db,

    async page(filter: CustomerFilter, offset: number, limit: number): Promise<{ rows: CustomerRecord[]; total: number }> {
      const condition = where(filter);
      return pageWithTotal(
        db.select(customerSelection).from(users).where(condition).orderBy(desc(users.create_time), desc(users.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(users).where(condition),
      );
    },

    /** The account; `lock` holds its row for the rest of the transaction (a status change). */
    async find(id: number, lock = false): Promise<CustomerRecord | null> {
      const query = db.select(customerSelection).from(users).where(eq(users.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async setStatus(id: number, status: number): Promise<CustomerRecord | null> {
      const [row] = await db.update(users).set({ status }).where(eq(users.id, id)).returning(customerSelection);
      return row ?? null;
    },

    async liveSessions(uid: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(sessions)
        .where(and(eq(sessions.uid, uid), isNull(sessions.revoked_at), gt(sessions.expires_at, now)));
      return Number(row?.total ?? 0);
    },

    async jobs(uid: number, offset: number, limit: number) {
      const columns = {
        id: crisprJobs.id,
        title: crisprJobs.title,
        status: crisprJobs.status,
        pair_count: crisprJobs.pair_count,
        error: crisprJobs.error,
        create_time: crisprJobs.create_time,
        finished_at: crisprJobs.finished_at,
        expires_at: crisprJobs.expires_at,
      };
      return pageWithTotal(
        db.select(columns).from(crisprJobs).where(eq(crisprJobs.uid, uid)).orderBy(desc(crisprJobs.create_time), desc(crisprJobs.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(crisprJobs).where(eq(crisprJobs.uid, uid)),
      );
    },

    async regionNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: regions.id, city_name: regions.city_name }).from(regions).where(inArray(regions.id, ids));
      return new Map(rows.map((r) => [r.id, r.city_name]));
    },
  };
}

export type CustomerQueries = ReturnType<typeof customerQueries>;

export function createCustomerRepo(db: Db) {
  return { ...customerQueries(db), transaction: transactionOf(db, customerQueries) };
}
