// Mail delivery: the file outbox (links verbatim), the send-mail job, and SMTP against a tiny fake.
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { sendMailHandler } from '../../jobs/handlers/send-mail.ts';
import { sendMail } from '../../jobs/kinds/send-mail.ts';
import { parseOutboxFile, readOutbox, writeOutboxFile } from './outbox.ts';
import { createMailService } from './service.ts';

const silentLog = { info() {} } as never;

describe('mail outbox', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-outbox-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('writes one readable file per message with headers and the body verbatim, and logs one line', async () => {
    const mail = createMailService(loadConfig({ DATA_DIR: dir, MAIL_FROM: '澄源基因 <noreply@example.com>' }), { send: async () => null }, silentLog);
    const link = 'http://localhost:3000/confirmation?token=abc_DEF-123&uid=7';
    const lines: string[] = [];
    const first = await mail.deliverNow(
      { to: 'user@example.com', subject: '【澄源基因】请激活您的账户', text: `您好：\n\n请点击以下链接激活账户：\n${link}\n`, html: `<a href="${link}">激活</a>` },
      { info: (line: string) => lines.push(line) } as never,
    );
    await mail.deliverNow({ to: 'second@example.com', subject: '第二封', text: '正文' }, silentLog);
    expect(first.transport).toBe('outbox');
    const raw = await fs.readFile(first.id, 'utf8');
    expect(raw).toContain('To: user@example.com');
    expect(raw).toContain('Subject: 【澄源基因】请激活您的账户');
    expect(raw).toContain('From: 澄源基因 <noreply@example.com>');
    expect(raw).toMatch(/^Date: \d{4}-\d\d-\d\dT/m);
    expect(raw).toContain(link);
    expect(path.dirname(first.id)).toBe(path.join(dir, 'outbox'));
    expect(path.basename(first.id)).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-\d{6}-[0-9a-f]{8}\.txt$/);
    const messages = await readOutbox(path.join(dir, 'outbox'));
    expect(messages.map((m) => m.to)).toEqual(['user@example.com', 'second@example.com']);
    expect(messages[0]).toMatchObject({ subject: '【澄源基因】请激活您的账户', file: first.id });
    expect(messages[0].text).toContain(link);
    expect(lines).toEqual([expect.stringContaining('user@example.com')]);
    expect(lines[0]).toContain('【澄源基因】请激活您的账户');
    expect(lines[0]).not.toContain(link);
  });

  it('keeps header values on one line', async () => {
    const file = await writeOutboxFile(path.join(dir, 'inject'), { headers: { To: 'a@example.com\r\nBcc: evil@example.com', Subject: 'x' }, body: 'b' });
    const parsed = parseOutboxFile(await fs.readFile(file, 'utf8'), file);
    expect(parsed.headers.Bcc).toBeUndefined();
    expect(parsed.to).toBe('a@example.com Bcc: evil@example.com');
  });

  it('reads a missing outbox as empty', async () => {
    expect(await readOutbox(path.join(dir, 'none'))).toEqual([]);
  });

  it('queues a send-mail job; the job delivers through the service', async () => {
    const sent: [string, unknown, unknown][] = [];
    const mail = createMailService(loadConfig({ DATA_DIR: path.join(dir, 'job') }), { send: async (kind, payload, options) => (sent.push([kind.name, payload, options]), 'job-1') }, silentLog);
    expect(await mail.send({ to: 'job@example.com', subject: '任务', text: '内容' }, 'bulk')).toBe('job-1');
    expect(sent).toEqual([['send-mail', { to: 'job@example.com', subject: '任务', text: '内容' }, {}]]);
    // An urgent message (activation, code) is sent with the priority the urgent worker takes.
    await mail.send({ to: 'code@example.com', subject: '验证码', text: '123456' }, 'urgent');
    expect(sent[1]).toEqual(['send-mail', { to: 'code@example.com', subject: '验证码', text: '123456' }, { priority: 10 }]);
    const result = await sendMailHandler({ mail, products: {} as never }).run(sent[0][1] as never, { log: silentLog, jobId: 'job-1', signal: new AbortController().signal });
    expect(result).toMatchObject({ transport: 'outbox' });
    expect((await readOutbox(path.join(dir, 'job', 'outbox'))).map((m) => m.to)).toEqual(['job@example.com']);
    expect(sendMail.policy.retryLimit).toBeGreaterThan(0);
  });
});

describe('mail over SMTP', () => {
  let server: net.Server;
  let port = 0;
  const received: { from: string; to: string[]; data: string }[] = [];

  // Just enough SMTP for nodemailer: greeting, EHLO, MAIL, RCPT, DATA, QUIT.
  beforeAll(async () => {
    server = net.createServer((socket) => {
      let buffer = '';
      let inData = false;
      let current = { from: '', to: [] as string[], data: '' };
      socket.write('220 fake ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        let index: number;
        while ((index = buffer.indexOf('\r\n')) !== -1) {
          const line = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          if (inData) {
            if (line === '.') {
              inData = false;
              received.push(current);
              current = { from: '', to: [], data: '' };
              socket.write('250 OK queued\r\n');
            } else current.data += `${line}\n`;
            continue;
          }
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'MAIL') current.from = line;
          if (verb === 'RCPT') current.to.push(line);
          if (verb === 'DATA') inData = true;
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake\r\n250 8BITMIME\r\n');
          else if (verb === 'DATA') socket.write('354 go ahead\r\n');
          else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 OK\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  it('delivers through the configured SMTP server instead of the outbox', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-smtp-'));
    const mail = createMailService(
      loadConfig({ DATA_DIR: dataDir, MAIL_SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true`, MAIL_FROM: 'noreply@example.com' }),
      { send: async () => null },
      silentLog,
    );
    const delivery = await mail.deliverNow({ to: 'smtp@example.com', subject: 'SMTP 测试', text: '你好' }, silentLog);
    expect(delivery.transport).toBe('smtp');
    expect(received).toHaveLength(1);
    expect(received[0].from).toContain('noreply@example.com');
    expect(received[0].to.join()).toContain('smtp@example.com');
    expect(received[0].data).toMatch(/Subject: /);
    expect(await readOutbox(path.join(dataDir, 'outbox'))).toEqual([]);
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});
