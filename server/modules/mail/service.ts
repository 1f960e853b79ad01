// E-mail: `send` enqueues a `send-mail` job (persisted, retried); the job calls `deliverOnce`, which
// claims the mail's key in the ledger and then `deliverNow`: nodemailer over SMTP when MAIL_SMTP_URL
// is set, otherwise one readable file per message in the outbox folder. Either way one log line names
// the recipient and the subject (never the body: it may hold a code or an activation link).
// A mail that a change causes is staged in the change's transaction (`send(…, { key, tx })`) and
// relayed to a job after the commit (`relay`), or by the worker's sweep after a crash (decision 0059).
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { sendMail, type MailMessage } from '../../jobs/kinds/send-mail.ts';
import { writeOutboxFile } from './outbox.ts';
import type { MailOutboxRepo } from './outbox-repo.ts';

export type { MailMessage } from '../../jobs/kinds/send-mail.ts';

export interface MailDelivery {
  transport: 'smtp' | 'outbox';
  /** The outbox file, or the SMTP message id. */
  id: string;
  /** The Message-ID header the message carried. */
  messageId?: string;
}

/** What a send-mail job did with its key: sent it now, or found it sent or being sent by another job. */
export type MailOutcome = (MailDelivery & { key: string; sent: true }) | { key: string; sent: false; reason: 'sent-before' | 'claimed-by-another' };

/**
 * A claim older than this is taken over by another job: its claimant died (or hung) between the
 * claim and recording the message id. SMTP timeouts are set well below it, so a live claim is younger.
 */
export const MAIL_CLAIM_STALE_MS = 60_000;
/** How long the ledger keeps a key. */
export const MAIL_LEDGER_KEEP_MS = 7 * 24 * 3600 * 1000;
/** nodemailer's connection, greeting and socket timeouts (its defaults are minutes). */
const SMTP_TIMEOUT_MS = 20_000;

/**
 * The Message-ID header of a key: the same for every attempt, so a resend after a crash between the
 * SMTP server's acceptance and our record of it is recognisable (and dropped by servers and clients
 * that deduplicate by Message-ID).
 */
export function messageIdOf(key: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

/** pg-boss job id of a staged key: a relay that runs twice inserts one job (ON CONFLICT DO NOTHING). */
export function jobIdOf(key: string): string {
  const h = createHash('sha256').update(`mail:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export type LineLogger = Pick<FastifyBaseLogger, 'info'>;

/**
 * Which line a message waits in. `urgent`: someone is waiting for it (activation link, a code):
 * it goes ahead of everything else and has a worker of its own. `bulk`: notifications (enquiries,
 * bookings, order and CRISPR-Net mails) that may wait behind a backlog.
 */
export type MailLane = 'urgent' | 'bulk';

export interface SendOptions {
  /** The per-event key ('order-status:guide:12:345'): one mail per key, ever. */
  key?: string;
  /**
   * The transaction of the change that causes the mail: the mail is staged in it and commits or
   * rolls back with it; call `relay()` after the commit (the worker's sweep relays it otherwise).
   */
  tx?: Db;
  /** Staged only: not relayed before this time. */
  notBefore?: Date;
  /** Staged only: the key's row, if not yet relayed, takes this message and time; nothing new is staged. */
  restage?: boolean;
}

export interface MailServiceOptions {
  /** The ledger; without it (a few unit tests) a job sends without claiming. */
  outbox?: MailOutboxRepo;
  /** The app's clock (claims and their staleness). */
  clock?: () => Date;
}

/** `log` is the app's logger; a job passes its own child logger to `deliverNow` instead. */
export function createMailService(config: AppConfig, jobs: Pick<JobQueue, 'send'>, log: LineLogger, options: MailServiceOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const outbox = options.outbox;
  let smtp: Transporter | null = null;
  const transporter = () =>
    (smtp ??= nodemailer.createTransport({
      url: config.MAIL_SMTP_URL,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    } as Parameters<typeof nodemailer.createTransport>[0]));
  const payloadOf = (message: MailMessage, key?: string): MailMessage => ({
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.receipt ? { receipt: message.receipt } : {}),
    ...(key ? { key } : {}),
  });
  const priorityOf = (lane: string) => (lane === 'urgent' ? { priority: sendMail.urgentPriority } : {});
  let relaying: Promise<number> | null = null;
  let again = false;

  const service = {
    /**
     * Queues the message in its lane; delivery happens in the worker, with retries. Returns the job
     * id. With `tx` the message is staged in that transaction instead and the key is returned.
     */
    async send(message: MailMessage, lane: MailLane, sendOptions: SendOptions = {}): Promise<string | null> {
      if (sendOptions.tx) {
        if (!outbox || !sendOptions.key) throw new Error('A mail staged in a transaction needs the outbox and a key');
        await outbox.stage(sendOptions.tx, sendOptions.key, lane, payloadOf(message), { notBefore: sendOptions.notBefore, restage: sendOptions.restage });
        return sendOptions.key;
      }
      return jobs.send(sendMail, payloadOf(message, sendOptions.key), priorityOf(lane));
    },

    /**
     * Makes a send-mail job for every staged mail without one (after a commit; the worker's sweep).
     * Runs once at a time per process; a second process relaying the same rows makes no second job
     * (the job id comes from the key). Answers how many it queued.
     */
    async relay(): Promise<number> {
      if (!outbox) return 0;
      // A relay already running may have read the rows before this caller's commit: it goes once more.
      if (relaying) {
        again = true;
        return relaying;
      }
      relaying = (async () => {
        let queued = 0;
        try {
          do {
            again = false;
            for (;;) {
              const rows = await outbox.unqueued(100, clock());
              for (const row of rows) {
                await jobs.send(sendMail, payloadOf(row.message, row.key), { ...priorityOf(row.lane), id: jobIdOf(row.key) });
                await outbox.markQueued(row.key, clock());
                queued++;
              }
              if (rows.length < 100) break;
            }
          } while (again);
          return queued;
        } finally {
          relaying = null;
        }
      })();
      return relaying;
    },

    /**
     * The hourly sweep: ledger rows older than a week go (a send-mail job and its retries end within
     * about half an hour, finished jobs are deleted after an hour, so no job can ask for the key again).
     */
    async purgeOld(): Promise<number> {
      return outbox ? outbox.purgeBefore(new Date(clock().getTime() - MAIL_LEDGER_KEEP_MS)) : 0;
    },

    /** `relay()` after a commit: a failure is logged, the worker's sweep relays the mail later. */
    async relayAfterCommit(logTo: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
      try {
        await service.relay();
      } catch (error) {
        logTo.warn({ err: error }, 'mail relay failed; the worker sweep relays it');
      }
    },

    /**
     * The send-mail job: claims the key ("sending", before SMTP), delivers with the key's Message-ID,
     * records "sent" with the accepted id. A key found sent, or lately claimed by another job, is not
     * sent again. A refusal releases the claim and throws (the job is retried).
     */
    async deliverOnce(message: MailMessage, jobId: string, jobLog: LineLogger = log): Promise<MailOutcome> {
      const key = message.key ?? `job:${jobId}`;
      if (!outbox) return { ...(await service.deliverNow(message, jobLog, key)), key, sent: true };
      const now = clock();
      // A row made by the claim (mail queued without a change) is never relayed: its job exists.
      const lane = 'direct';
      const claimed = await outbox.claim(key, jobId, lane, payloadOf(message), now, new Date(now.getTime() - MAIL_CLAIM_STALE_MS));
      if (!claimed) {
        const row = await outbox.find(key);
        return { key, sent: false, reason: row?.state === 'sent' ? 'sent-before' : 'claimed-by-another' };
      }
      let delivery: MailDelivery;
      try {
        delivery = await service.deliverNow(message, jobLog, key);
      } catch (error) {
        await outbox.release(key, jobId).catch(() => {});
        throw error;
      }
      await outbox.markSent(key, jobId, delivery.messageId ?? delivery.id, clock());
      return { ...delivery, key, sent: true };
    },

    /**
     * Delivers at once (the job's handler through `deliverOnce`; tests). Throws when the SMTP server
     * refuses. With `key` the message carries the key's Message-ID.
     */
    async deliverNow(message: MailMessage, jobLog: LineLogger = log, key?: string): Promise<MailDelivery> {
      let delivery: MailDelivery;
      const messageId = key ? messageIdOf(key, config.MAIL_FROM) : undefined;
      if (config.MAIL_SMTP_URL) {
        const info = await transporter().sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(messageId ? { messageId } : {}),
        });
        delivery = { transport: 'smtp', id: String(info.messageId ?? ''), messageId: String(info.messageId ?? messageId ?? '') };
      } else {
        const now = new Date();
        const file = await writeOutboxFile(
          config.paths.mailOutbox,
          {
            headers: {
              From: config.MAIL_FROM,
              To: message.to,
              Subject: message.subject,
              Date: now.toISOString(),
              ...(messageId ? { 'Message-ID': messageId } : {}),
              'Content-Type': 'text/plain; charset=utf-8',
            },
            body: message.text,
          },
          now,
        );
        delivery = { transport: 'outbox', id: file, ...(messageId ? { messageId } : {}) };
      }
      jobLog.info(`mail to ${message.to}: ${message.subject} (${delivery.transport})`);
      return delivery;
    },
  };
  return service;
}

export type MailService = ReturnType<typeof createMailService>;
