// The file outbox used when no SMTP server is configured (and by tests): one readable UTF-8 file per
// message, headers first, then the plain-text body exactly as written, so links and codes can be
// read back verbatim. Shared by the mail and SMS outboxes.
import { randomBytes } from 'node:crypto';
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

/** Writes one message; returns the file's absolute path. */
export async function writeOutboxFile(dir: string, message: OutboxMessage, now = new Date()): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  sequence = (sequence + 1) % 1_000_000;
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const name = `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.txt`;
  const head = Object.entries(message.headers)
    .map(([key, value]) => `${key}: ${headerValue(value)}`)
    .join('\n');
  const file = path.join(dir, name);
  // wx: never overwrite another message.
  await fs.writeFile(file, `${head}\n\n${message.body}\n`, { encoding: 'utf8', flag: 'wx' });
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
