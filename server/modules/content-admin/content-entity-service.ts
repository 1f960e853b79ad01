// The editing articles and news share (DESIGN.md "Operations console", content): list, detail, add,
// update, show/hide and delete, each write committed together with its audit row (an update records
// only the fields that changed) and refused with the entity's own message when the row is gone. The
// caller then announces the content change. Each entity's service (article-service.ts,
// news-service.ts) says how a form becomes a row, which is where they really differ, and adds what
// only it has.
import { sentOnly } from '../../../contracts/english-content.ts';
import { BULK_MESSAGES, EXPORT_MAX_ROWS } from '../../../contracts/bulk.ts';
import {
  CONTENT_MESSAGES as M,
  type ArticleFields,
  type ContentBulkInput,
  type ContentExportInput,
  type ContentListInput,
  type NewsFields,
} from '../../../contracts/content-articles.ts';
import { buildExport, type ExportSheet } from '../../http/table-export.ts';
import { actorOf, type AuthStaff } from '../../http/auth-staff.ts';
import { refuse } from '../../http/errors.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import type { AuditService } from '../audit/service.ts';
import type { Db } from '../../db/client.ts';
import { changedFields } from './changes.ts';
import { scheduleValues } from '../schedule/schedule-values.ts';
import type { ContentListFilter } from './content-entity-repo.ts';

/**
 * The columns both forms fill the same way. HTML is sanitised on write exactly as the public pages
 * sanitise it on read, so what the editor saved is what the page shows.
 */
export function sharedContentValues(input: ArticleFields | NewsFields) {
  return {
    tid: input.tid,
    title: input.title,
    litpic: input.litpic,
    description: sanitizeRichHtml(input.description),
    body: sanitizeRichHtml(input.body),
    keywords: input.keywords,
    ...sentOnly({
      en_title: input.en_title,
      en_description: input.en_description === undefined ? undefined : sanitizeRichHtml(input.en_description),
      en_body: input.en_body === undefined ? undefined : sanitizeRichHtml(input.en_body),
      en_keywords: input.en_keywords,
    }),
    ...scheduleValues(input),
  };
}

/** A row's status in the export: 1 shown, 0 hidden (a draft). */
export const contentStatusText = (status: number): string => (status === 1 ? '显示' : '隐藏');

interface EntityRecord {
  id: number;
  tid: number;
  status: number;
}

/** What the shared editing needs of a repo (both entities' repos have more). */
export interface ContentEntityRepo<Rec extends EntityRecord, Values> {
  find(id: number): Promise<Rec | null>;
  page(filter: ContentListFilter, offset: number, limit: number): Promise<{ rows: (Rec & { catname: string | null })[]; total: number }>;
  catname(tid: number): Promise<string | null>;
  category(id: number): Promise<{ id: number; type: number } | null>;
  transaction<T>(work: (tx: ContentEntityTx<Rec, Values>) => Promise<T>): Promise<T>;
}

/** The row queries bound to one transaction, and the transaction itself for the audit row. */
export interface ContentEntityTx<Rec, Values> {
  db: Db;
  findForUpdate(id: number): Promise<Rec | null>;
  insert(values: Values): Promise<Rec>;
  update(id: number, values: Partial<Values>): Promise<Rec>;
  remove(id: number): Promise<void>;
}

export interface ContentEntityConfig<Rec extends EntityRecord, Values, Fields extends { tid: number }> {
  repo: ContentEntityRepo<Rec, Values>;
  audit: Pick<AuditService, 'record'>;
  /** The audit log's entity: the table's name. */
  entity: 'articles' | 'news';
  /** The audit log's action of each write, spelled out in the entity's service so a search finds it. */
  actions: { create: string; update: string; status: string; delete: string; export: string };
  /** The refusal when the row asked for does not exist. */
  missing: string;
  /**
   * The row a form gives (sharedContentValues and the entity's own columns). Called once the form's category is known to exist, with
   * that category, so an entity can add its own rule about which categories it may go under.
   */
  values: (input: Fields, category: { id: number; type: number }) => Values;
  /** The entity's rule on which categories it may go under (refuses), for a bulk move; none: any. */
  checkCategory?: (category: { id: number; type: number }) => void;
  /** The export's sheet: its name and its Chinese columns. */
  exportSheet: ExportSheet<Rec & { catname: string | null }>;
}

/** `Rec` is a table's row as read, `Values` what an editor sets of it (its insert shape). */
export function createContentEntityService<Rec extends EntityRecord, Values extends { status?: number }, Fields extends { tid: number }>(
  config: ContentEntityConfig<Rec, Values, Fields>,
) {
  const { repo, audit, entity, actions, missing } = config;

  async function answer(row: Rec) {
    return { ...row, catname: await repo.catname(row.tid) };
  }

  async function values(input: Fields): Promise<Values> {
    const category = await repo.category(input.tid);
    if (!category) throw refuse(M.categoryMissing);
    return config.values(input, category);
  }

  async function write(staff: AuthStaff, ip: string | null, id: number, action: string, data: Partial<Values>) {
    return repo.transaction(async (tx) => {
      const before = await tx.findForUpdate(id);
      if (!before) throw refuse(missing);
      // The row as read and the values as set are the same table's columns, compared field by field;
      // TypeScript cannot relate the two generic shapes, hence the casts.
      const changes = changedFields(before as Record<string, unknown>, data as Record<string, unknown>);
      if (!changes) return before;
      const after = await tx.update(id, changes.after as Partial<Values>);
      await audit.record(actorOf(staff, ip), { action, entity, entityId: id, ...changes }, tx.db);
      return after;
    });
  }

  return {
    async list(input: ContentListInput) {
      const { rows, total } = await repo.page(input, (input.page - 1) * input.size, input.size);
      return { data: rows, total };
    },

    async detail(id: number) {
      const row = await repo.find(id);
      if (!row) throw refuse(missing);
      return answer(row);
    },

    async add(staff: AuthStaff, ip: string | null, input: Fields) {
      const data = await values(input);
      const row = await repo.transaction(async (tx) => {
        const created = await tx.insert(data);
        await audit.record(actorOf(staff, ip), { action: actions.create, entity, entityId: created.id, after: created }, tx.db);
        return created;
      });
      return answer(row);
    },

    async update(staff: AuthStaff, ip: string | null, id: number, input: Fields) {
      const data = await values(input);
      return answer(await write(staff, ip, id, actions.update, data));
    },

    async setStatus(staff: AuthStaff, ip: string | null, id: number, status: 0 | 1) {
      // Both tables have a status column; the generic Values cannot show it.
      return answer(await write(staff, ip, id, actions.status, { status } as Partial<Values>));
    },

    /**
     * Shows, hides, deletes or moves the selected rows in one transaction, each with the audit row
     * (and version) its single action writes: one missing row refuses the lot, nothing changes. A row
     * already as asked is counted but gets no audit row, as a single save that changes nothing.
     */
    async bulk(staff: AuthStaff, ip: string | null, input: ContentBulkInput): Promise<{ count: number }> {
      let change: Partial<Values> | null = null;
      if (input.action === 'move') {
        if (input.tid === undefined) throw refuse(BULK_MESSAGES.categoryRequired);
        const category = await repo.category(input.tid);
        if (!category) throw refuse(M.categoryMissing);
        config.checkCategory?.(category);
        // Both tables have a tid column; the generic Values cannot show it.
        change = { tid: input.tid } as unknown as Partial<Values>;
      } else if (input.action !== 'delete') {
        change = { status: input.action === 'show' ? 1 : 0 } as Partial<Values>;
      }
      const action = input.action === 'delete' ? actions.delete : input.action === 'move' ? actions.update : actions.status;
      await repo.transaction(async (tx) => {
        for (const id of input.ids) {
          const before = await tx.findForUpdate(id);
          if (!before) throw refuse(missing);
          if (!change) {
            await tx.remove(id);
            await audit.record(actorOf(staff, ip), { action, entity, entityId: id, before }, tx.db);
            continue;
          }
          const changes = changedFields(before as Record<string, unknown>, change as Record<string, unknown>);
          if (!changes) continue;
          await tx.update(id, changes.after as Partial<Values>);
          await audit.record(actorOf(staff, ip), { action, entity, entityId: id, ...changes }, tx.db);
        }
      });
      return { count: input.ids.length };
    },

    /** Every row the list's filters match (up to EXPORT_MAX_ROWS), as a file; the export is audited. */
    async exportFile(staff: AuthStaff, ip: string | null, input: ContentExportInput) {
      const { format, ...filter } = input;
      const { rows, total } = await repo.page(filter, 0, EXPORT_MAX_ROWS);
      const file = await buildExport(config.exportSheet, format, rows, total);
      await audit.record(actorOf(staff, ip), { action: actions.export, entity, entityId: null, after: { filter: input, rows: rows.length, total } });
      return file;
    },

    async remove(staff: AuthStaff, ip: string | null, id: number): Promise<null> {
      await repo.transaction(async (tx) => {
        const before = await tx.findForUpdate(id);
        if (!before) throw refuse(missing);
        await tx.remove(id);
        await audit.record(actorOf(staff, ip), { action: actions.delete, entity, entityId: id, before }, tx.db);
      });
      return null;
    },
  };
}
