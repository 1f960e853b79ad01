// Queries of the booking module; the only file of the module that touches Drizzle.
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { transactionOf } from '../../db/tx.ts';

export type BookingInsert = typeof bookings.$inferInsert;

function bookingQueries(db: Db) {
  return {
    async insertBooking(row: BookingInsert): Promise<number> {
      const [created] = await db.insert(bookings).values(row).returning({ id: bookings.id });
      return created!.id;
    },
  };
}

export function createBookingRepo(db: Db) {
  /** The booking and its mail to the company commit together (decision 0059). */
  return { ...bookingQueries(db), transaction: transactionOf(db, bookingQueries) };
}
