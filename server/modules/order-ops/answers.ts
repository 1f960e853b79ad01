// Rows of an order's life turned into the answers of contracts/api/admin/orders.ts and
// contracts/api/order-life.ts (dates stay Dates: they travel as ISO strings).
import { orderFields, sampleFields } from '../../../contracts/order-field-labels.ts';
import type { OrderKind, SampleOrderKind } from '../../../contracts/order.ts';
import type { FileRow, QuoteRow } from './life-repo.ts';
import type { CustomerRecord, OrderRecord, SampleRecord } from './orders-repo.ts';

export const customerName = (c: { fname: string | null; lname: string | null }): string | null => `${c.fname ?? ''}${c.lname ?? ''}`.trim() || null;

export function orderHeader(kind: OrderKind, order: OrderRecord) {
  return {
    kind,
    id: order.id,
    orderno: order.orderno,
    leixing: order.leixing,
    status: order.status,
    yangben_nums: kind === 'cell' ? null : Number(order.yangben_nums ?? 0),
    uid: order.uid,
    create_time: order.create_time,
    update_time: order.update_time,
  };
}

export const labelledOrder = (kind: OrderKind, order: OrderRecord) => orderFields(kind, order);

export const sampleAnswer = (kind: SampleOrderKind, sample: SampleRecord) => ({
  id: sample.id,
  name: sample.name,
  status: sample.status,
  fields: sampleFields(kind, sample),
});

export const customerAnswer = (c: CustomerRecord) => ({
  id: c.id,
  email: c.email,
  username: c.username,
  name: customerName(c),
  company: c.company,
  department: c.department,
  phone: c.phone,
  tel: c.tel,
});

export const quoteAnswer = (q: QuoteRow | null) =>
  q ? { amount: Number(q.amount), currency: q.currency, note: q.note, create_time: q.create_time } : null;

export const fileAnswer = (f: FileRow) => ({
  id: f.id,
  sample_id: f.sample_id,
  original_name: f.original_name,
  mime: f.mime,
  size: Number(f.size),
  sha256: f.sha256,
  create_time: f.create_time,
});

/**
 * The submission as the timeline's first step. Synthesised from the order's create_time (id 0, never
 * a stored event's id), so orders placed before events existed read the same as new ones.
 */
export const submittedEvent = (order: OrderRecord) => ({
  id: 0,
  type: 'submitted',
  sample_id: null,
  from_status: null,
  to_status: 0,
  note: null,
  internal_note: null,
  no_file_reason: null,
  staff_name: null,
  create_time: order.create_time,
});
