// Runs sessions-cleanup: deletes sign-in secrets that can no longer be used, limit counters whose
// window has ended and mail ledger rows older than a week (decision 0059); deleting twice is harmless.
import type { MailService } from '../../modules/mail/service.ts';
import type { SessionService } from '../../modules/user/session-service.ts';
import type { StaffSessionService } from '../../modules/staff/staff-session-service.ts';
import type { AttemptLimits } from '../../security/attempt-limits.ts';
import { sessionsCleanup } from '../kinds/sessions-cleanup.ts';
import { defineHandler } from './job-handler.ts';

export interface SessionsCleanupDeps {
  sessions: Pick<SessionService, 'deleteExpired'>;
  limits: Pick<AttemptLimits, 'sweep'>;
  staffSessions: Pick<StaffSessionService, 'deleteExpired'>;
  mail: Pick<MailService, 'purgeOld'>;
}

export const sessionsCleanupHandler = ({ sessions, limits, staffSessions, mail }: SessionsCleanupDeps) =>
  defineHandler(sessionsCleanup, async (_payload, { log }) => {
    const counts = {
      ...(await sessions.deleteExpired()),
      limitCounters: await limits.sweep(),
      staffSessions: await staffSessions.deleteExpired(),
      mailLedger: await mail.purgeOld(),
    };
    log.info({ job: 'sessions-cleanup', ...counts }, 'expired sign-in secrets and limit counters deleted');
    return counts;
  });
