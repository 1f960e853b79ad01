// Runs sessions-cleanup: deletes sign-in secrets that can no longer be used; deleting twice is harmless.
import type { SessionService } from '../../modules/user/session-service.ts';
import type { UserService } from '../../modules/user/user-service.ts';
import { sessionsCleanup } from '../kinds/sessions-cleanup.ts';
import { defineHandler } from './job-handler.ts';

export interface SessionsCleanupDeps {
  sessions: Pick<SessionService, 'deleteExpired'>;
  users: Pick<UserService, 'deleteOldLoginAttempts'>;
}

export const sessionsCleanupHandler = ({ sessions, users }: SessionsCleanupDeps) =>
  defineHandler(sessionsCleanup, async (_payload, { log }) => {
    const counts = { ...(await sessions.deleteExpired()), loginAttempts: await users.deleteOldLoginAttempts() };
    log.info({ job: 'sessions-cleanup', ...counts }, 'expired sign-in secrets deleted');
    return counts;
  });
