// Helpers of the inbox API tests: items of each kind inserted directly at a given time (the forms have
// their own tests; bookings need an SMS code), and the audit rows of an item.
import { and, asc, eq } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';
import { auditLog, bookings, mailEnquiries, purchaseEnquiries } from '../../server/db/schema/index.ts';

export async function insertEnquiry(t: TestApp, values: Partial<typeof purchaseEnquiries.$inferInsert> & { create_time: Date }): Promise<number> {
  const [row] = await t.database.db
    .insert(purchaseEnquiries)
    .values({ name: '张三', phone: '13800138000', company: '某某大学', email: 'zhang@example.com', ...values })
    .returning({ id: purchaseEnquiries.id });
  return row!.id;
}

export async function insertBooking(t: TestApp, values: Partial<typeof bookings.$inferInsert> & { create_time: Date }): Promise<number> {
  const [row] = await t.database.db
    .insert(bookings)
    .values({ name: '李四', phone: '13900139000', email: 'li@example.com', ...values })
    .returning({ id: bookings.id });
  return row!.id;
}

export async function insertMailEnquiry(t: TestApp, values: Partial<typeof mailEnquiries.$inferInsert> & { create_time: Date }): Promise<number> {
  const [row] = await t.database.db
    .insert(mailEnquiries)
    .values({ product_name: 'pX330 质粒', name: '王五', phone: '13700137000', email: 'wang@example.com', ...values })
    .returning({ id: mailEnquiries.id });
  return row!.id;
}

export async function auditRowsOf(t: TestApp, entity: string, id: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(id))))
    .orderBy(asc(auditLog.id));
}
