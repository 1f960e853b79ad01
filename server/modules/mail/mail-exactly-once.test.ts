// Every mail exactly once (issue 32 point 3, decision 0059): the mail of a change is staged in the
// change's transaction (it commits or rolls back with it), relayed to one send-mail job, and sent once
// per key with the key's Message-ID recorded; a claim left by a dead worker is taken over by that
// job's retry at once, and by another job only once it is stale on the app's clock.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { waitUntil } from '../../../test/support/wait-until.ts';
import { guideOrders, mailOutbox, orderEvents } from '../../db/schema/index.ts';
import { createJobHandlers } from '../../jobs/handlers/index.ts';
import { sendMail, type MailMessage } from '../../jobs/kinds/send-mail.ts';
import { SUPERVISE_SECONDS } from '../../jobs/queue.ts';
import { createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { createUser, sampleOrder, staffCall } from '../../../test/support/order-ops-test-kit.ts';
import { readOutbox } from './outbox.ts';
import { createMailOutboxRepo } from './outbox-repo.ts';
import { jobIdOf, messageIdOf } from './service.ts';

let t: TestApp;
let sales: TestStaff;
let customer: { uid: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://www.example.cn', MAIL_FROM: '澄源基因 <noreply@example.cn>' });
  sales = await createStaff(t.app, ['sales'], { name: '销售小王' });
  customer = await createUser(t, 'once');
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await t?.close();
});

const outboxRow = async (key: string) => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.key, key)))[0];
const statusEvents = (oid: number) =>
  t.database.db.select().from(orderEvents).where(and(eq(orderEvents.kind, 'guide'), eq(orderEvents.order_id, oid), eq(orderEvents.type, 'status')));
const mailJobs = async () => (await t.app.services.jobs.boss().findJobs<MailMessage>('send-mail')).filter((job) => job.data.key);
const log = { info: () => {} };

describe('the status move and its mail', () => {
  it('stage the mail under the event key in the move’s transaction; the relay makes one job for it', async () => {
    const oid = await sampleOrder(t, customer.token, 'guide', 1);
    const res = await staffCall(t, sales, '/orders/move', { kind: 'guide', id: oid, to: 1, quote_amount: 99, quote_note: '含税' });
    expect(res.code).toBe(200);
    const [event] = await statusEvents(oid);
    const key = `order-status:guide:${oid}:${event.id}`;
    const row = await outboxRow(key);
    expect(row).toMatchObject({ state: 'pending', lane: 'bulk', message_id: null });
    expect((row.message as MailMessage).subject).toBe(`【澄源基因】订单 ${res.data.order.orderno} 状态更新：已确认`);
    expect((row.message as MailMessage).text).toContain('订单报价：¥99.00');
    // The move relayed it after its commit: one job, its id made from the key.
    expect(row.queued_at).not.toBeNull();
    const jobs = (await mailJobs()).filter((job) => job.data.key === key);
    expect(jobs.map((job) => job.id)).toEqual([jobIdOf(key)]);
    // A second relay (another process, the worker's sweep) makes no second job.
    await t.app.services.mail.relay();
    expect((await mailJobs()).filter((job) => job.data.key === key)).toHaveLength(1);
  });

  it('roll back together: a transaction failing after the mail is staged leaves no move, no mail, no job', async () => {
    const oid = await sampleOrder(t, customer.token, 'guide', 1);
    const jobsBefore = (await mailJobs()).length;
    const mail = t.app.services.mail;
    const stage = mail.send.bind(mail);
    const staged: string[] = [];
    vi.spyOn(mail, 'send').mockImplementationOnce(async (message, lane, options) => {
      await stage(message, lane, options);
      staged.push(options!.key!);
      throw new Error('the transaction fails after the mail insert');
    });
    const res = await staffCall(t, sales, '/orders/move', { kind: 'guide', id: oid, to: 1 });
    expect(res.code).toBe(500);
    expect(staged).toHaveLength(1);
    expect(staged[0]).toMatch(new RegExp(`^order-status:guide:${oid}:\\d+$`));
    expect(await outboxRow(staged[0])).toBeUndefined();
    expect(await statusEvents(oid)).toEqual([]);
    expect((await t.database.db.select().from(guideOrders).where(eq(guideOrders.id, oid)))[0].status).toBe(0);
    await mail.relay();
    expect(await mailJobs()).toHaveLength(jobsBefore);

    // The same move again commits, with its mail.
    expect((await staffCall(t, sales, '/orders/move', { kind: 'guide', id: oid, to: 1 })).code).toBe(200);
    const [event] = await statusEvents(oid);
    expect(await outboxRow(`order-status:guide:${oid}:${event.id}`)).toMatchObject({ state: 'pending' });
  });

  it('a staged mail whose process died before the relay is relayed by the next relay (the worker sweep)', async () => {
    const repo = createMailOutboxRepo(t.database.db);
    const key = 'order-status:guide:424242:1';
    await t.database.db.transaction((tx) => repo.stage(tx, key, 'bulk', { to: 'late@example.com', subject: '迟到', text: '正文' }));
    expect((await outboxRow(key)).queued_at).toBeNull();
    expect(await t.app.services.mail.relay()).toBe(1);
    expect((await outboxRow(key)).queued_at).not.toBeNull();
    expect(await t.app.services.mail.relay()).toBe(0);
    // Two relays racing over the same row (two processes) send the same job id: pg-boss keeps one.
    const job = { to: 'late@example.com', subject: '迟到', text: '正文', key };
    expect(await t.app.services.jobs.send(sendMail, job, { id: jobIdOf(key) })).toBeNull();
    expect((await mailJobs()).filter((j) => j.data.key === key).map((j) => j.id)).toEqual([jobIdOf(key)]);
  });
});

describe('sending once per key', () => {
  it('a duplicate job for the same key sends once; the message id recorded is the key’s Message-ID', async () => {
    const oid = await sampleOrder(t, customer.token, 'guide', 1);
    await staffCall(t, sales, '/orders/move', { kind: 'guide', id: oid, to: 1 });
    const [event] = await statusEvents(oid);
    const key = `order-status:guide:${oid}:${event.id}`;
    const [job] = (await mailJobs()).filter((j) => j.data.key === key);
    // A second job for the same key (a relay after the first job was deleted, a duplicate by hand).
    await t.app.services.jobs.send(sendMail, job.data, { id: '00000000-0000-4000-8000-000000000001' });
    await t.app.services.jobs.work({ handlers: createJobHandlers(t.app.services), log: t.app.log });
    try {
      await waitUntil(async () => {
        const jobs = (await t.app.services.jobs.boss().findJobs('send-mail')).filter((j) => (j.data as MailMessage).key === key);
        return jobs.length === 2 && jobs.every((j) => j.state === 'completed');
      });
    } finally {
      await t.app.services.jobs.stop();
    }
    const sent = (await readOutbox(t.config.paths.mailOutbox)).filter((m) => m.subject === job.data.subject);
    expect(sent).toHaveLength(1);
    const expectedId = messageIdOf(key, '澄源基因 <noreply@example.cn>');
    expect(expectedId).toMatch(/^<[0-9a-f]{32}@example\.cn>$/);
    expect(sent[0].headers['Message-ID']).toBe(expectedId);
    expect(await outboxRow(key)).toMatchObject({ state: 'sent', message_id: expectedId, attempts: 1 });
    // Sent: the ledger keeps who and what about, not the body (it may hold a code or a link).
    expect((await outboxRow(key)).message).toEqual({ to: job.data.to, subject: job.data.subject });
  });

  it('the hourly sweep deletes ledger rows older than a week', async () => {
    const repo = createMailOutboxRepo(t.database.db);
    const key = 'booking:880001';
    await t.database.db.transaction((tx) => repo.stage(tx, key, 'bulk', { to: 'old@example.com', subject: '旧', text: '正文' }));
    await t.database.db.update(mailOutbox).set({ created_at: new Date(t.clock.ms() - 7 * 24 * 3600 * 1000 + 1000) }).where(eq(mailOutbox.key, key));
    expect(await t.app.services.mail.purgeOld()).toBe(0);
    t.clock.advance(1001);
    expect(await t.app.services.mail.purgeOld()).toBeGreaterThanOrEqual(1);
    expect(await outboxRow(key)).toBeUndefined();
  });

  it('claim before sending, sent after: a retry of the claiming job resends at once with the same Message-ID, another job only once the claim is stale', async () => {
    const mail = t.app.services.mail;
    const repo = createMailOutboxRepo(t.database.db);
    const key = 'order-message:guide:777001';
    const message: MailMessage = { to: 'claim@example.com', subject: '认领测试', text: '正文', key };
    await t.database.db.transaction((tx) => repo.stage(tx, key, 'bulk', message));
    // Job A claims the key and dies before SMTP answers (or before it records the answer).
    expect(await repo.claim(key, 'job-A', 'bulk', message, t.clock(), new Date(t.clock.ms() - 60_000))).toEqual({ attempts: 1 });
    expect(await outboxRow(key)).toMatchObject({ state: 'sending', claimed_by: 'job-A' });

    // Another job finds a fresh claim: it does not send.
    expect(await mail.deliverOnce(message, 'job-B', log)).toEqual({ key, sent: false, reason: 'claimed-by-another' });
    t.clock.advance(59_999);
    expect(await mail.deliverOnce(message, 'job-B', log)).toMatchObject({ sent: false, reason: 'claimed-by-another' });
    expect((await readOutbox(t.config.paths.mailOutbox)).filter((m) => m.subject === '认领测试')).toHaveLength(0);

    // pg-boss retries job A only once its attempt has failed (heartbeat, expiry): it takes its own claim over.
    const retried = await mail.deliverOnce(message, 'job-A', log);
    expect(retried).toMatchObject({ key, sent: true, transport: 'outbox', messageId: messageIdOf(key, '澄源基因 <noreply@example.cn>') });
    expect(await outboxRow(key)).toMatchObject({ state: 'sent', attempts: 2, message_id: messageIdOf(key, '澄源基因 <noreply@example.cn>') });
    // Sent: nobody sends it again.
    expect(await mail.deliverOnce(message, 'job-B', log)).toEqual({ key, sent: false, reason: 'sent-before' });
    expect(await mail.deliverOnce(message, 'job-A', log)).toEqual({ key, sent: false, reason: 'sent-before' });
    expect((await readOutbox(t.config.paths.mailOutbox)).filter((m) => m.subject === '认领测试')).toHaveLength(1);

    // A claim older than the bound is taken over by another job.
    const stale = 'order-message:guide:777002';
    await t.database.db.transaction((tx) => repo.stage(tx, stale, 'bulk', { ...message, key: stale, subject: '过期认领' }));
    await repo.claim(stale, 'job-C', 'bulk', message, t.clock(), new Date(t.clock.ms() - 60_000));
    t.clock.advance(60_001);
    expect(await mail.deliverOnce({ ...message, key: stale, subject: '过期认领' }, 'job-D', log)).toMatchObject({ sent: true });
    expect(await outboxRow(stale)).toMatchObject({ state: 'sent', claimed_by: 'job-D', attempts: 2 });
  });

  it('a refused send releases the claim for the retry; mail queued without a change is keyed by its job', async () => {
    const mail = t.app.services.mail;
    vi.spyOn(mail, 'deliverNow').mockRejectedValueOnce(new Error('SMTP 451'));
    const message: MailMessage = { to: 'code@example.com', subject: '验证码', text: '123456' };
    await expect(mail.deliverOnce(message, 'job-code', log)).rejects.toThrow('SMTP 451');
    expect(await outboxRow('job:job-code')).toMatchObject({ state: 'pending', claimed_by: null });
    expect(await mail.deliverOnce(message, 'job-code', log)).toMatchObject({ key: 'job:job-code', sent: true });
    expect(await mail.deliverOnce(message, 'job-code', log)).toEqual({ key: 'job:job-code', sent: false, reason: 'sent-before' });
  });

  it('a killed worker’s mail is retried within 30 s of the kill: heartbeat, supervision, first retry and poll add up', () => {
    // Counted, not timed: each bound comes from the configuration pg-boss runs with.
    expect(sendMail.policy).toMatchObject({ heartbeatSeconds: 10, retryDelay: 5, expireInSeconds: 120 });
    expect(SUPERVISE_SECONDS).toBe(5);
    const worst = sendMail.policy.heartbeatSeconds! + SUPERVISE_SECONDS + sendMail.policy.retryDelay + SUPERVISE_SECONDS;
    expect(worst).toBeLessThanOrEqual(30);
  });
});
