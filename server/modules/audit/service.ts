// The audit log (DESIGN.md "Operations console", "Audit"): every staff write records who, when, from
// where and what (entity, id, before/after). A service records inside the transaction of the write it
// describes (pass that transaction's `db`), so a write and its record commit or fail together.
import type { Database, Db } from '../../db/client.ts';
import type { StaffActor } from '../../http/auth-staff.ts';
import { auditActionWords, auditEntityWords } from '../../../contracts/audit-words.ts';
import { EXPORT_MAX_ROWS, type ExportFormat } from '../../../contracts/bulk.ts';
import { buildExport, exportTime, type ExportSheet } from '../../http/table-export.ts';
import type { auditLog } from '../../db/schema/index.ts';
import { createAuditRepo, type AuditFilter } from './repo.ts';

type AuditRecord = typeof auditLog.$inferSelect;

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

/** An Excel cell holds at most 32 767 characters; a longer before/after is cut. */
const CELL_MAX = 32_000;
const json = (value: unknown): string => (value === null || value === undefined ? '' : JSON.stringify(value).slice(0, CELL_MAX));

const AUDIT_SHEET: ExportSheet<AuditRecord> = {
  title: '审计日志',
  asciiName: 'audit-log',
  columns: [
    { header: '时间', width: 20, value: (r) => exportTime(r.create_time) },
    { header: '员工', width: 26, value: (r) => r.staff_email ?? '' },
    { header: '操作', width: 22, value: (r) => auditActionWords(r.action) },
    { header: '操作代码', width: 24, value: (r) => r.action },
    { header: '对象', width: 14, value: (r) => auditEntityWords(r.entity) },
    { header: '对象编号', width: 10, value: (r) => r.entity_id ?? '' },
    { header: 'IP', width: 16, value: (r) => r.ip ?? '' },
    { header: '修改前', width: 40, value: (r) => json(r.before) },
    { header: '修改后', width: 40, value: (r) => json(r.after) },
  ],
};

export function createAuditService(database: Database) {
  const repo = createAuditRepo(database.db);
  /** Records one staff write; `db` is the transaction of the write when there is one. */
  async function record(actor: StaffActor, entry: AuditEntry, db?: Db): Promise<void> {
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
  }

  return {
    record,

    /**
     * Every entry the log's filters match (newest first, up to EXPORT_MAX_ROWS) as a file; the export
     * is itself recorded, after the read, so it is not in its own file.
     */
    async exportFile(actor: StaffActor, filter: { staffId?: number; entity?: string; from?: string; to?: string; format: ExportFormat }) {
      const range = shanghaiDayRange(filter.from, filter.to);
      const { data: rows, total } = await repo.page({ staffId: filter.staffId, entity: filter.entity || undefined, ...range }, 0, EXPORT_MAX_ROWS);
      const file = await buildExport(AUDIT_SHEET, filter.format, rows, total);
      await record(actor, { action: 'staff.audit_export', entity: 'audit_log', entityId: null, after: { filter, rows: rows.length, total } });
      return file;
    },

    async list(filter: { staffId?: number; entity?: string; from?: string; to?: string; page: number; size: number }) {
      const range = shanghaiDayRange(filter.from, filter.to);
      const query: AuditFilter = { staffId: filter.staffId, entity: filter.entity || undefined, ...range };
      return repo.page(query, (filter.page - 1) * filter.size, filter.size);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
