// The rules of invoices (发票) of orders (issue 34 point 4, decision 0074):
// - Only the order's customer reads or requests its invoice; another user's order answers 404 like a
//   missing one. A request needs the order confirmed (status 1 or later) and is made once per order
//   (the unique index backs the check when two requests race).
// - Staff (sales; admins) attach the issued e-invoice PDF, checked by the upload module like a
//   customer's upload (a real PDF) and kept as the customer's private file, or mark a paper invoice
//   posted with its tracking. Each request is handled once: a second member handling it at the same
//   time is refused.
// - Every step (request, issue, post) writes its audit row and stages the customer's mail in its own
//   transaction (decision 0059: key `invoice:<id>:<step>`), relayed once committed.
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { adminInvoice } from '../../../contracts/api/admin/invoices.ts';
import type { customerInvoice, invoiceState } from '../../../contracts/api/invoice.ts';
import { EXPORT_MAX_ROWS, type ExportFormat } from '../../../contracts/bulk.ts';
import { type InvoiceRequestInput } from '../../../contracts/invoice.ts';
import { INVOICE_MESSAGES, INVOICE_STATUS_LABELS, INVOICE_TYPE_LABELS, canRequestInvoice, proformaRefusal, type InvoiceStatus, type InvoiceType } from '../../../contracts/invoice-rules.ts';
import { ORDER_MESSAGES, type OrderKind } from '../../../contracts/order.ts';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/sql-helpers.ts';
import { actorOf, type AuthStaff } from '../../http/auth-staff.ts';
import { notFound, refuse } from '../../http/errors.ts';
import { buildExport, exportTime, type ExportSheet } from '../../http/table-export.ts';
import type { AuditService } from '../audit/service.ts';
import type { MailBrands } from '../mail/mail-language.ts';
import type { MailService } from '../mail/service.ts';
import { INVOICE_PURPOSE, type UploadService } from '../upload/service.ts';
import { invoiceMail, type InvoiceStep } from './mail-templates.ts';
import { createInvoiceRepo, type InvoiceListRow, type InvoiceRow } from './repo.ts';

type CustomerInvoice = z.infer<typeof customerInvoice>;
type AdminInvoice = z.infer<typeof adminInvoice>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toCustomer(row: InvoiceRow): CustomerInvoice {
  return {
    id: row.id,
    kind: row.kind as OrderKind,
    order_id: row.order_id,
    title: row.title,
    tax_no: row.tax_no,
    type: row.type as InvoiceType,
    email: row.email,
    status: row.status as InvoiceStatus,
    file_name: row.file_name,
    note: row.note,
    handled_time: iso(row.handled_time),
    create_time: row.create_time.toISOString(),
  };
}

function toAdmin(row: InvoiceListRow, orderno: string | null): AdminInvoice {
  return { ...toCustomer(row), orderno, customer_email: row.customer_email, staff_name: row.staff_name, update_time: row.update_time.toISOString() };
}

/** What the audit rows keep of a request (no file bytes, no links). */
const audited = (row: InvoiceRow) => ({ kind: row.kind, order_id: row.order_id, title: row.title, tax_no: row.tax_no, type: row.type, email: row.email, status: row.status, file_name: row.file_name, note: row.note });

const INVOICE_SHEET: ExportSheet<AdminInvoice> = {
  title: '发票申请',
  asciiName: 'invoices',
  columns: [
    { header: '编号', width: 8, value: (r) => r.id },
    { header: '订单号', width: 22, value: (r) => r.orderno ?? '' },
    { header: '客户邮箱', width: 28, value: (r) => r.customer_email ?? '' },
    { header: '发票抬头', width: 28, value: (r) => r.title },
    { header: '税号', width: 22, value: (r) => r.tax_no ?? '' },
    { header: '发票类型', width: 16, value: (r) => INVOICE_TYPE_LABELS[r.type] },
    { header: '接收邮箱', width: 28, value: (r) => r.email },
    { header: '状态', width: 16, value: (r) => INVOICE_STATUS_LABELS[r.status] },
    { header: '备注', width: 28, value: (r) => r.note ?? '' },
    { header: '经办人', width: 12, value: (r) => r.staff_name ?? '' },
    { header: '申请时间', width: 20, value: (r) => exportTime(r.create_time) },
    { header: '处理时间', width: 20, value: (r) => exportTime(r.handled_time) },
  ],
};

export function createInvoiceService(
  database: Database,
  deps: {
    audit: Pick<AuditService, 'record'>;
    mail: Pick<MailService, 'send' | 'relayAfterCommit'>;
    brands: Pick<MailBrands, 'brandForAccount'>;
    uploads: Pick<UploadService, 'saveForCustomer' | 'linksFor' | 'release'>;
    log: Pick<FastifyBaseLogger, 'warn'>;
    now?: () => Date;
  },
) {
  const repo = createInvoiceRepo(database.db);
  const now = deps.now ?? (() => new Date());

  async function ownedOrder(uid: number, kind: OrderKind, id: number) {
    const order = await repo.findOwnedOrder(kind, uid, id);
    if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
    return order;
  }

  async function listed(id: number): Promise<AdminInvoice> {
    const row = await repo.findListed(id);
    if (!row) throw notFound(INVOICE_MESSAGES.notFound);
    const order = await repo.findOrder(row.kind as OrderKind, row.order_id);
    return toAdmin(row, order?.orderno ?? null);
  }

  /** A staff step on a request still 'requested': the change, its audit row and the customer's mail in one transaction. */
  async function handle(staff: AuthStaff, ip: string | null, id: number, step: Exclude<InvoiceStep, 'requested'>, change: { file_url?: string; file_name?: string; note?: string | null }) {
    const current = await repo.findInvoice(id);
    if (!current) throw notFound(INVOICE_MESSAGES.notFound);
    const brand = await deps.brands.brandForAccount(current.uid);
    const order = await repo.findOrder(current.kind as OrderKind, current.order_id);
    await repo.transaction(async (q, tx) => {
      const row = await q.handle(id, { status: step, file_url: change.file_url ?? null, file_name: change.file_name ?? null, note: change.note ?? null, staff_id: staff.id, handled_time: now() });
      if (!row) throw refuse(INVOICE_MESSAGES.alreadyHandled);
      await deps.audit.record(actorOf(staff, ip), { action: `invoice.${step === 'issued' ? 'issue' : 'mail'}`, entity: 'invoice_request', entityId: id, before: audited(current), after: audited(row) }, tx);
      const facts = { kind: row.kind as OrderKind, orderId: row.order_id, orderno: order?.orderno ?? '', title: row.title, type: row.type as InvoiceType, note: row.note };
      await deps.mail.send(invoiceMail(brand, row.email, step, facts), 'bulk', { key: `invoice:${id}:${step}`, tx });
    });
    await deps.mail.relayAfterCommit(deps.log);
    return listed(id);
  }

  return {
    /** The order's request (or null), whether one may be made now, whether it has a proforma, and the account's defaults. */
    async state(uid: number, kind: OrderKind, id: number): Promise<z.infer<typeof invoiceState>> {
      const order = await ownedOrder(uid, kind, id);
      const [request, account, quote] = await Promise.all([repo.findForOrder(kind, id), repo.accountDefaults(uid), repo.findQuote(kind, id)]);
      return {
        can_request: !request && canRequestInvoice(order.status),
        can_proforma: proformaRefusal(order.status, quote !== null) === null,
        request: request ? toCustomer(request) : null,
        defaults: { title: account?.title ?? null, tax_no: account?.tax_no ?? null, email: account?.email ?? '' },
      };
    },

    async request(uid: number, ip: string | null, input: InvoiceRequestInput): Promise<CustomerInvoice> {
      await ownedOrder(uid, input.kind, input.id);
      const brand = await deps.brands.brandForAccount(uid);
      const account = await repo.accountDefaults(uid);
      try {
        const row = await repo.transaction(async (q, tx) => {
          // The order locked: its status cannot move back under the check.
          const order = await q.findOrder(input.kind, input.id, true);
          if (!order || order.uid !== uid) throw notFound(ORDER_MESSAGES.orderNotFound);
          if (!canRequestInvoice(order.status)) throw refuse(INVOICE_MESSAGES.notConfirmed);
          if (await q.findForOrder(input.kind, input.id)) throw refuse(INVOICE_MESSAGES.alreadyRequested);
          const saved = await q.insertInvoice({ kind: input.kind, order_id: input.id, uid, title: input.title, tax_no: input.tax_no, type: input.type, email: input.email });
          // The customer's own step: the audit row names them by their login e-mail (no staff member).
          await deps.audit.record({ id: null, email: account?.email ?? null, ip }, { action: 'invoice.request', entity: 'invoice_request', entityId: saved.id, after: audited(saved) }, tx);
          const facts = { kind: input.kind, orderId: order.id, orderno: order.orderno, title: saved.title, type: input.type };
          await deps.mail.send(invoiceMail(brand, saved.email, 'requested', facts), 'bulk', { key: `invoice:${saved.id}:requested`, tx });
          return saved;
        });
        await deps.mail.relayAfterCommit(deps.log);
        return toCustomer(row);
      } catch (error) {
        if (uniqueViolation(error) !== null) throw refuse(INVOICE_MESSAGES.alreadyRequested);
        throw error;
      }
    },

    /** A short-lived link to the issued PDF, for the order's customer. */
    async customerLink(uid: number, kind: OrderKind, id: number) {
      await ownedOrder(uid, kind, id);
      const request = await repo.findForOrder(kind, id);
      if (!request?.file_url) throw refuse(INVOICE_MESSAGES.notIssued);
      const [link] = await deps.uploads.linksFor([request.file_url], { uid });
      if (!link) throw notFound(INVOICE_MESSAGES.notIssued);
      return { url: link.url, expires_at: link.expires_at.toISOString() };
    },

    /** Every request of the status asked (newest first, up to EXPORT_MAX_ROWS) as a file; audited. */
    async exportFile(staff: AuthStaff, ip: string | null, input: { status?: InvoiceStatus; format: ExportFormat }) {
      const { rows, total } = await repo.page(input.status, 0, EXPORT_MAX_ROWS);
      const data = await Promise.all(rows.map(async (row) => toAdmin(row, (await repo.findOrder(row.kind as OrderKind, row.order_id))?.orderno ?? null)));
      const file = await buildExport(INVOICE_SHEET, input.format, data, total);
      await deps.audit.record(actorOf(staff, ip), { action: 'invoice.export', entity: 'invoice_request', entityId: null, after: { filter: input, rows: data.length, total } });
      return file;
    },

    async list(input: { status?: InvoiceStatus; page: number; size: number }) {
      const { rows, total } = await repo.page(input.status, (input.page - 1) * input.size, input.size);
      const data = await Promise.all(rows.map(async (row) => toAdmin(row, (await repo.findOrder(row.kind as OrderKind, row.order_id))?.orderno ?? null)));
      return { data, total };
    },

    /** Attaches the issued e-invoice: a real PDF (the upload module's check), stored as the customer's file. */
    async issue(staff: AuthStaff, ip: string | null, id: number, file: { filename: string; content: Buffer } | null) {
      if (!file) throw refuse(INVOICE_MESSAGES.fileRequired);
      const current = await repo.findInvoice(id);
      if (!current) throw notFound(INVOICE_MESSAGES.notFound);
      if (current.status !== 'requested') throw refuse(INVOICE_MESSAGES.alreadyHandled);
      const saved = await deps.uploads.saveForCustomer({ uid: current.uid, purpose: INVOICE_PURPOSE, filename: file.filename, content: file.content, exts: ['pdf'], message: INVOICE_MESSAGES.pdfOnly });
      try {
        return await handle(staff, ip, id, 'issued', { file_url: saved.url, file_name: saved.name });
      } catch (error) {
        // Refused after storing (another member was first): the PDF belongs to nothing.
        await deps.uploads.release([saved.url]);
        throw error;
      }
    },

    async markMailed(staff: AuthStaff, ip: string | null, input: { id: number; note: string }) {
      return handle(staff, ip, input.id, 'mailed', { note: input.note });
    },

    async staffLink(staff: AuthStaff, id: number) {
      const request = await repo.findInvoice(id);
      if (!request?.file_url) throw notFound(INVOICE_MESSAGES.notIssued);
      const [link] = await deps.uploads.linksFor([request.file_url], { staff_id: staff.id });
      if (!link) throw notFound(INVOICE_MESSAGES.notIssued);
      return { url: link.url, expires_at: link.expires_at.toISOString() };
    },

    /** A deleted order's invoice request goes with it, and its PDF once nothing refers to it. */
    async purgeOrder(kind: OrderKind, id: number): Promise<void> {
      const urls = await repo.deleteForOrder(kind, id);
      await deps.uploads.release(urls);
    },
  };
}

