// A new login e-mail (DESIGN.md "Reliability rules"): a stolen session alone cannot take the account.
// Step 1 needs the current password (the login check, its failures counted with the login's) and
// sends a code to the new address, usable only by this account; step 2 with that code changes the
// address, tells the old one, and ends every other session of the account.
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/sql-helpers.ts';
import { refuse, unauthorized } from '../../http/errors.ts';
import { USER_MESSAGES as M, type ChangeEmailCodeInput, type ChangeEmailInput } from '../../../contracts/user.ts';
import type { AccountInfo } from '../../../contracts/api/user.ts';
import type { CodeService } from '../verification/service.ts';
import type { SessionService } from './session-service.ts';
import type { UserService, UserServiceDeps } from './user-service.ts';
import { toAccountInfo } from './account-info.ts';
import { createUserRepo, type UserRow } from './user-repo.ts';

export interface EmailChangeDeps {
  users: Pick<UserService, 'checkPassword'>;
  codes: Pick<CodeService, 'send' | 'verify'>;
  mail: UserServiceDeps['mail'];
  sessions: Pick<SessionService, 'revokeOthersForUser'>;
}

/** The requester: the session's user and the session itself (which stays logged in). */
export interface Requester {
  uid: number;
  sessionId: number;
  ip: string | null;
}

/** To the old address, after the change: the real owner learns of it even if it was not them. */
function changedMail(config: AppConfig, oldEmail: string, newEmail: string) {
  return {
    to: oldEmail,
    subject: '【澄源基因】您的登录邮箱已更换',
    text: [
      '您好：',
      '',
      `您在澄源基因网站的账号的登录邮箱已由 ${oldEmail} 更换为 ${newEmail}。`,
      '此后请使用新邮箱登录，其他设备上的登录已全部退出。',
      '',
      '如非本人操作，您的账号可能已被他人使用：请立即回复本邮件或联系我们的客服，我们核实身份后会为您恢复账号。',
      `网站：${config.publicUrl}`,
      '',
      '澄源基因',
    ].join('\n'),
  };
}

/**
 * To a new address that already belongs to another account: no code (it could not be used), but
 * the mailbox's owner learns why; the requester gets the usual answer (decision 0017).
 */
function addressInUseMail(config: AppConfig, email: string) {
  return {
    to: email,
    subject: '【澄源基因】本邮箱已有账号',
    text: [
      '您好：',
      '',
      '有人在澄源基因网站申请把本邮箱设为另一个账号的登录邮箱。本邮箱已经注册了账号，不能再用于其他账号，因此没有发送验证码。',
      `如是您本人操作，请直接用本邮箱登录：${config.publicUrl}/login ，忘记密码可在 ${config.publicUrl}/forgetPwd 找回。`,
      '如非本人操作，请忽略本邮件，您的账号不受影响。',
      '',
      '澄源基因',
    ].join('\n'),
  };
}

export function createEmailChangeService(config: AppConfig, database: Database, deps: EmailChangeDeps) {
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
      if (!(await deps.users.checkPassword(user.email, input.password, requester.ip))) throw refuse(M.wrongPassword);
      if (input.email === user.email) throw refuse(M.sameEmail);
      const taken = await repo.emailTakenByOther(input.email, user.id);
      // Recorded either way, so the 60-second and daily limits answer alike for a taken address.
      await deps.codes.send({ channel: 'email', target: input.email, purpose: 'email_change', ip: requester.ip, uid: user.id, deliver: !taken });
      if (taken) await deps.mail.send(addressInUseMail(config, input.email), 'urgent');
      return { info: M.emailCodeSent };
    },

    /** Step 2: the code of step 1 changes the login e-mail; the old address is told. */
    async confirm(requester: Requester, input: ChangeEmailInput): Promise<AccountInfo> {
      const user = await ownUser(requester.uid);
      await deps.codes.verify({ channel: 'email', target: input.email, purpose: 'email_change', code: input.code, uid: user.id });
      if (input.email === user.email) throw refuse(M.sameEmail);
      try {
        // The username was the registration e-mail; it follows the address unless it was changed.
        await repo.update(user.id, { email: input.email, username: user.username === user.email ? input.email : user.username });
      } catch (error) {
        // Another account took the address after the code was sent (unique index).
        if (uniqueViolation(error) !== null) throw refuse(M.emailTaken);
        throw error;
      }
      await deps.sessions.revokeOthersForUser(user.id, requester.sessionId);
      await deps.mail.send(changedMail(config, user.email, input.email), 'urgent');
      return toAccountInfo(await ownUser(user.id), await repo.defaultAddress(user.id));
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
