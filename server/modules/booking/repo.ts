// Queries of the booking module; the only file of the module that touches Drizzle.
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';

export type BookingInsert = typeof bookings.$inferInsert;

export function createBookingRepo(db: Db) {
  return {
    async insertBooking(row: BookingInsert): Promise<number> {
      const [created] = await db.insert(bookings).values(row).returning({ id: bookings.id });
      return created!.id;
    },
  };
}

export type BookingRepo = ReturnType<typeof createBookingRepo>;
