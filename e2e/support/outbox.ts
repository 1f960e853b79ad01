// Reads the mail and SMS outboxes of the e2e server (DATA_DIR/outbox and DATA_DIR/outbox/sms, see
// test-server.ts), so tests can follow activation links and type the codes a customer would receive.
// Messages are sent by jobs, so the readers wait for them.
import path from 'node:path';
import { readOutbox, type ReadOutboxMessage } from '../../server/modules/mail/outbox.ts';
import { workerServerPort } from './ports.ts';
import { dataDirFor } from './test-server.ts';

/** DATA_DIR of this worker's server (the same port rule as playwright.config.ts). */
export const e2eDataDir = dataDirFor(workerServerPort(), 'e2e');
export const mailOutboxDir = path.join(e2eDataDir, 'outbox');
export const smsOutboxDir = path.join(mailOutboxDir, 'sms');

export type OutboxMessage = ReadOutboxMessage;

interface WaitOptions {
  /** Only messages whose `To` header contains this text. */
  to: string;
  /** Only messages whose subject contains this text. */
  subject?: string;
  /** Only messages written after this moment (epoch ms), e.g. `Date.now()` before the click. */
  since?: number;
  timeoutMs?: number;
}

async function waitForNewest(dir: string, { to, subject, since = 0, timeoutMs = 60_000 }: WaitOptions): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await readOutbox(dir);
    const match = messages
      .filter((m) => m.to.includes(to) && (!subject || m.subject.includes(subject)))
      .filter((m) => !since || Date.parse(m.date || m.headers.Date || '') >= since - 1000)
      .at(-1);
    if (match) return match;
    if (Date.now() > deadline) {
      const seen = messages.map((m) => `${m.to} / ${m.subject}`).join('; ') || 'none';
      throw new Error(`No message to ${to} in ${dir} within ${timeoutMs} ms (messages: ${seen}).`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The newest e-mail to `to`. */
export function newestMail(options: WaitOptions): Promise<OutboxMessage> {
  return waitForNewest(mailOutboxDir, options);
}

/** The newest SMS to the phone number `to`. */
export function newestSms(options: WaitOptions): Promise<OutboxMessage> {
  return waitForNewest(smsOutboxDir, options);
}

/**
 * Whether any SMS went to `to` since `since`, read once: call it after a later message has arrived,
 * so one sent before it would be there too.
 */
export async function smsSentTo(to: string, since: number): Promise<boolean> {
  const messages = await readOutbox(smsOutboxDir);
  return messages.some((m) => m.to.includes(to) && Date.parse(m.date || m.headers.Date || '') >= since - 1000);
}

/** The 6-digit code of a code message. */
export function codeIn(message: OutboxMessage): string {
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(message.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in: ${message.text}`);
  return code;
}

/** The first link of a message that contains `part`. */
export function linkIn(message: OutboxMessage, part = 'http'): string {
  const link = message.text.match(/https?:\/\/[^\s<>"']+/g)?.find((url) => url.includes(part));
  if (!link) throw new Error(`No link containing ${part} in: ${message.text}`);
  return link;
}
