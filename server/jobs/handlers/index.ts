// The handler of every job kind (../kinds/index.ts), built from the services each one uses. The
// worker calls this with the composed services (server/worker.ts); taking only the parts it needs,
// rather than the Services type, keeps server/services.ts out of the jobs' imports.
import type { JobHandler } from './job-handler.ts';
import { crisprCleanupHandler, type CrisprCleanupDeps } from './crispr-cleanup.ts';
import { crisprScoreHandler, type CrisprScoreDeps } from './crispr-score.ts';
import { crisprSearchPartHandler, type CrisprSearchPartDeps } from './crispr-search-part.ts';
import { sendMailHandler, type SendMailDeps } from './send-mail.ts';
import { sendSmsHandler, type SendSmsDeps } from './send-sms.ts';
import { sessionsCleanupHandler, type SessionsCleanupDeps } from './sessions-cleanup.ts';
import { uploadsCleanupHandler, type UploadsCleanupDeps } from './uploads-cleanup.ts';
import { backupHandler, type BackupDeps } from './backup.ts';
import { contentScheduleHandler, type ContentScheduleDeps } from './content-schedule.ts';

export type JobHandlerDeps = SessionsCleanupDeps & SendMailDeps & SendSmsDeps & CrisprScoreDeps & CrisprSearchPartDeps & CrisprCleanupDeps & UploadsCleanupDeps & BackupDeps & ContentScheduleDeps;

export function createJobHandlers(deps: JobHandlerDeps): JobHandler<any>[] {
  return [sessionsCleanupHandler(deps), sendMailHandler(deps), sendSmsHandler(deps), crisprScoreHandler(deps), crisprSearchPartHandler(deps), crisprCleanupHandler(deps), uploadsCleanupHandler(deps), backupHandler(deps), contentScheduleHandler(deps)];
}
