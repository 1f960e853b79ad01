// The audit log's queries: rows are only ever inserted and read.
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface AuditFilter {
  staffId?: number;
  entity?: string;
  from?: Date;
  /** Exclusive. */
  until?: Date;
}

export function createAuditRepo(db: Db) {
  return {
    async insert(row: typeof auditLog.$inferInsert): Promise<void> {
      await db.insert(auditLog).values(row);
    },

    async page(filter: AuditFilter, offset: number, limit: number) {
      const conditions: SQL[] = [];
      if (filter.staffId !== undefined) conditions.push(eq(auditLog.staff_id, filter.staffId));
      if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
      if (filter.from) conditions.push(gte(auditLog.create_time, filter.from));
      if (filter.until) conditions.push(lt(auditLog.create_time, filter.until));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        db.select().from(auditLog).where(where).orderBy(desc(auditLog.create_time), desc(auditLog.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return { data: rows, total };
    },
  };
}
