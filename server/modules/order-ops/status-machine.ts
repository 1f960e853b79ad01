// The order status machine (DESIGN.md "Operations console", "Orders"; decision 0015 for samples): the
// one place that says which move of an order or a sample is allowed, and to whom. Pure: the service
// applies a decision atomically (UPDATE … WHERE status = <from>).
//
// Orders: one step at a time along 0 → 6. 0 → 1 (confirmation, optionally with a quote) by sales or an
// admin; 1 → 2 … 5 → 6 by the lab or an admin; back one step only by an admin, with a reason, never
// below 0. 已完成 only with a result file or a confirmed reason for none (issue 35). Samples: never below their order; one step ahead by the lab (or an admin) once the order is
// confirmed, up to 6; back one step by an admin only, never below the order.
import { FIRST_STATUS, LAST_STATUS, ORDER_OPS_MESSAGES } from '../../../contracts/order-ops.ts';
import { ORDER_STATUS } from '../../../contracts/order.ts';
import { hasRole, type StaffRole } from '../../../contracts/staff.ts';

export type Move = { ok: true; direction: 'forward' | 'back' } | { ok: false; message: string };

const refused = (message: string): Move => ({ ok: false, message });

/** The direction of a one-step move, or the refusal of any other. */
function step(from: number, to: number): Move {
  if (to === from + 1) return { ok: true, direction: 'forward' };
  if (to === from - 1) return { ok: true, direction: 'back' };
  if (from === LAST_STATUS && to >= from) return refused(ORDER_OPS_MESSAGES.alreadyDone);
  if (from === FIRST_STATUS && to <= from) return refused(ORDER_OPS_MESSAGES.alreadyFirst);
  if (to < from) return refused(ORDER_OPS_MESSAGES.notPreviousStatus);
  return refused(ORDER_OPS_MESSAGES.notNextStatus);
}

export interface OrderMoveRequest {
  roles: readonly StaffRole[];
  from: number;
  to: number;
  /** The note for the customer: the reason of a move back. */
  note: string | null;
  hasQuote: boolean;
  /** Result files the order shows now (withdrawn ones not counted). */
  resultFiles: number;
  /** Why an order reaches 已完成 without a result file, as staff confirmed it; null when not given. */
  noFileReason: string | null;
}

export function decideOrderMove({ roles, from, to, note, hasQuote, resultFiles, noFileReason }: OrderMoveRequest): Move {
  const move = step(from, to);
  if (!move.ok) return move;
  if (move.direction === 'back') {
    if (!roles.includes('admin')) return refused(ORDER_OPS_MESSAGES.backByAdmin);
    if (!note) return refused(ORDER_OPS_MESSAGES.reasonRequired);
  } else if (from === ORDER_STATUS.pending) {
    if (!hasRole(roles, ['sales'])) return refused(ORDER_OPS_MESSAGES.confirmBySales);
  } else if (!hasRole(roles, ['lab'])) {
    return refused(ORDER_OPS_MESSAGES.progressByLab);
  }
  // The quote belongs to the confirmation; once confirmed it stays as agreed.
  if (hasQuote && !(move.direction === 'forward' && from === ORDER_STATUS.pending)) return refused(ORDER_OPS_MESSAGES.quoteTooLate);
  // 已完成 tells the customer the results are there (issue 35): it needs a result file, or a reason
  // staff confirm for having none. A reason anywhere else would be a record of nothing.
  const toDone = move.direction === 'forward' && to === LAST_STATUS;
  if (noFileReason !== null && !(toDone && resultFiles === 0)) return refused(ORDER_OPS_MESSAGES.noFileReasonOnlyAtDone);
  if (toDone && resultFiles === 0 && noFileReason === null) return refused(ORDER_OPS_MESSAGES.resultFileRequired);
  return move;
}

export interface SampleMoveRequest {
  roles: readonly StaffRole[];
  orderStatus: number;
  from: number;
  to: number;
  note: string | null;
}

export function decideSampleMove({ roles, orderStatus, from, to, note }: SampleMoveRequest): Move {
  if (orderStatus < ORDER_STATUS.confirmed) return refused(ORDER_OPS_MESSAGES.sampleNotConfirmed);
  const move = step(from, to);
  if (!move.ok) return move;
  if (move.direction === 'back') {
    if (!roles.includes('admin')) return refused(ORDER_OPS_MESSAGES.backByAdmin);
    if (to < orderStatus) return refused(ORDER_OPS_MESSAGES.sampleBehindOrder);
    if (!note) return refused(ORDER_OPS_MESSAGES.reasonRequired);
  } else if (!hasRole(roles, ['lab'])) {
    return refused(ORDER_OPS_MESSAGES.progressByLab);
  }
  return move;
}
