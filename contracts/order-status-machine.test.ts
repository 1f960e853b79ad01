// The console's buttons and the server's decisions come from one machine: for every set of roles and
// every status, a button shows exactly when the server accepts that move (with a reason for a move
// back), and the buttons are those the console showed before the rule moved here (issue 36).
import { describe, expect, it } from 'vitest';
import { LAST_STATUS, ORDER_OPS_MESSAGES } from './order-ops.ts';
import { decideOrderMove, decideSampleMove, orderMovesFor, sampleMovesFor } from './order-status-machine.ts';
import { STAFF_ROLES, hasRole } from './staff-roles.ts';

const STATUSES = [0, 1, 2, 3, 4, 5, 6];
/** Every subset of the staff roles, the empty one included. */
const ROLE_SETS: string[][] = Array.from({ length: 1 << STAFF_ROLES.length }, (_, mask) => STAFF_ROLES.filter((_role, i) => mask & (1 << i)));

describe('order moves', () => {
  it('shows a button exactly where the server accepts the move', () => {
    for (const roles of ROLE_SETS) {
      for (const status of STATUSES) {
        const moves = orderMovesFor(roles, status);
        const forward = decideOrderMove({ roles, from: status, to: status + 1, note: null, hasQuote: false, resultFiles: 1, noFileReason: null }).ok;
        const back = decideOrderMove({ roles, from: status, to: status - 1, note: '原因', hasQuote: false, resultFiles: 1, noFileReason: null }).ok;
        expect({ roles, status, forward: moves.confirm || moves.advance, back: moves.back }).toEqual({ roles, status, forward: status < LAST_STATUS && forward, back });
      }
    }
  });

  it('shows the buttons the console showed before', () => {
    for (const roles of ROLE_SETS) {
      for (const status of STATUSES) {
        expect({ roles, status, ...orderMovesFor(roles, status) }).toEqual({
          roles,
          status,
          confirm: status === 0 && hasRole(roles, ['sales']),
          advance: status >= 1 && status < LAST_STATUS && hasRole(roles, ['lab']),
          back: status >= 1 && roles.includes('admin'),
        });
      }
    }
  });

  it('refuses a move back without a reason and a quote after the confirmation', () => {
    expect(decideOrderMove({ roles: ['admin'], from: 2, to: 1, note: null, hasQuote: false, resultFiles: 1, noFileReason: null })).toEqual({ ok: false, message: '退回时请填写原因' });
    expect(decideOrderMove({ roles: ['admin'], from: 1, to: 2, note: null, hasQuote: true, resultFiles: 1, noFileReason: null })).toEqual({ ok: false, message: '订单确认后报价不能再修改' });
    expect(decideOrderMove({ roles: ['sales'], from: 0, to: 1, note: null, hasQuote: true, resultFiles: 1, noFileReason: null })).toEqual({ ok: true, direction: 'forward' });
  });

  it('reaches 已完成 only with a result file or a reason for none, and takes that reason nowhere else', () => {
    const done = { roles: ['lab'], from: LAST_STATUS - 1, to: LAST_STATUS, note: null, hasQuote: false };
    expect(decideOrderMove({ ...done, resultFiles: 0, noFileReason: null })).toEqual({ ok: false, message: ORDER_OPS_MESSAGES.resultFileRequired });
    expect(decideOrderMove({ ...done, resultFiles: 0, noFileReason: '客户只要口头结论' })).toEqual({ ok: true, direction: 'forward' });
    expect(decideOrderMove({ ...done, resultFiles: 2, noFileReason: null })).toEqual({ ok: true, direction: 'forward' });
    expect(decideOrderMove({ ...done, resultFiles: 2, noFileReason: '多余的原因' })).toEqual({ ok: false, message: ORDER_OPS_MESSAGES.noFileReasonOnlyAtDone });
    expect(decideOrderMove({ ...done, from: 1, to: 2, resultFiles: 0, noFileReason: '不在这一步' })).toEqual({ ok: false, message: ORDER_OPS_MESSAGES.noFileReasonOnlyAtDone });
  });
});

describe('sample moves', () => {
  it('shows a button exactly where the server accepts the move', () => {
    for (const roles of ROLE_SETS) {
      for (const orderStatus of STATUSES) {
        for (const status of STATUSES.filter((s) => s >= orderStatus)) {
          const moves = sampleMovesFor(roles, orderStatus, status);
          const advance = status < LAST_STATUS && decideSampleMove({ roles, orderStatus, from: status, to: status + 1, note: null }).ok;
          const back = decideSampleMove({ roles, orderStatus, from: status, to: status - 1, note: '原因' }).ok;
          expect({ roles, orderStatus, status, ...moves }).toEqual({ roles, orderStatus, status, advance, back });
        }
      }
    }
  });

  it('shows the buttons the console showed before, for every sample of a confirmed order', () => {
    for (const roles of ROLE_SETS) {
      for (const orderStatus of STATUSES.filter((s) => s >= 1)) {
        for (const status of STATUSES.filter((s) => s >= orderStatus)) {
          expect({ roles, orderStatus, status, ...sampleMovesFor(roles, orderStatus, status) }).toEqual({
            roles,
            orderStatus,
            status,
            advance: hasRole(roles, ['lab']) && status < LAST_STATUS,
            back: roles.includes('admin') && status > orderStatus,
          });
        }
      }
    }
  });

  it('moves no sample of an unconfirmed order (the server refused the console\'s 退回 there)', () => {
    expect(sampleMovesFor(['admin'], 0, 2)).toEqual({ advance: false, back: false });
    expect(decideSampleMove({ roles: ['admin'], orderStatus: 0, from: 2, to: 1, note: '原因' })).toEqual({ ok: false, message: '订单确认后才能推进样本' });
  });
});
