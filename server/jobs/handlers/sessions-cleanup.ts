// Runs sessions-cleanup: deletes sign-in secrets that can no longer be used; deleting twice is harmless.
import type { SessionService } from '../../modules/user/session-service.ts';
import type { UserService } from '../../modules/user/user-service.ts';
import type { StaffSessionService } from '../../modules/staff/staff-session-service.ts';
import { sessionsCleanup } from '../kinds/sessions-cleanup.ts';
import { defineHandler } from './job-handler.ts';

export interface SessionsCleanupDeps {
  sessions: Pick<SessionService, 'deleteExpired'>;
  users: Pick<UserService, 'deleteOldLoginAttempts'>;
  staffSessions: Pick<StaffSessionService, 'deleteExpired'>;
}

export const sessionsCleanupHandler = ({ sessions, users, staffSessions }: SessionsCleanupDeps) =>
  defineHandler(sessionsCleanup, async (_payload, { log }) => {
    const counts = {
      ...(await sessions.deleteExpired()),
      loginAttempts: await users.deleteOldLoginAttempts(),
      staffSessions: await staffSessions.deleteExpired(),
    };
    log.info({ job: 'sessions-cleanup', ...counts }, 'expired sign-in secrets deleted');
    return counts;
  });
