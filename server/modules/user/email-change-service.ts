// A new login e-mail (DESIGN.md "Reliability rules"): a stolen session alone cannot take the account.
// Step 1 needs the current password (the login check, its failures counted with the login's and per
// session: a session that sends it wrong 5 times is ended) and sends a code to the new address, usable
// only by this account; step 2 with that code changes the address, tells the old one, and ends every
// other session of the account.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/sql-helpers.ts';
import { refuse, unauthorized } from '../../http/errors.ts';
import { USER_MESSAGES as M, type ChangeEmailCodeInput, type ChangeEmailInput } from '../../../contracts/user.ts';
import type { AccountInfo } from '../../../contracts/api/user.ts';
import type { CodeService } from '../verification/service.ts';
import type { SessionService } from './session-service.ts';
import type { UserService, UserServiceDeps } from './user-service.ts';
import { LIMITS, type AttemptLimits } from '../../security/attempt-limits.ts';
import { recheckPassword } from '../../security/password-recheck.ts';
import type { MailBrands, MailLanguage } from '../mail/mail-language.ts';
import { toAccountInfo } from './account-info.ts';
import { addressInUseMail, emailChangedMail } from './account-mails.ts';
import { createUserRepo, type UserRow } from './user-repo.ts';

export interface EmailChangeDeps {
  users: Pick<UserService, 'checkPassword'>;
  codes: Pick<CodeService, 'send' | 'verify'>;
  mail: UserServiceDeps['mail'];
  brands: Pick<MailBrands, 'brandFor'>;
  sessions: Pick<SessionService, 'revokeOthersForUser' | 'revokeSession'>;
  limits: Pick<AttemptLimits, 'take' | 'giveBack'>;
}

/** The requester: the session's user and the session itself (which stays logged in). */
export interface Requester {
  uid: number;
  sessionId: number;
  ip: string | null;
  /** The language of the asking page: a new address is not yet the account's, so its mails use it. */
  lang: MailLanguage;
}

export function createEmailChangeService(database: Database, deps: EmailChangeDeps) {
  const repo = createUserRepo(database.db);

  async function ownUser(uid: number): Promise<UserRow> {
    const user = await repo.findById(uid);
    if (!user) throw unauthorized();
    return user;
  }

  return {
    /** Step 1: the current password, then a code to the new address (bound to this account). */
    async requestCode(requester: Requester, input: ChangeEmailCodeInput): Promise<{ info: string }> {
      const user = await ownUser(requester.uid);
      // Counted per session as well as by the login's limits: a stolen token gets a few guesses, then it is ended.
      const recheck = await recheckPassword(deps.limits, LIMITS.passwordRecheck, requester.sessionId, {
        evaluate: async () => (await deps.users.checkPassword(user.email, input.password, requester.ip)) !== null,
        endSession: async () => {
          await deps.sessions.revokeSession(requester.sessionId);
        },
      });
      if (recheck === 'ended') throw refuse(M.recheckLocked);
      if (recheck === 'wrong') throw refuse(M.wrongPassword);
      if (input.email === user.email) throw refuse(M.sameEmail);
      const taken = await repo.emailTakenByOther(input.email, user.id);
      // Recorded either way, so the 60-second and daily limits answer alike for a taken address.
      await deps.codes.send({ channel: 'email', target: input.email, purpose: 'email_change', ip: requester.ip, uid: user.id, deliver: !taken, lang: requester.lang });
      if (taken) await deps.mail.send(addressInUseMail(await deps.brands.brandFor(requester.lang), input.email), 'urgent');
      return { info: M.emailCodeSent };
    },

    /** Step 2: the code of step 1 changes the login e-mail; the old address is told. */
    async confirm(requester: Requester, input: ChangeEmailInput): Promise<AccountInfo> {
      const user = await ownUser(requester.uid);
      await deps.codes.verify({ channel: 'email', target: input.email, purpose: 'email_change', code: input.code, uid: user.id });
      if (input.email === user.email) throw refuse(M.sameEmail);
      // The old address is told in the change's own transaction (decision 0059), keyed by the change.
      const told = emailChangedMail(await deps.brands.brandFor(user.lang), user.email, input.email);
      const key = `email-changed:${user.id}:${randomUUID()}`;
      try {
        // The username was the registration e-mail; it follows the address unless it was changed.
        await repo.update(user.id, { email: input.email, username: user.username === user.email ? input.email : user.username }, (tx) =>
          deps.mail.send(told, 'urgent', { key, tx }).then(() => {}),
        );
      } catch (error) {
        // Another account took the address after the code was sent (unique index).
        if (uniqueViolation(error) !== null) throw refuse(M.emailTaken);
        throw error;
      }
      await deps.mail.relay().catch(() => {});
      await deps.sessions.revokeOthersForUser(user.id, requester.sessionId);
      return toAccountInfo(await ownUser(user.id), await repo.defaultAddress(user.id));
    },
  };
}
