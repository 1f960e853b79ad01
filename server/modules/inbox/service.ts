// The sales inbox (DESIGN.md "Operations console"): purchase enquiries, bookings and mail enquiries as
// one list for sales staff; one item with every field labelled; assign, note, mark handled, reopen;
// the Excel export of the filtered list. The items themselves stay as their forms stored them (and the
// company's mailbox still gets each one from its own module); the inbox keeps its state beside them
// (inbox_states, inbox_notes).
// - Each write runs in one transaction with its audit record; the item's state row is locked, so two
//   members marking it handled at once give one success and one refusal.
// - A missing item answers 404.
import type { z } from 'zod';
import type { inboxExportInput, inboxListInput } from '../../../contracts/api/admin/inbox.ts';
import { INBOX_EXPORT_MAX_ROWS, INBOX_MESSAGES, type InboxKind, type inboxAssignInput, type inboxBulkInput, type inboxNoteInput } from '../../../contracts/inbox.ts';
import { BULK_MESSAGES } from '../../../contracts/bulk.ts';
import type { Database, Db } from '../../db/client.ts';
import { actorOf, type AuthStaff } from '../../http/auth-staff.ts';
import { notFound, refuse } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import { shanghaiDayRange } from '../audit/service.ts';
import { buildExport, type ExportFile } from '../../http/table-export.ts';
import { INBOX_EXPORT_SHEET } from './export-excel.ts';
import { itemRow, labelledItem } from './fields.ts';
import type { InboxFilter } from './list-repo.ts';
import { createInboxRepo, type InboxItemRecord, type InboxQueries } from './repo.ts';

export interface InboxDeps {
  audit: Pick<AuditService, 'record'>;
}

/** The audit log's entity of each kind: the table's row, in the singular. */
const ENTITY: Record<InboxKind, string> = { enquiry: 'purchase_enquiry', booking: 'booking', mail: 'mail_enquiry' };

type Filters = z.output<typeof inboxExportInput>;
type Staff = Pick<AuthStaff, 'id' | 'email' | 'name'>;

function filterOf(input: Omit<Filters, 'format'>): InboxFilter {
  const range = shanghaiDayRange(input.from, input.to);
  return {
    kind: input.kind,
    handled: input.handled === undefined ? undefined : input.handled === 1,
    assigneeId: input.assignee_id,
    from: range.from,
    until: range.until,
    product: input.product || undefined,
    keyword: input.keyword || undefined,
  };
}

export function createInboxService(database: Database, deps: InboxDeps) {
  const repo = createInboxRepo(database.db);

  async function itemOf(q: Pick<InboxQueries, 'findItem'>, kind: InboxKind, id: number): Promise<InboxItemRecord> {
    const item = await q.findItem(kind, id);
    if (!item) throw notFound(INBOX_MESSAGES.itemMissing);
    return item;
  }

  async function detail(kind: InboxKind, id: number) {
    const item = await itemOf(repo, kind, id);
    const [state, notes, customerEmail] = await Promise.all([
      repo.findState(kind, id),
      repo.listNotes(kind, id),
      item.row.uid === null ? Promise.resolve(null) : repo.customerEmail(item.row.uid),
    ]);
    const names = await repo.staffNames([state?.assignee_id, state?.handled_by].filter((s): s is number => typeof s === 'number'));
    return {
      item: itemRow(item, state, state?.assignee_id ? (names.get(state.assignee_id) ?? null) : null),
      fields: labelledItem(item, customerEmail),
      handled_by: state?.handled_at ? (state.handled_by ?? null) : null,
      handled_by_name: state?.handled_at && state.handled_by ? (names.get(state.handled_by) ?? null) : null,
      notes,
    };
  }

  async function assignIn(q: InboxQueries, tx: Db, staff: Staff, ip: string | null, kind: InboxKind, id: number, to: number | null) {
    await itemOf(q, kind, id);
    const assignee = to === null ? null : await q.findAssignable(to);
    if (to !== null && !assignee) throw refuse(INBOX_MESSAGES.assigneeInvalid);
    const state = await q.stateOf(kind, id, true);
    if (state.assignee_id === to) return;
    await q.updateState(state.id, { assignee_id: to });
    await deps.audit.record(
      actorOf(staff, ip),
      { action: 'inbox.assign', entity: ENTITY[kind], entityId: id, before: { assignee_id: state.assignee_id }, after: { assignee_id: to, assignee_name: assignee?.name ?? null } },
      tx,
    );
  }

  async function handleIn(q: InboxQueries, tx: Db, staff: Staff, ip: string | null, kind: InboxKind, id: number) {
    await itemOf(q, kind, id);
    const state = await q.stateOf(kind, id, true);
    if (state.handled_at) throw refuse(INBOX_MESSAGES.alreadyHandled);
    const handledAt = new Date();
    await q.updateState(state.id, { handled_at: handledAt, handled_by: staff.id });
    await deps.audit.record(
      actorOf(staff, ip),
      { action: 'inbox.handle', entity: ENTITY[kind], entityId: id, before: { handled_at: null }, after: { handled_at: handledAt, handled_by: staff.id } },
      tx,
    );
  }

  async function reopenIn(q: InboxQueries, tx: Db, staff: Staff, ip: string | null, kind: InboxKind, id: number) {
    await itemOf(q, kind, id);
    const state = await q.stateOf(kind, id, true);
    if (!state.handled_at) throw refuse(INBOX_MESSAGES.notHandled);
    await q.updateState(state.id, { handled_at: null, handled_by: null });
    await deps.audit.record(
      actorOf(staff, ip),
      {
        action: 'inbox.reopen',
        entity: ENTITY[kind],
        entityId: id,
        before: { handled_at: state.handled_at, handled_by: state.handled_by },
        after: { handled_at: null, handled_by: null },
      },
      tx,
    );
  }

  return {
    async list(input: z.output<typeof inboxListInput>) {
      const { rows, total } = await repo.list.page(filterOf(input), (input.page - 1) * input.size, input.size);
      return { data: rows, total };
    },

    detail,

    /** Active members with the sales or admin role, by name. */
    async assignees() {
      return repo.listAssignable();
    },

    async assign(staff: Staff, ip: string | null, input: z.output<typeof inboxAssignInput>) {
      await repo.transaction((q, tx) => assignIn(q, tx, staff, ip, input.kind, input.id, input.assignee_id));
      return detail(input.kind, input.id);
    },

    async addNote(staff: Staff, ip: string | null, input: z.output<typeof inboxNoteInput>) {
      const { kind, id, body } = input;
      await repo.transaction(async (q, tx) => {
        await itemOf(q, kind, id);
        const note = await q.insertNote({ kind, item_id: id, staff_id: staff.id, body });
        await deps.audit.record(actorOf(staff, ip), { action: 'inbox.note', entity: ENTITY[kind], entityId: id, after: { note_id: note.id, body } }, tx);
      });
      return detail(kind, id);
    },

    async handle(staff: Staff, ip: string | null, kind: InboxKind, id: number) {
      await repo.transaction((q, tx) => handleIn(q, tx, staff, ip, kind, id));
      return detail(kind, id);
    },

    async reopen(staff: Staff, ip: string | null, kind: InboxKind, id: number) {
      await repo.transaction((q, tx) => reopenIn(q, tx, staff, ip, kind, id));
      return detail(kind, id);
    },

    /**
     * 指派, 标记已处理 or 重新打开 of the ticked items in one transaction, each decided and audited as its
     * single action; one refused (missing, already handled …) leaves them all as they were.
     */
    async bulk(staff: Staff, ip: string | null, input: z.output<typeof inboxBulkInput>): Promise<{ count: number }> {
      // Nobody is a choice (null), but it must be made: a missing member is not read as 'unassign'.
      if (input.action === 'assign' && input.assignee_id === undefined) throw refuse(BULK_MESSAGES.assigneeRequired);
      await repo.transaction(async (q, tx) => {
        for (const { kind, id } of input.items) {
          if (input.action === 'assign') await assignIn(q, tx, staff, ip, kind, id, input.assignee_id ?? null);
          else if (input.action === 'handle') await handleIn(q, tx, staff, ip, kind, id);
          else await reopenIn(q, tx, staff, ip, kind, id);
        }
      });
      return { count: input.items.length };
    },

    /**
     * The filtered list as CSV or .xlsx, newest first, at most INBOX_EXPORT_MAX_ROWS rows. Customer data
     * leaves the system here, so the export itself is recorded too (the filter and how many rows).
     */
    async exportFile(staff: Staff, ip: string | null, input: Filters): Promise<ExportFile> {
      const { rows, total } = await repo.list.page(filterOf(input), 0, INBOX_EXPORT_MAX_ROWS);
      const file = await buildExport(INBOX_EXPORT_SHEET, input.format, rows, total);
      await deps.audit.record(actorOf(staff, ip), { action: 'inbox.export', entity: 'inbox', entityId: null, after: { filter: input, rows: rows.length, total } });
      return file;
    },
  };
}
