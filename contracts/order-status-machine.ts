// The order status machine (DESIGN.md "Operations console", "Orders"; decision 0015 for samples): the
// one place that says which move of an order or a sample is allowed, and to whom. The server decides
// with it (the service applies a decision atomically, UPDATE … WHERE status = <from>); the console
// shows a move's button only where the same rule allows it (decision 0066).
//
// Orders: one step at a time along 0 → 6. 0 → 1 (confirmation, optionally with a quote) by sales or an
// admin; 1 → 2 … 5 → 6 by the lab or an admin; back one step only by an admin, with a reason, never
// below 0. 已完成 only with a result file or a confirmed reason for none (issue 35). Samples: never
// below their order; one step ahead by the lab (or an admin) once the order is confirmed, up to 6;
// back one step by an admin only, never below the order.
import { FIRST_STATUS, LAST_STATUS, ORDER_OPS_MESSAGES } from './order-ops.ts';
import { ORDER_STATUS } from './order.ts';
import { hasRole, type StaffRole } from './staff-roles.ts';

export type Move = { ok: true; direction: 'forward' | 'back' } | { ok: false; message: string };

/** A staff member's roles (StaffRole names; the console holds them as the session answered them). */
type Roles = readonly string[];

const refused = (message: string): Move => ({ ok: false, message });

/** The next status of a forward move, or null at the end. */
const nextStatus = (status: number): number | null => (status < LAST_STATUS ? status + 1 : null);
const previousStatus = (status: number): number | null => (status > FIRST_STATUS ? status - 1 : null);

/** The direction of a one-step move within 0-6, or the refusal of any other. */
function step(from: number, to: number): Move {
  if (to === nextStatus(from)) return { ok: true, direction: 'forward' };
  if (to === previousStatus(from)) return { ok: true, direction: 'back' };
  if (from === LAST_STATUS && to >= from) return refused(ORDER_OPS_MESSAGES.alreadyDone);
  if (from === FIRST_STATUS && to <= from) return refused(ORDER_OPS_MESSAGES.alreadyFirst);
  if (to < from) return refused(ORDER_OPS_MESSAGES.notPreviousStatus);
  return refused(ORDER_OPS_MESSAGES.notNextStatus);
}

type Allowed = Extract<Move, { ok: true }>;

/** Who may make a one-step move: back is an admin's; forward is `forwardBy`'s (hasRole lets an admin too). */
function byRole(roles: Roles, move: Allowed, forwardBy: { role: StaffRole; refusal: string }): Move {
  if (move.direction === 'back') return roles.includes('admin') ? move : refused(ORDER_OPS_MESSAGES.backByAdmin);
  return hasRole(roles, [forwardBy.role]) ? move : refused(forwardBy.refusal);
}

const CONFIRM = { role: 'sales' as const, refusal: ORDER_OPS_MESSAGES.confirmBySales };
const PROGRESS = { role: 'lab' as const, refusal: ORDER_OPS_MESSAGES.progressByLab };

/** Whether these roles may move an order from `from` to `to`, before the move's note and quote are looked at. */
function orderMoveFor(roles: Roles, from: number, to: number): Move {
  const move = step(from, to);
  if (!move.ok) return move;
  return byRole(roles, move, from === ORDER_STATUS.pending ? CONFIRM : PROGRESS);
}

export interface OrderMoveRequest {
  roles: Roles;
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
  const move = orderMoveFor(roles, from, to);
  if (!move.ok) return move;
  if (move.direction === 'back' && !note) return refused(ORDER_OPS_MESSAGES.reasonRequired);
  // The quote belongs to the confirmation; once confirmed it stays as agreed.
  if (hasQuote && !(move.direction === 'forward' && from === ORDER_STATUS.pending)) return refused(ORDER_OPS_MESSAGES.quoteTooLate);
  // 已完成 tells the customer the results are there (issue 35): it needs a result file, or a reason
  // staff confirm for having none. A reason anywhere else would be a record of nothing.
  const toDone = move.direction === 'forward' && to === LAST_STATUS;
  if (noFileReason !== null && !(toDone && resultFiles === 0)) return refused(ORDER_OPS_MESSAGES.noFileReasonOnlyAtDone);
  if (toDone && resultFiles === 0 && noFileReason === null) return refused(ORDER_OPS_MESSAGES.resultFileRequired);
  return move;
}

/** The moves of an order at `status` these roles may make: the console's buttons. */
export function orderMovesFor(roles: Roles, status: number): { confirm: boolean; advance: boolean; back: boolean } {
  const forward = orderMoveFor(roles, status, status + 1).ok;
  return {
    confirm: forward && status === ORDER_STATUS.pending,
    advance: forward && status !== ORDER_STATUS.pending,
    back: orderMoveFor(roles, status, status - 1).ok,
  };
}

/** Whether these roles may move a sample from `from` to `to`, before the move's note is looked at. */
function sampleMoveFor(roles: Roles, orderStatus: number, from: number, to: number): Move {
  if (orderStatus < ORDER_STATUS.confirmed) return refused(ORDER_OPS_MESSAGES.sampleNotConfirmed);
  const move = step(from, to);
  if (!move.ok) return move;
  const allowed = byRole(roles, move, PROGRESS);
  if (allowed.ok && move.direction === 'back' && to < orderStatus) return refused(ORDER_OPS_MESSAGES.sampleBehindOrder);
  return allowed;
}

export interface SampleMoveRequest {
  roles: Roles;
  orderStatus: number;
  from: number;
  to: number;
  note: string | null;
}

export function decideSampleMove({ roles, orderStatus, from, to, note }: SampleMoveRequest): Move {
  const move = sampleMoveFor(roles, orderStatus, from, to);
  if (!move.ok) return move;
  if (move.direction === 'back' && !note) return refused(ORDER_OPS_MESSAGES.reasonRequired);
  return move;
}

/** The moves of a sample at `status` in an order at `orderStatus` these roles may make: the console's buttons. */
export function sampleMovesFor(roles: Roles, orderStatus: number, status: number): { advance: boolean; back: boolean } {
  return {
    advance: sampleMoveFor(roles, orderStatus, status, status + 1).ok,
    back: sampleMoveFor(roles, orderStatus, status, status - 1).ok,
  };
}
