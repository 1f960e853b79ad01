// Prices before submit and dates per sample (issue 34 points 1 and 3; decisions 0070, 0071).
// - The price table: one row per catalogue item (contracts/pricing.ts); staff set price and days, each
//   change written with its history row and its audit record in one transaction.
// - An order's price: the quote staff entered at confirmation wins; before it, the estimate this
//   server computes from the stored samples with the current table (the page's own sum is a preview).
// - Dates: the expected finish day from the latest confirmation and the turnaround days, measured by
//   the injected clock (`now`), for the order and each sample; the running orders late or due soon.
import type { z } from 'zod';
import type { priceHistoryInput, priceSaveInput } from '../../../contracts/api/admin/prices.ts';
import { PRICE_MESSAGES } from '../../../contracts/api/admin/prices.ts';
import { ORDER_MESSAGES, ORDER_STATUS, type OrderKind } from '../../../contracts/order.ts';
import { CELL_MESSAGES } from '../../../contracts/order-cell.ts';
import { PRICE_ITEMS, estimateOrder, findPriceItem, scheduleOf, type PriceRow, type Schedule, type PricedCellForm, type PricedSample } from '../../../contracts/pricing.ts';
import type { Database } from '../../db/client.ts';
import { actorOf, type AuthStaff } from '../../http/auth-staff.ts';
import { notFound, refuse } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import { quoteAnswer } from '../order-ops/answers.ts';
import { isRowId, type OrderRecord } from '../order-ops/orders-repo.ts';
import { createOrderOpsRepo } from '../order-ops/repo.ts';
import { createPricingRepo } from './repo.ts';

export interface PricingDeps {
  audit: Pick<AuditService, 'record'>;
  now: () => Date;
}

const NOT_FOUND: Record<OrderKind, string> = { guide: ORDER_MESSAGES.orderNotFound, amplicon: ORDER_MESSAGES.orderNotFound, cell: CELL_MESSAGES.notFound };

const nameOf = (c: { email: string | null; fname: string | null; lname: string | null; company: string | null }) =>
  `${c.fname ?? ''}${c.lname ?? ''}`.trim() || c.company || c.email || null;

export function createPricingService(database: Database, deps: PricingDeps) {
  const repo = createPricingRepo(database.db);
  const orders = createOrderOpsRepo(database.db);

  async function priceRows(): Promise<PriceRow[]> {
    const rows = await repo.listPrices();
    return rows.map((r) => ({ kind: r.kind as OrderKind, item: r.item, price: Number(r.price), days: r.days }));
  }

  async function table() {
    const rows = await repo.listPrices();
    const byKey = new Map(rows.map((r) => [`${r.kind}:${r.item}`, r]));
    return PRICE_ITEMS.map((def) => {
      const row = byKey.get(`${def.kind}:${def.item}`);
      return {
        kind: def.kind,
        item: def.item,
        unit: def.unit,
        label: def.label,
        price: row ? Number(row.price) : null,
        days: row ? row.days : null,
        update_time: row?.update_time ?? null,
        staff_name: row?.staff_name ?? null,
      };
    });
  }

  /** The order-level date of each of these orders of one kind, by id. */
  async function schedulesOf(kind: OrderKind, rows: Array<{ id: number; status: number; update_time: Date | null }>, prices: PriceRow[], now: Date) {
    const ids = rows.map((o) => o.id);
    const [confirmations, finishes, forms, samples] = await Promise.all([
      repo.orderMoves(kind, ids, ORDER_STATUS.confirmed),
      repo.orderMoves(kind, ids, ORDER_STATUS.done),
      kind === 'cell' ? repo.cellForms(ids) : Promise.resolve([]),
      kind === 'cell' ? Promise.resolve([]) : repo.samplesOf(kind, ids),
    ]);
    const formOf = new Map(forms.map((f) => [f.id, f]));
    const result = new Map<number, Schedule>();
    for (const order of rows) {
      const input = kind === 'cell' ? (formOf.get(order.id) ?? {}) : (samples as Array<{ oid: number } & PricedSample>).filter((s) => s.oid === order.id);
      const estimate = estimateOrder(kind, prices, input);
      const confirmedAt = order.status >= ORDER_STATUS.confirmed ? (confirmations.get(order.id) ?? null) : null;
      const finishedAt = order.status === ORDER_STATUS.done ? (finishes.get(order.id) ?? order.update_time) : null;
      result.set(order.id, scheduleOf({ confirmedAt, finishedAt, days: estimate?.days ?? null, now }));
    }
    return result;
  }

  /** The price shown for an order and its dates, from the stored order (checked by the caller). */
  async function pricingOf(kind: OrderKind, order: OrderRecord) {
    const [prices, samples, quoteRow, confirmations, finishes] = await Promise.all([
      priceRows(),
      kind === 'cell' ? Promise.resolve([]) : orders.listSamples(kind, order.id),
      orders.findQuote(kind, order.id),
      repo.orderMoves(kind, [order.id], ORDER_STATUS.confirmed),
      repo.orderMoves(kind, [order.id], ORDER_STATUS.done),
    ]);
    const estimate = estimateOrder(kind, prices, kind === 'cell' ? (order as PricedCellForm) : (samples as PricedSample[]));
    const quote = order.status >= ORDER_STATUS.confirmed ? quoteAnswer(quoteRow) : null;
    const now = deps.now();
    const confirmedAt = order.status >= ORDER_STATUS.confirmed ? (confirmations.get(order.id) ?? null) : null;
    const orderDone = order.status === ORDER_STATUS.done ? (finishes.get(order.id) ?? order.update_time) : null;
    const sampleDone = kind === 'cell' ? new Map<number, Date>() : await repo.sampleDoneMoves(kind, order.id);
    return {
      shown: quote ? ('quote' as const) : estimate ? ('estimate' as const) : ('none' as const),
      amount: quote ? quote.amount : (estimate?.total ?? null),
      estimate,
      quote,
      schedule: {
        order: scheduleOf({ confirmedAt, finishedAt: orderDone, days: estimate?.days ?? null, now }),
        samples: samples.map((sample, i) => ({
          id: sample.id,
          name: sample.name,
          status: sample.status,
          ...scheduleOf({
            confirmedAt,
            finishedAt: sample.status === ORDER_STATUS.done ? (sampleDone.get(sample.id) ?? orderDone ?? order.update_time) : null,
            days: estimate?.sample_days[i] ?? null,
            now,
          }),
        })),
      },
    };
  }

  return {
    /** The customer's price table: every item, priced or not. */
    async publicPrices() {
      return (await table()).map(({ update_time: _u, staff_name: _s, ...row }) => row);
    },

    adminPrices: table,

    async save(staff: AuthStaff, ip: string | null, input: z.output<typeof priceSaveInput>) {
      const def = findPriceItem(input.kind, input.item);
      if (!def) throw refuse(PRICE_MESSAGES.itemInvalid);
      await repo.transaction(async (q, tx) => {
        const before = await q.findPrice(input.kind, input.item, true);
        await q.upsertPrice({ kind: input.kind, item: input.item, price: input.price, days: input.days, staff_id: staff.id });
        await q.insertHistory({
          kind: input.kind,
          item: input.item,
          old_price: before ? Number(before.price) : null,
          old_days: before ? before.days : null,
          price: input.price,
          days: input.days,
          staff_id: staff.id,
        });
        await deps.audit.record(
          actorOf(staff, ip),
          {
            action: 'price.save',
            entity: 'price_item',
            entityId: `${input.kind}:${input.item}`,
            before: before ? { price: Number(before.price), days: before.days } : null,
            after: { price: input.price, days: input.days },
          },
          tx,
        );
      });
      const row = (await table()).find((r) => r.kind === input.kind && r.item === input.item);
      return row!;
    },

    async history(input: z.output<typeof priceHistoryInput>) {
      const rows = await repo.listHistory({ kind: input.kind, item: input.item });
      return rows.map((r) => ({
        ...r,
        label: findPriceItem(r.kind, r.item)?.label ?? r.item,
        old_price: r.old_price === null ? null : Number(r.old_price),
        price: Number(r.price),
      }));
    },

    /** The customer's own order: another user's answers 404 like a missing one. */
    async customerPricing(uid: number, kind: OrderKind, id: number) {
      const order = await orders.findOwnedOrder(kind, uid, id);
      if (!order) throw notFound(NOT_FOUND[kind]);
      return pricingOf(kind, order);
    },

    async staffPricing(kind: OrderKind, id: number) {
      const order = await orders.findOrder(kind, id);
      if (!order) throw notFound(NOT_FOUND[kind]);
      return pricingOf(kind, order);
    },

    /** The dates of a page of orders of one kind (the order centre's and the console's lists). */
    async schedules(kind: OrderKind, ids: number[], uid: number | null) {
      const rows = await repo.ordersByIds(kind, ids.filter(isRowId), uid);
      const schedules = await schedulesOf(kind, rows, await priceRows(), deps.now());
      return rows.map((row) => ({ id: row.id, ...schedules.get(row.id)! }));
    },

    /**
     * Running orders (statuses 1-5) whose expected day is past or at most two days away, the most
     * overdue first. Computed per order from the table, its samples and its confirmation.
     */
    async late() {
      const prices = await priceRows();
      const now = deps.now();
      const result = [];
      for (const kind of ['guide', 'amplicon', 'cell'] as const) {
        const running = await repo.runningOrders(kind);
        const schedules = await schedulesOf(kind, running.map((o) => ({ ...o, update_time: null })), prices, now);
        for (const order of running) {
          const schedule = schedules.get(order.id)!;
          if (schedule.state !== 'late' && schedule.state !== 'soon') continue;
          result.push({ kind, id: order.id, orderno: order.orderno, status: order.status, customer: nameOf(order), ...schedule });
        }
      }
      return result.toSorted((a, b) => (a.days_left ?? 0) - (b.days_left ?? 0) || a.orderno.localeCompare(b.orderno));
    },
  };
}

