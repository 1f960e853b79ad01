// E-mail: `send` enqueues a `send-mail` job (persisted, retried); the job calls `deliverNow`, which
// uses nodemailer over SMTP when MAIL_SMTP_URL is set and otherwise writes one readable file per
// message to the outbox folder. Either way one log line names the recipient and the subject (never
// the body: it may hold a code or an activation link).
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { sendMail, type MailMessage } from '../../jobs/kinds/send-mail.ts';
import { writeOutboxFile } from './outbox.ts';

export type { MailMessage, MailReceipt } from '../../jobs/kinds/send-mail.ts';

export interface MailDelivery {
  transport: 'smtp' | 'outbox';
  /** The outbox file, or the SMTP message id. */
  id: string;
}

export type LineLogger = Pick<FastifyBaseLogger, 'info'>;

/**
 * Which line a message waits in. `urgent`: someone is waiting for it (activation link, a code):
 * it goes ahead of everything else and has a worker of its own. `bulk`: notifications (enquiries,
 * bookings, order and CRISPR-Net mails) that may wait behind a backlog.
 */
export type MailLane = 'urgent' | 'bulk';

/** `log` is the app's logger; a job passes its own child logger to `deliverNow` instead. */
export function createMailService(config: AppConfig, jobs: Pick<JobQueue, 'send'>, log: LineLogger) {
  let smtp: Transporter | null = null;
  const transporter = () => (smtp ??= nodemailer.createTransport(config.MAIL_SMTP_URL));

  return {
    /** Queues the message in its lane; delivery happens in the worker, with retries. Returns the job id. */
    async send(message: MailMessage, lane: MailLane): Promise<string | null> {
      const payload: MailMessage = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.receipt ? { receipt: message.receipt } : {}),
      };
      return jobs.send(sendMail, payload, lane === 'urgent' ? { priority: sendMail.urgentPriority } : {});
    },

    /** Delivers at once (the job's handler; tests). Throws when the SMTP server refuses. */
    async deliverNow(message: MailMessage, jobLog: LineLogger = log): Promise<MailDelivery> {
      let delivery: MailDelivery;
      if (config.MAIL_SMTP_URL) {
        const info = await transporter().sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
        delivery = { transport: 'smtp', id: String(info.messageId ?? '') };
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
              'Content-Type': 'text/plain; charset=utf-8',
            },
            body: message.text,
          },
          now,
        );
        delivery = { transport: 'outbox', id: file };
      }
      jobLog.info(`mail to ${message.to}: ${message.subject} (${delivery.transport})`);
      return delivery;
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
