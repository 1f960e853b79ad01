// The rules of cell-line construction orders (type 3; spec/ordering.md sections 3-5 and 8):
// - One form is one order; its number is CL + the date in Asia/Shanghai + six random digits.
// - The fields are checked by `checkCell` (contracts/order-cell.ts) before this runs; hidden sections
//   arrive emptied. Each proof address must name a `proof` upload of the same user (the upload call
//   checked its content), so a form cannot point at another user's file or an arbitrary address.
// - Only the owner reads, edits or deletes (404 otherwise); edit and delete only at status 0
//   (docs/decisions/0011-cell-line-delete-rule.md).
import { CELL_FILE_FIELDS, CELL_MESSAGES, CELL_PROOF_PURPOSE, canDeleteCell, canEditCell, type CellValues } from '../../../contracts/order-cell.ts';
import type { CellOrder, CellOrderInfo, CellSample, CellSampleInfo } from '../../../contracts/api/order-cell.ts';
import { ORDERNO_PREFIX, type OrderListInput } from '../../../contracts/order.ts';
import type { Database } from '../../db/client.ts';
import { notFound, refuse } from '../../http/errors.ts';
import { createCellRepo, type CellRowDb } from './cell-repo.ts';
import { newOrderno } from './orderno.ts';
import type { UploadService } from '../upload/service.ts';
import { newOrderStager, type OrderDeletedHook } from './service.ts';

type CellUploads = Pick<UploadService, 'ownsUpload' | 'linksFor' | 'release'>;

function toOrder(row: CellRowDb): CellOrder {
  const { uid: _uid, ...rest } = row;
  return { ...rest, create_time: row.create_time.toISOString(), update_time: row.update_time.toISOString() };
}

/** The form's values without the proofs that are the ones already stored. */
function withoutKeptProofs(values: CellValues, stored: CellRowDb): CellValues {
  const changed: CellValues = { ...values };
  for (const field of CELL_FILE_FIELDS) if (changed[field] === stored[field]) delete changed[field];
  return changed;
}

export function createCellOrderService(database: Database, deps: { uploads: CellUploads } & OrderDeletedHook) {
  const repo = createCellRepo(database.db);

  async function checkProofs(uid: number, values: CellValues) {
    for (const field of CELL_FILE_FIELDS) {
      const url = values[field];
      if (typeof url === 'string' && !(await deps.uploads.ownsUpload(url, uid, CELL_PROOF_PURPOSE))) throw refuse(CELL_MESSAGES.badFile);
    }
  }

  return {
    /** Pages count from 1 for cell orders (section 9); 0 or less is the first page. */
    async list(uid: number, input: OrderListInput): Promise<{ data: CellOrder[]; total: number }> {
      const page = Math.max(1, input.page);
      const { rows, total } = await repo.page(uid, input.keyword || undefined, (page - 1) * input.size, input.size);
      return { data: rows.map(toOrder), total };
    },

    /** The owner's order, with a short-lived link to each proof (the stored addresses are never served). */
    async info(uid: number, id: number): Promise<CellOrderInfo> {
      const row = await repo.find(uid, id);
      if (!row) throw notFound(CELL_MESSAGES.notFound);
      const links = await deps.uploads.linksFor(CELL_FILE_FIELDS.map((field) => row[field]), { uid });
      const [shengzhang_file, cunhuo_file, shuzhu_file] = links.map((link) => (link ? { ...link, expires_at: link.expires_at.toISOString() } : null));
      return { ...toOrder(row), file_links: { shengzhang_file, cunhuo_file, shuzhu_file } };
    },

    /**
     * The order as its one sample (decision 0031): a cell order is a single form, so its sample list is
     * the order itself. Another user's order is missing, like a missing one.
     */
    async samples(uid: number, oid: number): Promise<CellSample[]> {
      const row = await repo.find(uid, oid);
      if (!row) throw notFound(CELL_MESSAGES.notFound);
      return [{ ...toOrder(row), oid: row.id }];
    },

    /** The one sample's detail: the order's fields and proof links (as `info`), with `oid`. */
    async sampleInfo(uid: number, oid: number): Promise<CellSampleInfo> {
      return { ...(await this.info(uid, oid)), oid };
    },

    /** `info` is the new order's id. */
    async create(uid: number, values: CellValues) {
      await checkProofs(uid, values);
      const stage = await newOrderStager(deps.newOrderMails, 'cell', uid);
      const created = await repo.transaction(async (tx, txDb) => {
        const row = await tx.insert({ ...values, uid, orderno: await newOrderno(ORDERNO_PREFIX.cell, tx.ordernoTaken), status: 0 });
        // The company's and the customer's mails commit with the order (decision 0059).
        await stage(txDb, { id: row.id, orderno: row.orderno, samples: null });
        return { info: row.id, orderno: row.orderno };
      });
      await deps.newOrderMails?.committed();
      return created;
    },

    async edit(uid: number, id: number, values: CellValues): Promise<CellOrder> {
      // New proofs are checked before the transaction: the check reads the uploads table, and on the
      // embedded database (one connection) a read outside an open transaction would wait for it for ever.
      // A proof kept from before was checked when it was stored (a simultaneous edit cannot change
      // that: every proof an order of this user held is the user's own).
      const before = await repo.find(uid, id);
      if (!before) throw notFound(CELL_MESSAGES.notFound);
      await checkProofs(uid, withoutKeptProofs(values, before));
      const updated = await repo.transaction(async (tx) => {
        const current = await tx.find(uid, id, true);
        if (!current) throw notFound(CELL_MESSAGES.notFound);
        if (!canEditCell(current.status)) throw refuse(CELL_MESSAGES.locked);
        const changed = withoutKeptProofs(values, current);
        const row = await tx.update(uid, id, values);
        return { order: toOrder(row!), replaced: CELL_FILE_FIELDS.filter((field) => field in changed).map((field) => current[field]) };
      });
      // A proof the edit replaced or cleared belongs to nothing any more; it goes once the edit committed.
      await deps.uploads.release(updated.replaced);
      return updated.order;
    },

    /** The order's life (events, messages, result files) and its proofs go with it once the deletion committed. */
    async remove(uid: number, id: number) {
      const { removed, proofs } = await repo.transaction(async (tx) => {
        const current = await tx.find(uid, id, true);
        if (!current) throw notFound(CELL_MESSAGES.notFound);
        if (!canDeleteCell(current.status)) throw refuse(CELL_MESSAGES.deleteLocked);
        await tx.remove(uid, id);
        return { removed: { id }, proofs: CELL_FILE_FIELDS.map((field) => current[field]) };
      });
      // The proofs go with the order, once its deletion committed.
      await deps.uploads.release(proofs);
      await deps.onOrderDeleted?.('cell', id);
      return removed;
    },
  };
}
