// Staff sign-in (password, then TOTP when enrolled; admins must enrol in production), the member's own
// account (TOTP enrolment, password) and staff management by admins (DESIGN.md "Operations console").
// Every write records an audit row in the write's own transaction.
import type { z } from 'zod';
import { STAFF_MESSAGES as M, type staffAddInput, type staffExportInput, type staffListInput, type staffLoginInput, type staffPasswordInput, type staffUpdateInput } from '../../../contracts/staff.ts';
import { STAFF_STATUS } from '../../../contracts/staff-roles.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/sql-helpers.ts';
import type { AuthStaff, StaffActor } from '../../http/auth-staff.ts';
import { refuse } from '../../http/errors.ts';
import { buildExport } from '../../http/table-export.ts';
import { STAFF_EXPORT_SHEET } from './export-sheet.ts';
import type { AuditService } from '../audit/service.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../user/password.ts';
import { createStaffRepo, type StaffPatch, type StaffRow } from './repo.ts';
import { LIMITS, type AttemptLimits } from '../../security/attempt-limits.ts';
import { recheckPassword } from '../../security/password-recheck.ts';
import type { CaptchaService } from '../captcha/service.ts';
import type { StaffSessionMeta, StaffSessionService } from './staff-session-service.ts';
import { matchTotp, newTotpSecret, totpEnrolment } from './totp.ts';

/** Serialises the changes that could leave no active admin. */
const ADMINS_LOCK = 'staff:admins';

export interface StaffServiceDeps {
  sessions: Pick<StaffSessionService, 'create' | 'widen' | 'revoke' | 'revokeAllFor'>;
  audit: Pick<AuditService, 'record'>;
  limits: Pick<AttemptLimits, 'take' | 'takeAll' | 'giveBack' | 'clear'>;
  /** The image captcha a sign-in needs once its account has had many failures from anywhere. */
  captcha: Pick<CaptchaService, 'verify'>;
  clock?: () => Date;
  /** Admins get an enrolment-only session until they set up TOTP; default: in production. */
  requireAdminTotp?: boolean;
}

export type StaffLoginInput = z.output<typeof staffLoginInput>;
export type StaffAddInput = z.output<typeof staffAddInput>;
export type StaffUpdateInput = z.output<typeof staffUpdateInput>;

/** What the console shows of a member: never a secret. */
export function staffView(row: StaffRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles,
    status: row.status,
    totp_enabled: row.totp_enabled_at !== null,
    last_login_at: row.last_login_at,
    create_time: row.create_time,
  };
}

export type StaffMemberView = ReturnType<typeof staffView>;

/** The failures of one account from one address (the address is left out only when unknown). */
const sourceKey = (email: string, ip: string | null) => `${ip ?? 'unknown'} ${email}`;

/** The answer that asks for the sign-in again with a solved captcha; nothing was checked. */
const CAPTCHA_STEP = { step: 'captcha' as const, token: null, expires_at: null, must_enrol: false };

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((r) => b.includes(r));
const isActiveAdmin = (roles: readonly string[], status: number) => status === STAFF_STATUS.active && roles.includes('admin');

export function createStaffService(config: Pick<AppConfig, 'NODE_ENV'>, database: Database, deps: StaffServiceDeps) {
  const repo = createStaffRepo(database.db);
  const clock = deps.clock ?? (() => new Date());
  const requireAdminTotp = deps.requireAdminTotp ?? config.NODE_ENV === 'production';

  async function memberOf(id: number): Promise<StaffRow> {
    const row = await repo.findById(id);
    if (!row) throw refuse(M.staffMissing);
    return row;
  }

  /**
   * Name, roles, enable/disable, a new password, a TOTP reset. At least one active admin stays, and
   * nobody disables themselves or drops their own admin role. Disabling, new roles, a new password
   * or a TOTP reset end the member's sessions (an admin editing themselves keeps this one).
   */
  async function update(input: StaffUpdateInput, actor: StaffActor, actorSessionId?: number): Promise<StaffMemberView> {
    const password_hash = input.password === undefined ? undefined : await hashPassword(input.password);
    const outcome = await repo.transaction(async (tx) => {
      await tx.lock(ADMINS_LOCK);
      const before = await tx.findById(input.id);
      if (!before) throw refuse(M.staffMissing);
      const roles: readonly string[] = input.roles ?? before.roles;
      const status = input.status ?? before.status;
      if (actor.id === before.id && (status !== STAFF_STATUS.active || !roles.includes('admin'))) throw refuse(M.notYourself);
      if (isActiveAdmin(before.roles, before.status) && !isActiveAdmin(roles, status) && (await tx.countOtherActiveAdmins(before.id)) === 0) {
        throw refuse(M.lastAdmin);
      }
      const patch: StaffPatch = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.roles !== undefined) patch.roles = [...roles];
      if (input.status !== undefined) patch.status = status;
      if (password_hash !== undefined) patch.password_hash = password_hash;
      if (input.reset_totp) Object.assign(patch, { totp_secret: null, totp_enabled_at: null, totp_last_step: null });
      const after = Object.keys(patch).length === 0 ? before : (await tx.update(before.id, patch))!;
      const changes = { ...staffView(after), ...(password_hash ? { password_changed: true } : {}), ...(input.reset_totp ? { totp_reset: true } : {}) };
      await deps.audit.record(actor, { action: 'staff.update', entity: 'staff', entityId: before.id, before: staffView(before), after: changes }, tx.db);
      const endSessions =
        (before.status === STAFF_STATUS.active && status !== STAFF_STATUS.active) ||
        !sameRoles(before.roles, after.roles) ||
        password_hash !== undefined ||
        input.reset_totp === true;
      return { after, endSessions };
    });
    if (outcome.endSessions) await deps.sessions.revokeAllFor(input.id, actor.id === input.id ? actorSessionId : undefined);
    return staffView(outcome.after);
  }

  const selfView = (row: StaffRow, session: Pick<AuthStaff, 'scope' | 'sessionExpiresAt'>) => ({
    ...staffView(row),
    scope: session.scope,
    session_expires_at: session.sessionExpiresAt,
  });

  return {
    /**
     * Password, then the authenticator's code when the member has enrolled. One message for an
     * unknown e-mail and a wrong password; "disabled" only after a correct one.
     *
     * Attempts are taken atomically in the shared store before anything is checked, and only
     * failures keep theirs. An address is refused outright past its failures on this account or on
     * any accounts; past the account's failures from every address together, a sign-in needs a solved
     * captcha instead, so nobody elsewhere can keep the member out (issue 32). A burst cannot get more
     * than the account's limit evaluated without a captcha each, and a captcha is spent by one check.
     */
    async login(input: StaffLoginInput, meta: StaffSessionMeta) {
      const ip = meta.ip?.slice(0, 64) || null;
      const source = sourceKey(input.email, ip);
      const { refused, taken } = await deps.limits.takeAll([[LIMITS.staffLoginSource, source], ...(ip ? [[LIMITS.staffLoginIp, ip] as const] : [])]);
      if (refused) throw refuse(M.tooManyAttempts);
      const account = await deps.limits.take(LIMITS.staffLoginAccount, input.email);
      const hits = [...taken, account];
      if (!account.allowed) {
        // Not an attempt until a captcha is solved: the hits go back, the account's count stays over.
        if (!input.captcha_key || !input.captcha) {
          await deps.limits.giveBack(hits);
          return CAPTCHA_STEP;
        }
        try {
          await deps.captcha.verify(input.captcha_key, input.captcha);
        } catch (error) {
          await deps.limits.giveBack(hits);
          throw error;
        }
      }
      let failed = false;
      try {
        const member = await repo.findByEmail(input.email);
        const correct = member ? await verifyPassword(member.password_hash, input.password) : await verifyAgainstDummy(input.password);
        if (!member || !correct) {
          failed = true;
          throw refuse(M.badCredentials);
        }
        if (member.status !== STAFF_STATUS.active) throw refuse(M.disabled);
        const enrolled = member.totp_enabled_at !== null && member.totp_secret !== null;
        if (enrolled) {
          if (input.totp === undefined) return { step: 'totp' as const, token: null, expires_at: null, must_enrol: false };
          const step = matchTotp(member.totp_secret!, input.totp, clock());
          // A code seen before (even a right one) is refused: it may have been watched.
          if (step === null || !(await repo.claimTotpStep(member.id, step))) {
            failed = true;
            throw refuse(M.totpInvalid);
          }
        }
        await deps.limits.clear(LIMITS.staffLoginAccount, input.email);
        await deps.limits.clear(LIMITS.staffLoginSource, source);
        const scope = requireAdminTotp && !enrolled && member.roles.includes('admin') ? 'enrol' : 'full';
        const session = await deps.sessions.create(member.id, scope, meta);
        await repo.update(member.id, { last_login_at: clock() });
        return { step: 'done' as const, token: session.token, expires_at: session.expiresAt, must_enrol: scope === 'enrol' };
      } finally {
        if (!failed) await deps.limits.giveBack(hits);
      }
    },

    async logout(staff: AuthStaff): Promise<void> {
      await deps.sessions.revoke(staff.sessionId);
    },

    async me(staff: AuthStaff) {
      return selfView(await memberOf(staff.id), staff);
    },

    /** A new pending secret (replacing any earlier pending one) until the member confirms a code. */
    async totpSetup(staff: AuthStaff) {
      const member = await memberOf(staff.id);
      if (member.totp_enabled_at !== null) throw refuse(M.totpEnrolled);
      const secret = newTotpSecret();
      await repo.update(member.id, { totp_secret: secret, totp_last_step: null });
      return { secret, ...(await totpEnrolment(secret, member.email)) };
    },

    /** The first right code turns TOTP on and widens an enrolment-only session. */
    async totpConfirm(staff: AuthStaff, code: string, actor: StaffActor) {
      const member = await memberOf(staff.id);
      if (member.totp_enabled_at !== null) throw refuse(M.totpEnrolled);
      if (member.totp_secret === null) throw refuse(M.totpNotStarted);
      const step = matchTotp(member.totp_secret, code, clock());
      if (step === null) throw refuse(M.totpInvalid);
      const updated = await repo.transaction(async (tx) => {
        const row = (await tx.update(member.id, { totp_enabled_at: clock(), totp_last_step: step }))!;
        await deps.audit.record(actor, { action: 'staff.totp_enable', entity: 'staff', entityId: member.id, before: staffView(member), after: staffView(row) }, tx.db);
        return row;
      });
      if (staff.scope === 'enrol') await deps.sessions.widen(staff.sessionId);
      return selfView(updated, { scope: 'full', sessionExpiresAt: staff.sessionExpiresAt });
    },

    /** The member's own new password; their other sessions end. */
    async changePassword(staff: AuthStaff, input: z.output<typeof staffPasswordInput>, actor: StaffActor): Promise<void> {
      const member = await memberOf(staff.id);
      // Counted per session: a stolen token gets a few guesses at the password, then it is ended.
      const recheck = await recheckPassword(deps.limits, LIMITS.staffPasswordRecheck, staff.sessionId, {
        evaluate: () => verifyPassword(member.password_hash, input.old_password),
        endSession: async () => {
          await deps.sessions.revoke(staff.sessionId);
        },
      });
      if (recheck === 'ended') throw refuse(M.oldPasswordLocked);
      if (recheck === 'wrong') throw refuse(M.oldPasswordWrong);
      const password_hash = await hashPassword(input.password);
      await repo.transaction(async (tx) => {
        await tx.update(member.id, { password_hash });
        await deps.audit.record(actor, { action: 'staff.password', entity: 'staff', entityId: member.id, before: null, after: { password_changed: true } }, tx.db);
      });
      await deps.sessions.revokeAllFor(member.id, staff.sessionId);
    },

    async list(filter: z.output<typeof staffListInput>): Promise<StaffMemberView[]> {
      return (await repo.list({ keyword: filter.keyword ?? undefined, role: filter.role })).map(staffView);
    },

    /** The filtered list as a file (never a password hash or TOTP secret); the export is audited. */
    async exportFile(actor: StaffActor, filter: z.output<typeof staffExportInput>) {
      const rows = await repo.list({ keyword: filter.keyword ?? undefined, role: filter.role });
      const file = await buildExport(STAFF_EXPORT_SHEET, filter.format, rows.map(staffView), rows.length);
      await deps.audit.record(actor, { action: 'staff.export', entity: 'staff', entityId: null, after: { filter, rows: rows.length } });
      return file;
    },

    async add(input: StaffAddInput, actor: StaffActor): Promise<StaffMemberView> {
      if (await repo.findByEmail(input.email)) throw refuse(M.emailTaken);
      const password_hash = await hashPassword(input.password);
      try {
        return await repo.transaction(async (tx) => {
          const row = await tx.insert({ email: input.email, name: input.name, roles: input.roles, password_hash });
          await deps.audit.record(actor, { action: 'staff.add', entity: 'staff', entityId: row.id, before: null, after: staffView(row) }, tx.db);
          return staffView(row);
        });
      } catch (error) {
        // Two adds of one e-mail at once: the unique index decides.
        if (uniqueViolation(error) !== null) throw refuse(M.emailTaken);
        throw error;
      }
    },

    update,

    /** The command line's password reset: by e-mail, the same rules as an admin's. */
    async resetPasswordByEmail(email: string, password: string, actor: StaffActor): Promise<StaffMemberView> {
      const member = await repo.findByEmail(email);
      if (!member) throw refuse(M.staffMissing);
      return update({ id: member.id, password }, actor);
    },
  };
}
