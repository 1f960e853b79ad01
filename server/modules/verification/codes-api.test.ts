import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { users, verificationCodes } from '../../db/schema/index.ts';
import { sendMail } from '../../jobs/send-mail.ts';
import { sendSms } from '../../jobs/send-sms.ts';
import type { JobKind } from '../../jobs/job-kind.ts';
import { readOutbox } from '../mail/outbox.ts';
import { CODE_DAILY_CAP_PER_IP, VERIFICATION_MESSAGES as M } from '../../../contracts/verification.ts';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const silentLog = { info() {} } as never;

describe(`code sending calls on ${engine}`, () => {
  let t: TestApp;
  let ipCounter = 0;
  // Every test sends from its own address, so the per-IP daily cap of one test never blocks another.
  let ip = '';

  const post = async (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers, remoteAddress: ip });
    return res.json() as { code: number; msg: string; data: any };
  };

  /** Runs the queued jobs of one kind in this process, as the worker would. */
  const drain = async (kind: JobKind<any>) => {
    const boss = t.app.services.jobs.boss();
    for (;;) {
      const jobs = await boss.fetch(kind.name, { batchSize: 10 });
      if (!jobs.length) return;
      for (const job of jobs) {
        await kind.run(job.data as object, { services: t.app.services, log: silentLog, jobId: job.id, signal: new AbortController().signal });
        await boss.complete(kind.name, job.id);
      }
    }
  };

  const addUser = async (values: Partial<typeof users.$inferInsert>) => {
    const [row] = await t.database.db.insert(users).values({ email: 'x@example.com', password_hash: 'x', status: 1, ...values }).returning({ id: users.id });
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await addUser({ email: 'active@example.com', tel: '13800000001', status: 1 });
    await addUser({ email: 'pending@example.com', tel: '13800000002', status: 0 });
    await addUser({ email: 'other@example.com', tel: '13800000003', status: 1 });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    ipCounter += 1;
    ip = `10.0.0.${ipCounter}`;
  });

  it('faDuanxin isreg 1 sends a login code to a registered phone through the SMS outbox', async () => {
    const answer = await post('/duanxin/faDuanxin', { phone: '13800000001', isreg: 1 });
    expect(answer).toMatchObject({ code: 200, data: { info: M.codeSent } });
    await drain(sendSms);
    const messages = await readOutbox(t.config.paths.smsOutbox);
    const mine = messages.filter((m) => m.headers.Phone === '13800000001');
    expect(mine).toHaveLength(1);
    expect(mine[0].text).toMatch(/^【澄源基因】您的验证码为\d{6}，10分钟内有效。$/);
    const code = mine[0].text.match(/\d{6}/)![0];
    const rows = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.target, '13800000001'));
    expect(rows).toHaveLength(1);
    expect(rows[0].purpose).toBe('login');
    expect(rows[0].code_hash).not.toContain(code);
    await expect(t.app.services.codes.verify({ channel: 'sms', target: '13800000001', purpose: 'login', code })).resolves.toBeUndefined();
  });
});
