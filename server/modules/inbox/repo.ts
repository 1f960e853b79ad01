// Queries of the sales inbox: one item of its own table, its state (assignee, handled) and notes, the
// staff it may be assigned to, and the list (list-repo.ts). `transaction(work)` hands `work` the same
// queries bound to one transaction, and that transaction's `db` for the audit record of the write.
import { and, arrayOverlaps, asc, eq, inArray } from 'drizzle-orm';
import type { InboxKind } from '../../../contracts/inbox.ts';
import { STAFF_STATUS } from '../../../contracts/staff-roles.ts';
import type { Db } from '../../db/client.ts';
import { bookings, inboxNotes, inboxStates, mailEnquiries, purchaseEnquiries, staff, users } from '../../db/schema/index.ts';
import { createInboxListRepo } from './list-repo.ts';

export type EnquiryRecord = typeof purchaseEnquiries.$inferSelect;
export type BookingRecord = typeof bookings.$inferSelect;
export type MailEnquiryRecord = typeof mailEnquiries.$inferSelect;

/** The item as its form stored it, tagged with its kind. */
export type InboxItemRecord =
  | { kind: 'enquiry'; row: EnquiryRecord }
  | { kind: 'booking'; row: BookingRecord }
  | { kind: 'mail'; row: MailEnquiryRecord };

export type InboxStateRecord = typeof inboxStates.$inferSelect;
export type StatePatch = Partial<Pick<InboxStateRecord, 'assignee_id' | 'handled_at' | 'handled_by'>>;

/** Who may be assigned an item: active members with the sales or admin role. */
const ASSIGNABLE_ROLES = ['sales', 'admin'];

function inboxQueries(db: Db) {
  return {
    async findItem(kind: InboxKind, id: number): Promise<InboxItemRecord | null> {
      if (kind === 'enquiry') {
        const [row] = await db.select().from(purchaseEnquiries).where(eq(purchaseEnquiries.id, id));
        return row ? { kind, row } : null;
      }
      if (kind === 'booking') {
        const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
        return row ? { kind, row } : null;
      }
      const [row] = await db.select().from(mailEnquiries).where(eq(mailEnquiries.id, id));
      return row ? { kind, row } : null;
    },

    /** The state row of an item, created empty on first use; locked with `lock` until the transaction ends. */
    async stateOf(kind: InboxKind, itemId: number, lock = false): Promise<InboxStateRecord> {
      await db.insert(inboxStates).values({ kind, item_id: itemId }).onConflictDoNothing({ target: [inboxStates.kind, inboxStates.item_id] });
      const query = db.select().from(inboxStates).where(and(eq(inboxStates.kind, kind), eq(inboxStates.item_id, itemId)));
      const [row] = lock ? await query.for('update') : await query;
      return row!;
    },

    async findState(kind: InboxKind, itemId: number): Promise<InboxStateRecord | null> {
      const [row] = await db.select().from(inboxStates).where(and(eq(inboxStates.kind, kind), eq(inboxStates.item_id, itemId)));
      return row ?? null;
    },

    async updateState(id: number, patch: StatePatch): Promise<void> {
      await db.update(inboxStates).set(patch).where(eq(inboxStates.id, id));
    },

    async insertNote(row: typeof inboxNotes.$inferInsert): Promise<{ id: number }> {
      const [inserted] = await db.insert(inboxNotes).values(row).returning({ id: inboxNotes.id });
      return inserted!;
    },

    async listNotes(kind: InboxKind, itemId: number) {
      return db
        .select({ id: inboxNotes.id, body: inboxNotes.body, staff_id: inboxNotes.staff_id, staff_name: staff.name, create_time: inboxNotes.create_time })
        .from(inboxNotes)
        .leftJoin(staff, eq(staff.id, inboxNotes.staff_id))
        .where(and(eq(inboxNotes.kind, kind), eq(inboxNotes.item_id, itemId)))
        .orderBy(asc(inboxNotes.create_time), asc(inboxNotes.id));
    },

    async staffNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async customerEmail(uid: number): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, uid));
      return row?.email ?? null;
    },

    async listAssignable(): Promise<Array<{ id: number; name: string; email: string }>> {
      return db
        .select({ id: staff.id, name: staff.name, email: staff.email })
        .from(staff)
        .where(and(eq(staff.status, STAFF_STATUS.active), arrayOverlaps(staff.roles, ASSIGNABLE_ROLES)))
        .orderBy(asc(staff.name), asc(staff.id));
    },

    async findAssignable(id: number): Promise<{ id: number; name: string } | null> {
      const [row] = await db
        .select({ id: staff.id, name: staff.name })
        .from(staff)
        .where(and(eq(staff.id, id), eq(staff.status, STAFF_STATUS.active), arrayOverlaps(staff.roles, ASSIGNABLE_ROLES)));
      return row ?? null;
    },
  };
}

export type InboxQueries = ReturnType<typeof inboxQueries>;

export function createInboxRepo(db: Db) {
  return {
    ...inboxQueries(db),
    list: createInboxListRepo(db),
    transaction: <T>(work: (q: InboxQueries, tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => work(inboxQueries(tx), tx)),
  };
}
