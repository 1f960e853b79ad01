// Queries of an order's life (server/db/schema/order-ops.ts): events, the quote, the message thread,
// result files and their downloads (their links: ../files/link-repo.ts). Rows name their order by (kind, order_id).
import { and, asc, count, desc, eq, inArray, isNull, like, max, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrderKind } from '../../../contracts/order.ts';
import type { Db } from '../../db/client.ts';
import { mailOutbox, orderEvents, orderFileDownloads, orderFiles, orderMessages, orderQuotes, staff } from '../../db/schema/index.ts';

export type EventInsert = typeof orderEvents.$inferInsert;
export type FileRow = typeof orderFiles.$inferSelect;
export type QuoteRow = typeof orderQuotes.$inferSelect;

const ofOrder = (table: { kind: AnyPgColumn; order_id: AnyPgColumn }, kind: OrderKind, id: number) => and(eq(table.kind, kind), eq(table.order_id, id));

export function lifeQueries(db: Db) {
  return {
    /** Answers the new rows' ids, in the order given (an e-mail's key names its event). */
    async insertEvents(rows: EventInsert[]): Promise<number[]> {
      if (!rows.length) return [];
      const saved = await db.insert(orderEvents).values(rows).returning({ id: orderEvents.id });
      return saved.map((row) => row.id);
    },

    /** The timeline, oldest first, with the name of the member who acted. */
    listEvents(kind: OrderKind, id: number) {
      return db
        .select({
          id: orderEvents.id,
          type: orderEvents.type,
          sample_id: orderEvents.sample_id,
          from_status: orderEvents.from_status,
          to_status: orderEvents.to_status,
          note: orderEvents.note,
          internal_note: orderEvents.internal_note,
          no_file_reason: orderEvents.no_file_reason,
          staff_name: staff.name,
          create_time: orderEvents.create_time,
        })
        .from(orderEvents)
        .leftJoin(staff, eq(staff.id, orderEvents.staff_id))
        .where(ofOrder(orderEvents, kind, id))
        .orderBy(asc(orderEvents.create_time), asc(orderEvents.id));
    },

    /** One quote per order: a confirmation after the order went back to 0 replaces it. */
    async saveQuote(row: { kind: OrderKind; order_id: number; amount: number; note: string | null; staff_id: number }): Promise<QuoteRow> {
      const [saved] = await db
        .insert(orderQuotes)
        .values(row)
        .onConflictDoUpdate({
          target: [orderQuotes.kind, orderQuotes.order_id],
          set: { amount: row.amount, note: row.note, staff_id: row.staff_id, create_time: sql`now()` },
        })
        .returning();
      return saved;
    },

    async findQuote(kind: OrderKind, id: number): Promise<QuoteRow | null> {
      const [row] = await db.select().from(orderQuotes).where(ofOrder(orderQuotes, kind, id)).limit(1);
      return row ?? null;
    },

    async insertMessage(row: typeof orderMessages.$inferInsert) {
      const [saved] = await db.insert(orderMessages).values(row).returning();
      return saved;
    },

    listMessages(kind: OrderKind, id: number) {
      return db
        .select({
          id: orderMessages.id,
          author: orderMessages.author,
          staff_name: staff.name,
          body: orderMessages.body,
          create_time: orderMessages.create_time,
        })
        .from(orderMessages)
        .leftJoin(staff, eq(staff.id, orderMessages.staff_id))
        .where(ofOrder(orderMessages, kind, id))
        .orderBy(asc(orderMessages.create_time), asc(orderMessages.id));
    },

    async insertFile(row: typeof orderFiles.$inferInsert): Promise<FileRow> {
      const [saved] = await db.insert(orderFiles).values(row).returning();
      return saved;
    },

    async findFile(id: number): Promise<FileRow | null> {
      const [row] = await db.select().from(orderFiles).where(eq(orderFiles.id, id)).limit(1);
      return row ?? null;
    },

    /** Marks a shown file withdrawn; false when it already was (or a simultaneous call did it). */
    async markRemoved(id: number): Promise<boolean> {
      const rows = await db
        .update(orderFiles)
        .set({ removed: 1 })
        .where(and(eq(orderFiles.id, id), eq(orderFiles.removed, 0)))
        .returning({ id: orderFiles.id });
      return rows.length === 1;
    },

    /** The order's files, newest first; `shownOnly` leaves out withdrawn ones (the customer's view). */
    /** Result files the order shows (withdrawn ones not counted): 已完成 needs one (status-machine.ts). */
    async countShownFiles(kind: OrderKind, id: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(orderFiles)
        .where(and(ofOrder(orderFiles, kind, id), eq(orderFiles.removed, 0)));
      return Number(row?.n ?? 0);
    },

    listFiles(kind: OrderKind, id: number, shownOnly: boolean) {
      const where = shownOnly ? and(ofOrder(orderFiles, kind, id), eq(orderFiles.removed, 0)) : ofOrder(orderFiles, kind, id);
      return db.select().from(orderFiles).where(where).orderBy(desc(orderFiles.create_time), desc(orderFiles.id));
    },

    /** Names of the members who uploaded, and download counts with the last download, per file. */
    async fileStats(fileIds: number[]) {
      if (fileIds.length === 0) return [];
      return db
        .select({ file_id: orderFileDownloads.file_id, downloads: count(), last_download_at: max(orderFileDownloads.create_time) })
        .from(orderFileDownloads)
        .where(inArray(orderFileDownloads.file_id, fileIds))
        .groupBy(orderFileDownloads.file_id);
    },

    async staffNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async insertDownload(row: typeof orderFileDownloads.$inferInsert): Promise<void> {
      await db.insert(orderFileDownloads).values(row);
    },

    /**
     * Everything of a deleted order's life: events, quote, messages and file rows (links and downloads
     * follow their file). Answers the storage keys of the files, whose bytes the caller deletes.
     */
    async purgeOrder(kind: OrderKind, id: number): Promise<string[]> {
      await db.delete(orderEvents).where(ofOrder(orderEvents, kind, id));
      await db.delete(orderQuotes).where(ofOrder(orderQuotes, kind, id));
      await db.delete(orderMessages).where(ofOrder(orderMessages, kind, id));
      // Its "order received" mails, if still waiting for the customer to finish adding samples, go too.
      await db.delete(mailOutbox).where(and(like(mailOutbox.key, `new-order:${kind}:${id}:%`), isNull(mailOutbox.queued_at)));
      const files = await db.delete(orderFiles).where(ofOrder(orderFiles, kind, id)).returning({ key: orderFiles.storage_key, removed: orderFiles.removed });
      return files.filter((f) => f.removed === 0).map((f) => f.key);
    },
  };
}
