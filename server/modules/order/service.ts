// The rules of GUIDE-seq and amplicon orders (spec/ordering.md sections 2-5; DESIGN.md: users see only
// their own rows, another user's row answers 404).
// - An order is created with its first sample; its number is generated here (kind prefix, the date in
//   Asia/Shanghai, six random digits; the unique index backs the check).
// - Samples are added only while the order is at status 0, edited only while the sample and its order
//   are at 0, deleted at 0 or 6. Each change locks the order row first and then sets yangben_nums to the
//   real count in the same transaction, so the count always equals the samples.
// - Deleting the last sample leaves the order with 0 samples; the order itself can be deleted at 0 or 6.
//   Its life (events, messages, quote, result files and their bytes) goes with it: `onOrderDeleted`
//   runs once the deletion has committed.
import QRCode from 'qrcode';
import { LEIXING, ORDER_MESSAGES, ORDERNO_PREFIX, canAddSamples, canDelete, canEdit, type OrderListInput, type SampleOrderKind } from '../../../contracts/order.ts';
import type { OrderHeader, OrderPage, SampleRow } from '../../../contracts/api/order.ts';
import { SAMPLE_FIELD_KEYS, checkSample, type SampleValues } from '../../../contracts/order-sample.ts';
import type { Database, Db } from '../../db/client.ts';
import { notFound, refuse } from '../../http/errors.ts';
import type { ParsePool } from '../../parsing/parse-pool.ts';
import { createSampleImportService } from './import-service.ts';
import { newOrderno } from './orderno.ts';
import { createOrderRepo, type OrderQueries, type OrderRow, type SampleRowDb } from './repo.ts';

function toHeader(row: OrderRow): OrderHeader {
  return {
    id: row.id,
    orderno: row.orderno,
    leixing: row.leixing,
    yangben_nums: row.yangben_nums,
    status: row.status,
    create_time: row.create_time.toISOString(),
    update_time: row.update_time.toISOString(),
  };
}

function toSample(row: SampleRowDb): SampleRow {
  return { ...row, create_time: row.create_time.toISOString(), update_time: row.update_time.toISOString() };
}

/**
 * What else happens around an order's life: a new order's mails to the company and the customer are
 * staged in its transaction (decision 0059); once a deletion committed, the order's records and files
 * (the order-ops module) go with it. (And where its imports are read.)
 */
export interface OrderDeletedHook {
  onOrderDeleted?(kind: SampleOrderKind | 'cell', id: number): Promise<void>;
  newOrderMails?: NewOrderMails;
  /** Where imported sheets are read (this process's parse pool unless a test gives its own). */
  parsePool?: ParsePool;
}

/** Stages a new order's mails in the order's transaction `tx` (server/modules/order-ops/new-order-mail.ts). */
export type NewOrderMailStager = (tx: Db, created: { id: number; orderno: string; samples: number | null }) => Promise<void>;

/** The new-order mails (decision 0059): read before the transaction, staged in it, relayed after it. */
export interface NewOrderMails {
  prepare(kind: SampleOrderKind | 'cell', uid: number, change?: 'created' | 'samples'): Promise<NewOrderMailStager>;
  committed(): Promise<void>;
}

/**
 * Before a new order's transaction (or one that adds or removes its samples while its mails wait):
 * what stages its mails in it (nothing without the hook).
 */
export async function newOrderStager(
  mails: NewOrderMails | undefined,
  kind: SampleOrderKind | 'cell',
  uid: number,
  change: 'created' | 'samples' = 'created',
): Promise<NewOrderMailStager> {
  return mails ? mails.prepare(kind, uid, change) : async () => {};
}

export function createSampleOrderService(database: Database, kind: SampleOrderKind, hooks: OrderDeletedHook = {}) {
  const repo = createOrderRepo(database.db, kind);
  const leixing = LEIXING[kind];
  const orderno = (tx: OrderQueries) => newOrderno(ORDERNO_PREFIX[kind], tx.ordernoTaken);

  /** The order locked for the rest of the transaction; another user's order is not found. */
  async function lockOrder(tx: OrderQueries, uid: number, oid: number): Promise<OrderRow> {
    const row = await tx.findOrder(uid, oid, true);
    if (!row) throw notFound(ORDER_MESSAGES.orderNotFound);
    return row;
  }

  /** After the order committed: its staged mails become jobs (never rejects). */
  const announce = async () => hooks.newOrderMails?.committed();

  const sampleRow = (uid: number, oid: number, values: SampleValues) => ({ ...values, uid, oid, leixing, status: 0 });

  const orders = {
    kind,

    async listOrders(uid: number, input: OrderListInput): Promise<OrderPage> {
      const page = Math.max(0, input.page);
      const { rows, total } = await repo.pageOrders(uid, input.keyword || undefined, page * input.size, input.size);
      return { data: rows.map(toHeader), total };
    },

    async order(uid: number, id: number): Promise<OrderHeader> {
      const row = await repo.findOrder(uid, id);
      if (!row) throw notFound(ORDER_MESSAGES.orderNotFound);
      return toHeader(row);
    },

    async samples(uid: number, oid: number): Promise<SampleRow[]> {
      if (!(await repo.findOrder(uid, oid))) throw notFound(ORDER_MESSAGES.orderNotFound);
      return (await repo.listSamples(uid, oid)).map(toSample);
    },

    /** One sample with the number and status of its order (the detail page shows parts of the header). */
    async sample(uid: number, id: number): Promise<SampleRow & { orderno: string; order_status: number }> {
      const row = await repo.findSample(uid, id);
      if (!row) throw notFound(ORDER_MESSAGES.sampleNotFound);
      const order = await repo.findOrder(uid, row.oid);
      if (!order) throw notFound(ORDER_MESSAGES.sampleNotFound);
      return { ...toSample(row), orderno: order.orderno, order_status: order.status };
    },

    /** A new order with its first sample; `info` is the new order's id (the form continues with it). */
    async createOrder(uid: number, values: SampleValues) {
      const stage = await newOrderStager(hooks.newOrderMails, kind, uid);
      const created = await repo.transaction(async (tx, txDb) => {
        const order = await tx.insertOrder(uid, await orderno(tx), leixing);
        const [sample] = await tx.insertSamples([sampleRow(uid, order.id, values)]);
        const yangben_nums = await tx.recount(order.id);
        await stage(txDb, { id: order.id, orderno: order.orderno, samples: yangben_nums });
        return { info: order.id, orderno: order.orderno, id: sample.id, yangben_nums };
      });
      await announce();
      return created;
    },

    /** Samples (one from the form, many from an import) join an order at status 0, all or none. */
    async addSamples(uid: number, oid: number, list: SampleValues[]) {
      // The order's mails, while they wait, are re-staged with the new count (new-order-mail.ts).
      const stage = await newOrderStager(hooks.newOrderMails, kind, uid, 'samples');
      const added = await repo.transaction(async (tx, txDb) => {
        const order = await lockOrder(tx, uid, oid);
        if (!canAddSamples(order.status)) throw refuse(ORDER_MESSAGES.orderLocked);
        const rows = await tx.insertSamples(list.map((values) => sampleRow(uid, oid, values)));
        const yangben_nums = await tx.recount(oid);
        await stage(txDb, { id: oid, orderno: order.orderno, samples: yangben_nums });
        return { info: oid, orderno: order.orderno, ids: rows.map((r) => r.id), yangben_nums };
      });
      await announce();
      return added;
    },

    /** One sample from the form joins an order at status 0; `id` is the new sample's. */
    async addSample(uid: number, oid: number, values: SampleValues) {
      const added = await orders.addSamples(uid, oid, [values]);
      return { info: added.info, orderno: added.orderno, id: added.ids[0], yangben_nums: added.yangben_nums };
    },

    /**
     * A new order holding every imported sample, in one transaction. `alongside` writes what belongs
     * with the new samples (a validated site's record) in that transaction: all of it or none.
     */
    async createOrderWith(uid: number, list: SampleValues[], alongside?: (tx: Db, created: { oid: number; sampleIds: number[] }) => Promise<void>) {
      const stage = await newOrderStager(hooks.newOrderMails, kind, uid);
      const created = await repo.transaction(async (tx, txDb) => {
        const order = await tx.insertOrder(uid, await orderno(tx), leixing);
        const rows = await tx.insertSamples(list.map((values) => sampleRow(uid, order.id, values)));
        await alongside?.(txDb, { oid: order.id, sampleIds: rows.map((r) => r.id) });
        const yangben_nums = await tx.recount(order.id);
        await stage(txDb, { id: order.id, orderno: order.orderno, samples: yangben_nums });
        return { info: order.id, orderno: order.orderno, ids: rows.map((r) => r.id), yangben_nums };
      });
      await announce();
      return created;
    },

    /**
     * 再来一单 (issue 34, decision 0073): a new order at status 0 holding copies of another of the
     * customer's orders' samples, whatever that order's status. Samples carry no files, so everything
     * is copied; each copy passes today's form rules (a rule changed since would otherwise slip in),
     * and the new order's mails go out as for any new order. The customer still edits, adds or
     * deletes samples while it awaits confirmation.
     */
    async reorder(uid: number, fromId: number) {
      if (!(await repo.findOrder(uid, fromId))) throw notFound(ORDER_MESSAGES.orderNotFound);
      const source = await repo.listSamples(uid, fromId);
      if (source.length === 0) throw refuse(ORDER_MESSAGES.reorderEmpty);
      const fields = SAMPLE_FIELD_KEYS[kind];
      const copies = source.map((row) => checkSample(kind, Object.fromEntries(fields.map((field) => [field, (row as Record<string, unknown>)[field]]))));
      if (copies.some((copy) => copy.issues.length > 0)) throw refuse(ORDER_MESSAGES.reorderInvalid);
      return orders.createOrderWith(uid, copies.map((copy) => copy.values));
    },

    async editSample(uid: number, id: number, values: SampleValues): Promise<SampleRow> {
      return repo.transaction(async (tx) => {
        const current = await tx.findSample(uid, id);
        if (!current) throw notFound(ORDER_MESSAGES.sampleNotFound);
        const order = await lockOrder(tx, uid, current.oid);
        if (!canEdit(current.status) || !canEdit(order.status)) throw refuse(ORDER_MESSAGES.sampleLocked);
        const row = await tx.updateSample(uid, id, values);
        return toSample(row!);
      });
    },

    async deleteSample(uid: number, id: number) {
      const stage = await newOrderStager(hooks.newOrderMails, kind, uid, 'samples');
      const deleted = await repo.transaction(async (tx, txDb) => {
        const current = await tx.findSample(uid, id);
        if (!current) throw notFound(ORDER_MESSAGES.sampleNotFound);
        const order = await lockOrder(tx, uid, current.oid);
        if (!canDelete(current.status)) throw refuse(ORDER_MESSAGES.deleteLocked);
        await tx.deleteSample(uid, id);
        const yangben_nums = await tx.recount(current.oid);
        await stage(txDb, { id: current.oid, orderno: order.orderno, samples: yangben_nums });
        return { id, oid: current.oid, yangben_nums };
      });
      await announce();
      return deleted;
    },

    async deleteOrder(uid: number, id: number) {
      const deleted = await repo.transaction(async (tx) => {
        const order = await lockOrder(tx, uid, id);
        if (!canDelete(order.status)) throw refuse(ORDER_MESSAGES.deleteLocked);
        await tx.deleteOrder(uid, id);
        return { id };
      });
      await hooks.onOrderDeleted?.(kind, id);
      return deleted;
    },

    /** What the printable manifest shows: the order, the customer, every sample and a QR code (SVG) of the order number. */
    async manifest(uid: number, oid: number) {
      const order = await repo.findOrder(uid, oid);
      if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
      const [samples, customer, qrcode] = await Promise.all([
        repo.listSamples(uid, oid),
        repo.findCustomer(uid),
        QRCode.toString(order.orderno, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      ]);
      return { order: toHeader(order), customer, samples: samples.map(toSample), qrcode };
    },
  };

  return {
    ...orders,
    /** The Excel template and the batch import (import-service.ts). */
    ...createSampleImportService(kind, orders, hooks.parsePool),
  };
}

export type SampleOrderService = ReturnType<typeof createSampleOrderService>;
