// Delivers one e-mail (SMTP or the file outbox). Retried with backoff when the SMTP server is away.
// Payloads may hold activation links and reset codes, so finished jobs are kept only one hour.
// The message type is declared here, with the kind that carries it; the mail service re-exports it.
// Mail a user is waiting for (activation, codes) is sent with `urgentPriority`: it is fetched
// before bulk mail and has a worker of its own, so a backlog of notifications never delays it.
import { defineJob } from './job-kind.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; links in it are written verbatim to the outbox. */
  text: string;
  html?: string;
  /** A stored record that wants to know when its message has left (see `MailReceipt`). */
  receipt?: MailReceipt;
}

/** Which stored record a delivered message confirms: the job marks it delivered after sending. */
export interface MailReceipt {
  kind: 'mail-enquiry';
  id: number;
}

export const sendMail = defineJob<MailMessage>({
  name: 'send-mail',
  policy: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, deleteAfterSeconds: 3600 },
  // 20 per fetch, 4 at a time: at most 5 SMTP round trips per batch, far inside the 120 s expiry.
  concurrency: 4,
  batchSize: 20,
  urgentPriority: 10,
});
