// Invoices (发票) of orders (issue 34 point 4, decision 0074), shared by the order pages, the console
// and the server: the request form's fields and rules (the statuses and messages with their English
// are in invoice-rules.ts).
import { z } from 'zod';
import { exportFormat } from './bulk.ts';
import { numberFromText } from './form-fields.ts';
import { choice, optionalText, requiredId, requiredText } from './form-fields.ts';
import { orderKindField, ORDER_OPS_MESSAGES } from './order-ops.ts';
import { emailField } from './user.ts';
import { INVOICE_MESSAGES, INVOICE_STATUSES, INVOICE_TYPES } from './invoice-rules.ts';

/** 统一社会信用代码 (18) or an older taxpayer number (15 or 20): digits and capital letters. */
const TAX_NO = /^[0-9A-Z]{15,20}$/;

/** The customer's request: the order, then the invoice's fields (tax number required for 专用). */
/** The form's fields, one rule each (the form validates with them; the request adds the tax rule). */
export const INVOICE_FIELDS = {
  title: requiredText(INVOICE_MESSAGES.titleRequired, 100, INVOICE_MESSAGES.titleTooLong),
  tax_no: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), optionalText(20, INVOICE_MESSAGES.taxNoInvalid)),
  type: choice(INVOICE_TYPES, INVOICE_MESSAGES.typeRequired),
  email: emailField(INVOICE_MESSAGES.emailRequired),
};

export const invoiceRequestInput = z
  .object({ kind: orderKindField, id: requiredId(ORDER_OPS_MESSAGES.orderRequired), ...INVOICE_FIELDS })
  .superRefine((value, ctx) => {
    if (value.tax_no !== null && !TAX_NO.test(value.tax_no)) ctx.addIssue({ code: 'custom', message: INVOICE_MESSAGES.taxNoInvalid, path: ['tax_no'] });
    else if (value.tax_no === null && value.type === 'special') ctx.addIssue({ code: 'custom', message: INVOICE_MESSAGES.taxNoRequired, path: ['tax_no'] });
  });

export type InvoiceRequestInput = z.infer<typeof invoiceRequestInput>;

const invoiceId = { id: requiredId(INVOICE_MESSAGES.idRequired) };

/** Staff mark a paper invoice posted: the courier and tracking number are shown to the customer. */
export const invoiceMailedInput = z.object({ ...invoiceId, note: requiredText(INVOICE_MESSAGES.mailedNoteRequired, 200, INVOICE_MESSAGES.noteTooLong) });

export const invoiceIdInput = z.object(invoiceId);

/** The console's list: by status (all when absent), newest first, 1-based pages. */
export const invoiceListInput = z.object({
  status: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(INVOICE_STATUSES).optional().catch(undefined)),
  page: z.preprocess(numberFromText, z.number().int().min(1)).catch(1).default(1),
  size: z.preprocess(numberFromText, z.number().int().min(1).max(100)).catch(20).default(20),
});

/** The invoice export takes the list's filter (not its page) and the format. */
export const invoiceExportInput = z.object({ status: invoiceListInput.shape.status, format: exportFormat });

/** The issued PDF's size limit (an e-invoice is a page or two). */
export const INVOICE_PDF_MAX_BYTES = 5 * 1024 * 1024;
