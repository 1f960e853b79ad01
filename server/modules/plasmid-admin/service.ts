// Editing the plasmid catalogue (DESIGN.md "Operations console", content): list with hidden plasmids,
// add, edit every field, show/hide, delete, a sequence file read for the form, Excel export/import.
// - Every write runs in one transaction with its audit row (update: only the fields that differ;
//   create/delete: the whole row), then, after the commit, contentChanged() drops every cache so the
//   public list and detail show the change at the next request.
// - HTML (功能介绍, 质粒介绍) is sanitised on write exactly as the public page sanitises it on read.
// - Features must lie within the sequence; no sequence, no features.
// - The import is all or nothing: every row is checked first (the form's schema, 货号 once per file),
//   every problem is answered together with its row and column, and nothing is written unless none.
import { sentOnly } from '../../../contracts/english-content.ts';
import type { z } from 'zod';
import type { plasmidAdminExportInput, plasmidAdminListInput, plasmidBulkInput } from '../../../contracts/api/admin/content-plasmids.ts';
import {
  PLASMID_ADMIN_MESSAGES,
  PLASMID_CHOICE_FIELDS,
  plasmidRowInput,
  type PlasmidCreateValues,
  type PlasmidRowValues,
} from '../../../contracts/plasmid-admin.ts';
import { PLASMID_MESSAGES } from '../../../contracts/plasmid.ts';
import type { Database, Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/sql-helpers.ts';
import { actorOf, type AuthStaff } from '../../http/auth-staff.ts';
import { notFound, refuse } from '../../http/errors.ts';
import type { ReceivedFile } from '../../http/multipart.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import { buildExport, type ExportFile } from '../../http/table-export.ts';
import { parsePool, type ParsePool } from '../../parsing/parse-pool.ts';
import { parseRefusal } from '../../parsing/parse-refusal.ts';
import { ownBytes } from '../../parsing/parse-tasks.ts';
import type { AuditService } from '../audit/service.ts';
import { buildPlasmidWorkbook, headerOfKey, PLASMID_EXPORT_SHEET, readPlasmidSheet } from './excel.ts';
import { createPlasmidAdminRepo, type PlasmidAdminFilter, type PlasmidAdminQueries as PlasmidQueries, type PlasmidRecord, type PlasmidValues } from './repo.ts';

export interface PlasmidAdminDeps {
  audit: Pick<AuditService, 'record'>;
  /** Drops every content cache here and on the other app servers (services.contentChanged). */
  contentChanged: () => Promise<void>;
  /** Where sequence files and sheets are read (this process's parse pool unless a test gives its own). */
  parsePool?: ParsePool;
}

type Staff = Pick<AuthStaff, 'id' | 'email' | 'name'>;
const ENTITY = 'plasmids';
/** Most rows one export carries. */
export const PLASMID_EXPORT_MAX_ROWS = 10_000;

function filterOf(input: Omit<z.output<typeof plasmidAdminExportInput>, 'format'>): PlasmidAdminFilter {
  const equals: PlasmidAdminFilter['equals'] = [];
  for (const field of PLASMID_CHOICE_FIELDS) {
    const value = input[field.column];
    if (value) equals.push([field.column, field.options.find((o) => o.label === value)?.value ?? value]);
  }
  return { keyword: input.keyword, equals, status: input.status };
}

/** The stored form of a row's fields: HTML sanitised (what the public page would show), blank → null. */
function storedFields(values: PlasmidRowValues): Omit<PlasmidValues, 'sequence' | 'features'> {
  // English fields a caller did not send (the Excel import) are dropped: the stored ones stay.
  return sentOnly({
    ...values,
    function_introduction: sanitizeRichHtml(values.function_introduction) || null,
    introduction: sanitizeRichHtml(values.introduction) || null,
    en_function_introduction: values.en_function_introduction === undefined ? undefined : sanitizeRichHtml(values.en_function_introduction) || null,
    en_introduction: values.en_introduction === undefined ? undefined : sanitizeRichHtml(values.en_introduction) || null,
  });
}

function withSequence(values: PlasmidCreateValues): PlasmidValues {
  const { sequence, features, ...rest } = values;
  if (features.length > 0 && !sequence) throw refuse(PLASMID_ADMIN_MESSAGES.featuresWithoutSequence);
  const length = sequence?.length ?? 0;
  if (features.some((f) => f.start > length || f.end > length)) throw refuse(PLASMID_ADMIN_MESSAGES.featureOutOfRange);
  return { ...storedFields(rest), sequence, features };
}

/** JSON with object keys sorted: jsonb gives features back with its own key order. */
function stable(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).toSorted(([a], [b]) => a.localeCompare(b))) : v,
  );
}

/** The fields whose value differs, before and after (features compared as JSON). */
function changes(before: PlasmidRecord, next: Partial<PlasmidValues>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const old = before[key as keyof PlasmidRecord];
    if (stable(old) === stable(value)) continue;
    was[key] = old ?? null;
    now[key] = value ?? null;
  }
  return { was, now, changed: Object.keys(now).length > 0 };
}

function takenItemNo(error: unknown): never {
  if (uniqueViolation(error) !== null) throw refuse(PLASMID_ADMIN_MESSAGES.itemNoTaken);
  throw error;
}

export function createPlasmidAdminService(database: Database, deps: PlasmidAdminDeps) {
  const repo = createPlasmidAdminRepo(database.db);
  const pool = deps.parsePool ?? parsePool;

  async function found(id: number): Promise<PlasmidRecord> {
    const row = await repo.findById(id);
    if (!row) throw notFound(PLASMID_MESSAGES.notFound);
    return row;
  }

  async function setStatusIn(q: PlasmidQueries, tx: Db, staff: Staff, ip: string, id: number, status: 0 | 1): Promise<PlasmidRecord> {
    const before = await q.findById(id, true);
    if (!before) throw notFound(PLASMID_MESSAGES.notFound);
    if (before.status === status) return before;
    const after = await q.update(id, { status });
    const action = status === 1 ? 'content.plasmid.show' : 'content.plasmid.hide';
    await deps.audit.record(actorOf(staff, ip), { action, entity: ENTITY, entityId: id, before: { status: before.status }, after: { status } }, tx);
    return after;
  }

  async function removeIn(q: PlasmidQueries, tx: Db, staff: Staff, ip: string, id: number): Promise<void> {
    const before = await q.findById(id, true);
    if (!before) throw notFound(PLASMID_MESSAGES.notFound);
    await q.remove(id);
    await deps.audit.record(actorOf(staff, ip), { action: 'content.plasmid.delete', entity: ENTITY, entityId: id, before }, tx);
  }

  return {
    list(input: z.output<typeof plasmidAdminListInput>) {
      return repo.page(filterOf(input), (input.page - 1) * input.size, input.size);
    },

    detail: found,

    async create(staff: Staff, ip: string, input: PlasmidCreateValues): Promise<PlasmidRecord> {
      const values = withSequence(input);
      const row = await repo
        .transaction(async (q, tx) => {
          const created = await q.insert(values);
          await deps.audit.record(actorOf(staff, ip), { action: 'content.plasmid.create', entity: ENTITY, entityId: created.id, after: created }, tx);
          return created;
        })
        .catch(takenItemNo);
      await deps.contentChanged();
      return row;
    },

    async update(staff: Staff, ip: string, input: PlasmidCreateValues & { id: number }): Promise<PlasmidRecord> {
      const { id, ...rest } = input;
      const values = withSequence(rest);
      const row = await repo
        .transaction(async (q, tx) => {
          const before = await q.findById(id, true);
          if (!before) throw notFound(PLASMID_MESSAGES.notFound);
          const diff = changes(before, values);
          if (!diff.changed) return before;
          const after = await q.update(id, values);
          await deps.audit.record(actorOf(staff, ip), { action: 'content.plasmid.update', entity: ENTITY, entityId: id, before: diff.was, after: diff.now }, tx);
          return after;
        })
        .catch(takenItemNo);
      await deps.contentChanged();
      return row;
    },

    async setStatus(staff: Staff, ip: string, id: number, status: 0 | 1): Promise<PlasmidRecord> {
      const row = await repo.transaction((q, tx) => setStatusIn(q, tx, staff, ip, id, status));
      await deps.contentChanged();
      return row;
    },

    async remove(staff: Staff, ip: string, id: number): Promise<null> {
      await repo.transaction((q, tx) => removeIn(q, tx, staff, ip, id));
      await deps.contentChanged();
      return null;
    },

    /**
     * 显示, 隐藏 or 删除 of the ticked plasmids in one transaction, each audited as its single action;
     * one missing plasmid refuses the lot. The caches drop once, after the commit.
     */
    async bulk(staff: Staff, ip: string, input: z.output<typeof plasmidBulkInput>): Promise<{ count: number }> {
      await repo.transaction(async (q, tx) => {
        for (const id of input.ids) {
          if (input.action === 'delete') await removeIn(q, tx, staff, ip, id);
          else await setStatusIn(q, tx, staff, ip, id, input.action === 'show' ? 1 : 0);
        }
      });
      await deps.contentChanged();
      return { count: input.ids.length };
    },

    /** A GenBank/FASTA file read (in a parse worker) into what the form previews and then saves; nothing is stored. */
    async parseSequence(file: ReceivedFile | null) {
      if (!file || file.content.length === 0) throw refuse(PLASMID_ADMIN_MESSAGES.sequenceFileRequired);
      const read = await pool.run('sequence-file', { fileName: file.filename, content: ownBytes(file.content) });
      if (!read.ok) throw parseRefusal(read);
      if (!read.value.ok) throw refuse(read.value.message);
      return read.value.value;
    },

    /**
     * The filtered list as .xlsx (the import's own sheet, with its notes) or CSV (the same columns);
     * the export is audited.
     */
    async exportFile(staff: Staff, ip: string, input: z.output<typeof plasmidAdminExportInput>): Promise<ExportFile> {
      const filter = filterOf(input);
      const rows = await repo.all(filter, PLASMID_EXPORT_MAX_ROWS);
      const total = rows.length < PLASMID_EXPORT_MAX_ROWS ? rows.length : (await repo.page(filter, 0, 1)).total;
      const file = await buildExport(PLASMID_EXPORT_SHEET, input.format, rows, total);
      if (input.format === 'xlsx') file.content = await buildPlasmidWorkbook(rows, total);
      await deps.audit.record(actorOf(staff, ip), { action: 'content.plasmid.export', entity: ENTITY, entityId: null, after: { filter: input, rows: rows.length, total } });
      return file;
    },

    /** Creates or updates by 货号, all rows or none; an update changes only the columns the sheet has. */
    async importWorkbook(staff: Staff, ip: string, file: ReceivedFile | null): Promise<{ created: number; updated: number }> {
      if (!file || !/\.xlsx$/i.test(file.filename)) throw refuse(PLASMID_ADMIN_MESSAGES.importWrongType);
      const sheet = await readPlasmidSheet(file.content, pool);
      if (!sheet.ok) throw 'stopped' in sheet ? sheet.stopped : refuse(sheet.message);

      const problems: Array<{ row: number; column: string; message: string }> = [];
      const parsed: Array<{ row: number; values: PlasmidRowValues }> = [];
      const seen = new Map<string, number>();
      for (const { row, values } of sheet.rows) {
        const result = plasmidRowInput.safeParse(values);
        if (!result.success) {
          for (const issue of result.error.issues) problems.push({ row, column: headerOfKey(String(issue.path[0] ?? '')), message: issue.message });
          continue;
        }
        if (seen.has(result.data.item_no)) {
          problems.push({ row, column: headerOfKey('item_no'), message: PLASMID_ADMIN_MESSAGES.importDuplicate });
          continue;
        }
        seen.set(result.data.item_no, row);
        parsed.push({ row, values: result.data });
      }
      if (problems.length > 0) throw refuse(PLASMID_ADMIN_MESSAGES.importFailed(problems.length), { problems });

      const actor = actorOf(staff, ip);
      const counts = await repo.transaction(async (q, tx) => {
        const existing = new Map((await q.findByItemNos(parsed.map((p) => p.values.item_no))).map((r) => [r.item_no, r]));
        let created = 0;
        let updated = 0;
        for (const { values } of parsed) {
          const stored = storedFields(values);
          const before = existing.get(values.item_no);
          if (!before) {
            const row = await q.insert(stored);
            await deps.audit.record(actor, { action: 'content.plasmid.import', entity: ENTITY, entityId: row.id, after: row }, tx);
            created++;
            continue;
          }
          const only = Object.fromEntries(Object.entries(stored).filter(([key]) => sheet.columns.has(key))) as Partial<PlasmidValues>;
          const diff = changes(before, only);
          if (!diff.changed) continue;
          await q.update(before.id, only);
          await deps.audit.record(actor, { action: 'content.plasmid.import', entity: ENTITY, entityId: before.id, before: diff.was, after: diff.now }, tx);
          updated++;
        }
        return { created, updated };
      });
      await deps.contentChanged();
      return counts;
    },
  };
}
