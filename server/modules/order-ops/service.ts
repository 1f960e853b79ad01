// Running orders (DESIGN.md "Operations console", "Orders"): the console's list, detail and status
// moves, sample moves, the message thread both ways, and the customer's view of the order's progress.
// - Moves follow contracts/order-status-machine.ts. Each runs in one transaction: the order row is
//   locked, moved only if still at the status the decision was made on (UPDATE … WHERE status = <from>), its samples
//   lifted (decision 0015), the events and the audit row written; a simultaneous move changes nothing
//   and is refused.
// - The customer is e-mailed (through the send-mail job) for each move and each staff message; the
//   company for each customer message. The mail is staged in the write's own transaction under the
//   event's key and relayed to its job after the commit (decision 0059): it commits or rolls back with
//   the write, and a crash after the commit leaves it to the worker's sweep.
// - Customers reach only their own orders: another user's order answers 404 like a missing one.
import type { FastifyBaseLogger } from 'fastify';
import { ORDER_OPS_MESSAGES, type orderMessageInput, type sampleMoveInput, type statusMoveInput } from '../../../contracts/order-ops.ts';
import { CELL_FILE_FIELDS, CELL_MESSAGES } from '../../../contracts/order-cell.ts';
import type { LabelledField } from '../../../contracts/order-field-labels.ts';
import { ORDER_MESSAGES, type OrderKind } from '../../../contracts/order.ts';
import type { adminOrderExportInput, adminOrderListInput } from '../../../contracts/api/admin/orders.ts';
import { EXPORT_MAX_ROWS } from '../../../contracts/bulk.ts';
import { buildExport } from '../../http/table-export.ts';
import { ORDER_EXPORT_SHEET } from './export-sheet.ts';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { actorOf, type AuthStaff } from '../../http/auth-staff.ts';
import { notFound, refuse } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import { shanghaiDayRange } from '../audit/service.ts';
import type { MailMessage, MailService } from '../mail/service.ts';
import type { MailBrands } from '../mail/mail-language.ts';
import type { UploadService } from '../upload/service.ts';
import { customerAnswer, customerName, fileAnswer, labelledOrder, orderHeader, quoteAnswer, sampleAnswer, submittedEvent } from './answers.ts';
import { customerMessageMail, staffMessageMail, statusMail, type MailOrder } from './mail-templates.ts';
import type { OrderRecord } from './orders-repo.ts';
import { orderRecipient } from './recipient.ts';
import { createOrderOpsRepo, type OpsQueries } from './repo.ts';
import { decideOrderMove, decideSampleMove } from '../../../contracts/order-status-machine.ts';

export interface OrderOpsDeps {
  mail: Pick<MailService, 'send' | 'relayAfterCommit'>;
  brands: Pick<MailBrands, 'brandFor'>;
  audit: Pick<AuditService, 'record'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Short-lived links to the customer's proofs for the member reading the order. */
  uploads: Pick<UploadService, 'linksFor'>;
}

/** The not-found message each kind's own calls answer. */
const NOT_FOUND: Record<OrderKind, string> = {
  guide: ORDER_MESSAGES.orderNotFound,
  amplicon: ORDER_MESSAGES.orderNotFound,
  cell: CELL_MESSAGES.notFound,
};

const entityOf = (kind: OrderKind) => `${kind}_order`;

const FILE_FIELDS: readonly string[] = CELL_FILE_FIELDS;

/** The list's (and the export's) filters as the repo takes them; dates are Shanghai days. */
function listFilter(input: Omit<z.output<typeof adminOrderExportInput>, 'format'>) {
  const range = shanghaiDayRange(input.from, input.to);
  return { kind: input.kind, status: input.status, customer: input.customer || undefined, orderno: input.orderno || undefined, from: range.from, until: range.until };
}

export function createOrderOpsService(config: AppConfig, database: Database, deps: OrderOpsDeps) {
  const repo = createOrderOpsRepo(database.db);

  async function staffOrder(q: Pick<OpsQueries, 'findOrder'>, kind: OrderKind, id: number, lock = false): Promise<OrderRecord> {
    const order = await q.findOrder(kind, id, lock);
    if (!order) throw notFound(NOT_FOUND[kind]);
    return order;
  }

  /** The proof fields (cell-line orders) with a download link for the member; the stored address is never served. */
  async function withFileLinks(fields: LabelledField[], order: OrderRecord, staff: Pick<AuthStaff, 'id'>) {
    const record = order as Record<string, unknown>;
    const urls = fields.map((f) => (FILE_FIELDS.includes(f.key) && typeof record[f.key] === 'string' ? (record[f.key] as string) : null));
    const links = await deps.uploads.linksFor(urls, { staff_id: staff.id });
    return fields.map((field, i) => {
      const link = links[i];
      return link ? { ...field, value: link.name, link } : field;
    });
  }

  async function ownOrder(uid: number, kind: OrderKind, id: number): Promise<OrderRecord> {
    const order = await repo.findOwnedOrder(kind, uid, id);
    if (!order) throw notFound(NOT_FOUND[kind]);
    return order;
  }

  /** Stages an e-mail in the transaction `tx` of the write it reports on, under the event's key. */
  async function stage(tx: Db, key: string, message: MailMessage | null): Promise<void> {
    if (message) await deps.mail.send(message, 'bulk', { key, tx });
  }

  const recipientOf = orderRecipient(database.db, deps.brands);

  const mailOrder = (kind: OrderKind, order: OrderRecord): MailOrder => ({ kind, id: order.id, orderno: order.orderno });

  async function files(kind: OrderKind, id: number) {
    // Withdrawn files keep their row for the record; the console, like the customer, lists shown ones.
    const rows = await repo.listFiles(kind, id, true);
    const [stats, names] = await Promise.all([
      repo.fileStats(rows.map((r) => r.id)),
      repo.staffNames([...new Set(rows.map((r) => r.staff_id).filter((s): s is number => s !== null))]),
    ]);
    const byFile = new Map(stats.map((s) => [s.file_id, s]));
    return rows.map((r) => ({
        ...fileAnswer(r),
        staff_name: r.staff_id === null ? null : (names.get(r.staff_id) ?? null),
        downloads: Number(byFile.get(r.id)?.downloads ?? 0),
        last_download_at: byFile.get(r.id)?.last_download_at ?? null,
      }));
  }

  const service = {
    async summary() {
      return repo.list.summary();
    },

    async list(input: z.output<typeof adminOrderListInput>) {
      const { rows, total } = await repo.list.page(listFilter(input), (input.page - 1) * input.size, input.size);
      return { data: rows, total };
    },

    /**
     * Every order the list's filters match (newest first, up to EXPORT_MAX_ROWS) as CSV or .xlsx.
     * Customer data leaves the system here, so the export is recorded with its filter and row count.
     */
    async exportFile(staff: AuthStaff, ip: string | null, input: z.output<typeof adminOrderExportInput>) {
      const { rows, total } = await repo.list.page(listFilter(input), 0, EXPORT_MAX_ROWS);
      const file = await buildExport(ORDER_EXPORT_SHEET, input.format, rows, total);
      await deps.audit.record(actorOf(staff, ip), { action: 'order.export', entity: 'orders', entityId: null, after: { filter: input, rows: rows.length, total } });
      return file;
    },

    /** The whole order for a member of staff; proofs carry links made for that member. */
    async detail(staff: Pick<AuthStaff, 'id'>, kind: OrderKind, id: number) {
      const order = await staffOrder(repo, kind, id);
      const [customer, samples, quote, events, fileList, messages] = await Promise.all([
        repo.findCustomer(order.uid),
        kind === 'cell' ? Promise.resolve([]) : repo.listSamples(kind, id),
        repo.findQuote(kind, id),
        repo.listEvents(kind, id),
        files(kind, id),
        repo.listMessages(kind, id),
      ]);
      return {
        order: orderHeader(kind, order),
        fields: await withFileLinks(labelledOrder(kind, order), order, staff),
        customer: customer
          ? customerAnswer(customer)
          : { id: order.uid, email: '', username: null, name: null, company: null, department: null, phone: null, tel: null },
        samples: kind === 'cell' ? [] : samples.map((s) => sampleAnswer(kind, s)),
        quote: quoteAnswer(quote),
        events: [submittedEvent(order), ...events],
        files: fileList,
        messages: messages.map((m) => ({ ...m, author: m.author as 'customer' | 'staff' })),
      };
    },

    /** One step of the order (contracts/order-status-machine.ts), atomically, then the customer's e-mail; answers the new detail. */
    async move(staff: AuthStaff, ip: string | null, input: z.output<typeof statusMoveInput>) {
      const { kind, id, to } = input;
      const note = input.note || null;
      const internalNote = input.internal_note || null;
      const quoteGiven = input.quote_amount !== undefined;
      const noFileReason = input.no_file_reason || null;
      const recipient = await recipientOf(kind, id);
      await repo.transaction(async (q, tx) => {
        const order = await staffOrder(q, kind, id, true);
        const from = order.status;
        // Counted inside the locked move, so a file withdrawn meanwhile cannot slip past the rule.
        const resultFiles = await q.countShownFiles(kind, id);
        const decision = decideOrderMove({ roles: staff.roles, from, to, note, hasQuote: quoteGiven, resultFiles, noFileReason });
        if (!decision.ok) throw refuse(decision.message);
        // The row is locked, so this only fails if the lock was not honoured; it is the guarantee anyway.
        if (!(await q.moveOrder(kind, id, from, to))) throw refuse(ORDER_OPS_MESSAGES.notNextStatus);
        const forward = decision.direction === 'forward';
        const lifted = forward && kind !== 'cell' ? await q.liftSamples(kind, id, to) : [];
        const quote = quoteGiven
          ? await q.saveQuote({ kind, order_id: id, amount: input.quote_amount!, note: input.quote_note || null, staff_id: staff.id })
          : null;
        const [eventId] = await q.insertEvents([
          { kind, order_id: id, type: forward ? 'status' : 'status_back', from_status: from, to_status: to, note, internal_note: internalNote, no_file_reason: noFileReason, staff_id: staff.id },
          ...(quote
            ? [{ kind, order_id: id, type: 'quote', note: `报价 ¥${Number(quote.amount).toFixed(2)}${quote.note ? `，${quote.note}` : ''}`, staff_id: staff.id }]
            : []),
        ]);
        await deps.audit.record(
          actorOf(staff, ip),
          {
            action: forward ? 'order.move' : 'order.move_back',
            entity: entityOf(kind),
            entityId: id,
            before: { orderno: order.orderno, status: from },
            after: { status: to, note, internal_note: internalNote, ...(noFileReason ? { no_file_reason: noFileReason, result_files: 0 } : {}), quote: quote ? { amount: Number(quote.amount), note: quote.note } : null, lifted_samples: lifted },
          },
          tx,
        );
        // The quote of a confirmation travels in the status mail: one event, one mail.
        await stage(
          tx,
          `order-status:${kind}:${id}:${eventId}`,
          recipient &&
            statusMail(recipient.brand, recipient.email, mailOrder(kind, order), {
              from,
              to,
              note,
              quote: quote ? { amount: Number(quote.amount), note: quote.note } : null,
              noFileReason,
            }),
        );
      });
      await deps.mail.relayAfterCommit(deps.log);
      return service.detail(staff, kind, id);
    },

    /** One step of one sample, within its order's rule (decision 0015). */
    async moveSample(staff: AuthStaff, ip: string | null, input: z.output<typeof sampleMoveInput>) {
      const { kind, id, to } = input;
      const note = input.note || null;
      return repo.transaction(async (q, tx) => {
        const sample = await q.findSample(kind, id);
        if (!sample) throw notFound(ORDER_MESSAGES.sampleNotFound);
        // The order is locked first, as its own moves do, so a sample never moves against a moving order.
        const order = await staffOrder(q, kind, sample.oid, true);
        const decision = decideSampleMove({ roles: staff.roles, orderStatus: order.status, from: sample.status, to, note });
        if (!decision.ok) throw refuse(decision.message);
        const row = await q.moveSample(kind, id, sample.status, to);
        if (!row) throw refuse(decision.direction === 'forward' ? ORDER_OPS_MESSAGES.notNextStatus : ORDER_OPS_MESSAGES.notPreviousStatus);
        await q.insertEvents([
          {
            kind,
            order_id: order.id,
            sample_id: id,
            type: decision.direction === 'forward' ? 'status' : 'status_back',
            from_status: sample.status,
            to_status: to,
            note,
            staff_id: staff.id,
          },
        ]);
        await deps.audit.record(
          actorOf(staff, ip),
          {
            action: decision.direction === 'forward' ? 'sample.move' : 'sample.move_back',
            entity: `${kind}_sample`,
            entityId: id,
            before: { oid: order.id, name: sample.name, status: sample.status },
            after: { status: to, note },
          },
          tx,
        );
        return sampleAnswer(kind, row);
      });
    },

    /** A staff message on the thread: recorded, audited, e-mailed to the customer. */
    async staffMessage(staff: AuthStaff, ip: string | null, input: z.output<typeof orderMessageInput>) {
      const { kind, id, body } = input;
      const recipient = await recipientOf(kind, id);
      const sent = await repo.transaction(async (q, tx) => {
        const order = await staffOrder(q, kind, id);
        const row = await q.insertMessage({ kind, order_id: id, author: 'staff', staff_id: staff.id, body });
        await deps.audit.record(actorOf(staff, ip), { action: 'order.message', entity: entityOf(kind), entityId: id, after: { message_id: row.id, body } }, tx);
        await stage(tx, `order-message:${kind}:${row.id}`, recipient && staffMessageMail(recipient.brand, recipient.email, mailOrder(kind, order), body));
        return { order, row };
      });
      await deps.mail.relayAfterCommit(deps.log);
      return { id: sent.row.id, author: 'staff' as const, staff_name: staff.name, body: sent.row.body, create_time: sent.row.create_time };
    },

    /** The thread as the customer reads it: staff messages carry no member's name. */
    async customerMessages(uid: number, kind: OrderKind, id: number) {
      await ownOrder(uid, kind, id);
      const rows = await repo.listMessages(kind, id);
      return rows.map((m) => ({ ...m, author: m.author as 'customer' | 'staff', staff_name: null }));
    },

    /** A customer message: recorded and e-mailed to the company. */
    async customerMessage(uid: number, input: z.output<typeof orderMessageInput>) {
      const { kind, id, body } = input;
      const order = await ownOrder(uid, kind, id);
      const customer = await repo.findCustomer(uid);
      const message = await repo.transaction(async (q, tx) => {
        const row = await q.insertMessage({ kind, order_id: id, author: 'customer', uid, body });
        const who = customer && { email: customer.email, name: customerName(customer), company: customer.company };
        await stage(tx, `order-message:${kind}:${row.id}`, who && customerMessageMail(config.publicUrl, config.MAIL_COMPANY_TO, mailOrder(kind, order), who, body));
        return row;
      });
      await deps.mail.relayAfterCommit(deps.log);
      return { id: message.id, author: 'customer' as const, staff_name: null, body: message.body, create_time: message.create_time };
    },

    /** The customer's timeline (no internal notes, no staff), the quote once confirmed, the shown files. */
    async progress(uid: number, kind: OrderKind, id: number) {
      const order = await ownOrder(uid, kind, id);
      const [events, quote, fileRows] = await Promise.all([repo.listEvents(kind, id), repo.findQuote(kind, id), repo.listFiles(kind, id, true)]);
      const { internal_note: _i, staff_name: _s, ...submitted } = submittedEvent(order);
      return {
        status: order.status,
        events: [submitted, ...events.map(({ internal_note: _note, staff_name: _name, ...event }) => event)],
        quote: order.status >= 1 ? quoteAnswer(quote) : null,
        files: fileRows.map(fileAnswer),
      };
    },
  };
  return service;
}
