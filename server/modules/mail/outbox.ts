// The file outbox used when no SMTP server is configured (and by tests): one readable UTF-8 file per
// message, headers first, then the plain-text body exactly as written, so links and codes can be
// read back verbatim. Shared by the mail and SMS outboxes.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMessage {
  /** Header name → value, e.g. To, Subject, Date. */
  headers: Record<string, string>;
  body: string;
}

export interface ReadOutboxMessage {
  to: string;
  subject: string;
  date: string;
  text: string;
  headers: Record<string, string>;
  /** Absolute path of the file. */
  file: string;
}

/** Header values never carry line breaks (no header injection through a subject or an address). */
const headerValue = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

// Several messages in one millisecond still sort in the order they were written.
let sequence = 0;

/** Where the mail outbox notes each message it recognised as a resend (one Message-ID a line). */
export const RESEND_LOG = 'resends.log';

/**
 * Writes one message; returns the file's absolute path. The file appears whole or not at all
 * (written aside, then renamed), as an SMTP server accepts a message only at the end of its DATA.
 * A message with a Message-ID header is accepted once: its name ends with the id's digest, and a
 * second message with the same id is not written again (it is noted in `resends.log` and the first
 * file is answered), as a receiver that deduplicates by Message-ID does (decision 0059).
 */
export async function writeOutboxFile(dir: string, message: OutboxMessage, now = new Date()): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  sequence = (sequence + 1) % 1_000_000;
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const messageId = message.headers['Message-ID'];
  const tag = messageId ? `m${createHash('sha256').update(messageId).digest('hex').slice(0, 16)}` : randomBytes(4).toString('hex');
  if (messageId) {
    const before = (await fs.readdir(dir)).find((name) => name.endsWith(`-${tag}.txt`));
    if (before) {
      await fs.appendFile(path.join(dir, RESEND_LOG), `${headerValue(messageId)}\n`, 'utf8');
      return path.join(dir, before);
    }
  }
  const name = `${stamp}-${String(sequence).padStart(6, '0')}-${tag}.txt`;
  const head = Object.entries(message.headers)
    .map(([key, value]) => `${key}: ${headerValue(value)}`)
    .join('\n');
  const file = path.join(dir, name);
  const aside = path.join(dir, `.${name}.${randomBytes(4).toString('hex')}.part`);
  // wx: never overwrite another message.
  await fs.writeFile(aside, `${head}\n\n${message.body}\n`, { encoding: 'utf8', flag: 'wx' });
  await fs.rename(aside, file);
  return file;
}

/** Parses one outbox file. */
export function parseOutboxFile(content: string, file: string): ReadOutboxMessage {
  const split = content.indexOf('\n\n');
  const head = split === -1 ? content : content.slice(0, split);
  const body = split === -1 ? '' : content.slice(split + 2).replace(/\n$/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { to: headers.To ?? '', subject: headers.Subject ?? '', date: headers.Date ?? '', text: body, headers, file };
}

/** Every message of an outbox folder (not its subfolders), oldest first. A missing folder is empty. */
export async function readOutbox(dir: string): Promise<ReadOutboxMessage[]> {
  let names: string[];
  try {
    names = (await fs.readdir(dir, { withFileTypes: true })).filter((e) => e.isFile() && e.name.endsWith('.txt')).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  names.sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      return parseOutboxFile(await fs.readFile(file, 'utf8'), file);
    }),
  );
}
