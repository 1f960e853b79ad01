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
  /**
   * The per-event key of a mail a change caused (decision 0059): the job sends a key once. Absent,
   * the job's own id is the key (its retries are then idempotent).
   */
  key?: string;
}

/** Which stored record a delivered message confirms: the job marks it delivered after sending. */
export interface MailReceipt {
  kind: 'mail-enquiry';
  id: number;
}

export const sendMail = defineJob<MailMessage>({
  name: 'send-mail',
  // heartbeatSeconds: a job whose worker was killed is failed (and retried 5 s later) once its
  // heartbeat is 10 s stale, not after the 120 s expiry: with the worker's 5 s supervision it is
  // sent again within about 25 s of the kill (decision 0059). The backoff doubles up to 5 minutes,
  // so 10 retries still span an SMTP outage of about half an hour.
  policy: { retryLimit: 10, retryDelay: 5, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 120, heartbeatSeconds: 10, deleteAfterSeconds: 3600 },
  // 20 per fetch, 4 at a time: at most 5 SMTP round trips per batch, far inside the 120 s expiry.
  concurrency: 4,
  batchSize: 20,
  urgentPriority: 10,
});
