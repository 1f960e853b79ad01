// send-mail and send-sms run by a real pg-boss worker: a code requested through the service ends up
// in the outboxes without anyone calling the handlers.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { loadConfig } from '../config.ts';
import { readOutbox } from '../modules/mail/outbox.ts';
import { createServices, type Services } from '../services.ts';
import { createJobHandlers } from './handlers/index.ts';
import { createQueue, type JobQueue } from './queue.ts';
import { mailEnquiries } from '../db/schema/product.ts';
import { eq } from 'drizzle-orm';
import { mailEnquiryInput } from '../../contracts/product.ts';
import { waitUntil } from '../../test/support/wait-until.ts';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`send-mail and send-sms jobs on ${engine}`, () => {
  let testDb: TestDatabase;
  let dataDir: string;
  let services: Services;
  let worker: JobQueue;

  /** The first non-empty answer of `read` (the worker delivers in its own time). */
  const until = async <T>(read: () => Promise<T[]>): Promise<T[]> => waitUntil(async () => {
      const items = await read();
      return items.length ? items : null;
    }, 200);

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'send-jobs-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const log = Fastify({ logger: false }).log;
    services = createServices(config, testDb.database, log);
    worker = createQueue(config, testDb.database, { log, pollingIntervalSeconds: 0.5 });
    await worker.work({ handlers: createJobHandlers(services), log });
  });
  afterAll(async () => {
    await worker?.stop();
    await services?.jobs.stop();
    await testDb?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('delivers a queued e-mail to the outbox', async () => {
    await services.mail.send({ to: 'queued@example.com', subject: '队列邮件', text: '链接 http://localhost/x?a=1&b=2' }, 'bulk');
    const [mail] = await until(() => readOutbox(services.config.paths.mailOutbox));
    expect(mail).toMatchObject({ to: 'queued@example.com', subject: '队列邮件' });
    expect(mail.text).toContain('http://localhost/x?a=1&b=2');
  });

  it('delivers a code SMS to the outbox', async () => {
    await services.codes.send({ channel: 'sms', target: '13600000000', purpose: 'login', ip: '192.0.2.9' });
    const [text] = await until(() => readOutbox(services.config.paths.smsOutbox));
    expect(text.headers.Phone).toBe('13600000000');
    const code = text.text.match(/验证码为(\d{6})/)![1];
    await expect(services.codes.verify({ channel: 'sms', target: '13600000000', purpose: 'login', code })).resolves.toBeUndefined();
  });

  it('marks a purchase enquiry delivered once its mail to the company has gone out', async () => {
    await services.products.sendMailEnquiry(
      mailEnquiryInput.parse({ productName: 'Cas9 蛋白', name: '王五', phone: '13700000000', email: 'receipt@example.com' }),
      { ip: '192.0.2.10', uid: null },
    );
    const status = async () => {
      const [row] = await testDb.database.db.select({ status: mailEnquiries.mail_status }).from(mailEnquiries).where(eq(mailEnquiries.email, 'receipt@example.com'));
      return row && row.status === 1 ? [row] : [];
    };
    await until(status);
    const mails = await readOutbox(services.config.paths.mailOutbox);
    expect(mails.some((m) => m.to === services.config.MAIL_COMPANY_TO && m.text.includes('receipt@example.com'))).toBe(true);
  });
});
