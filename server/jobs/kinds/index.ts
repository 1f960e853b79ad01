// Every job kind. The queue creates a pg-boss queue for each; the worker runs the handler of each
// (../handlers/index.ts) and registers their schedules. Add one file per kind, list it here, and
// add its handler there.
import type { JobKind } from './job-kind.ts';
import { sessionsCleanup } from './sessions-cleanup.ts';
import { sendMail } from './send-mail.ts';
import { sendSms } from './send-sms.ts';
import { crisprScore } from './crispr-score.ts';
import { crisprCleanup } from './crispr-cleanup.ts';
import { crisprSearchPart } from './crispr-search-part.ts';
import { uploadsCleanup } from './uploads-cleanup.ts';
import { backup } from './backup.ts';
import { contentSchedule } from './content-schedule.ts';

export const jobKinds: readonly JobKind<any>[] = [sessionsCleanup, sendMail, sendSms, crisprScore, crisprSearchPart, crisprCleanup, uploadsCleanup, backup, contentSchedule];
