// The audit log (DESIGN.md "Operations console", "Audit"): every staff write records who, when, from
// where and what (entity, id, before/after). A service records inside the transaction of the write it
// describes (pass that transaction's `db`), so a write and its record commit or fail together.
import type { Database, Db } from '../../db/client.ts';
import type { StaffActor } from '../../http/auth-staff.ts';
import { createAuditRepo, type AuditFilter } from './repo.ts';

export interface AuditEntry {
  /** What was done: 'order.move', 'order_file.upload', 'staff.update' … */
  action: string;
  /** The table or kind of thing: 'guide_order', 'staff', 'order_file' … */
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Secrets never enter the log, whatever a caller passes. */
const SECRET_FIELDS = new Set(['password', 'password_hash', 'totp_secret', 'token', 'token_hash']);

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, SECRET_FIELDS.has(key) ? '[redacted]' : withoutSecrets(field)]),
  );
}

/** Shanghai dates (YYYY-MM-DD) to an instant range: `to` is inclusive. */
export function shanghaiDayRange(from?: string, to?: string): { from?: Date; until?: Date } {
  const start = (day: string) => new Date(`${day}T00:00:00+08:00`);
  const range: { from?: Date; until?: Date } = {};
  if (from) range.from = start(from);
  if (to) range.until = new Date(start(to).getTime() + 24 * 60 * 60 * 1000);
  return range;
}

export function createAuditService(database: Database) {
  const repo = createAuditRepo(database.db);
  return {
    /** Records one staff write; `db` is the transaction of the write when there is one. */
    async record(actor: StaffActor, entry: AuditEntry, db?: Db): Promise<void> {
      const target = db ? createAuditRepo(db) : repo;
      await target.insert({
        staff_id: actor.id,
        staff_email: actor.email,
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId === null ? null : String(entry.entityId),
        before: entry.before === undefined ? null : withoutSecrets(entry.before),
        after: entry.after === undefined ? null : withoutSecrets(entry.after),
        ip: actor.ip?.slice(0, 64) ?? null,
      });
    },

    async list(filter: { staffId?: number; entity?: string; from?: string; to?: string; page: number; size: number }) {
      const range = shanghaiDayRange(filter.from, filter.to);
      const query: AuditFilter = { staffId: filter.staffId, entity: filter.entity || undefined, ...range };
      return repo.page(query, (filter.page - 1) * filter.size, filter.size);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
