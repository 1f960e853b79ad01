// Issue 20, point 6: a new order of any kind e-mails the company's mailbox and the customer (number,
// kind, link to the order's page), through the send-mail job in the bulk lane. A sample order's mails
// wait until its samples stopped changing and carry the true count (issue 35).
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { ampliconOrders, mailOutbox, users } from '../../db/schema/index.ts';
import type { MailLane, MailMessage } from '../mail/service.ts';
import { ampliconSample, call, cellForm, createUser, guideSample } from '../../../test/support/order-test-kit.ts';
import { NEW_ORDER_MAIL_QUIET_MS } from './new-order-mail.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://www.example.cn', MAIL_COMPANY_TO: 'orders@example.cn' });
});

afterAll(async () => {
  await t?.close();
});

/** Every mail queued while `work` runs, with its lane (nothing is delivered). */
async function mailsDuring(work: () => Promise<unknown>): Promise<Array<{ message: MailMessage; lane: MailLane }>> {
  const spy = vi.spyOn(t.app.services.mail, 'send').mockResolvedValue('job');
  try {
    await work();
    return spy.mock.calls.map(([message, lane]) => ({ message, lane }));
  } finally {
    spy.mockRestore();
  }
}

describe('new order mails', () => {
  const cases = [
    { kind: 'guide', path: '/guide/addGuideOrder', form: () => guideSample(), label: 'GUIDE-seq脱靶检测', page: (id: number, no: string) => `/orderSeqList?oid=${id}&orderno=${no}`, samples: '样本数量：1' },
    { kind: 'amplicon', path: '/amplicon/addAmpliconOrder', form: () => ampliconSample(), label: '扩增子检测', page: (id: number, no: string) => `/orderAmpliconList?oid=${id}&orderno=${no}`, samples: '样本数量：1' },
    { kind: 'cell', path: '/cellsline/addCellslineOrder', form: () => cellForm(), label: '细胞株构建', page: (id: number) => `/orderCellDetail?id=${id}`, samples: null },
  ] as const;

  for (const c of cases) {
    it(`mails the company and the customer for a new ${c.kind} order, bulk lane`, async () => {
      const { uid, token } = await createUser(t, `new-${c.kind}`);
      const [user] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, uid));
      let created: Awaited<ReturnType<typeof call>> | undefined;
      const mails = await mailsDuring(async () => {
        created = await call(t, c.path, token, c.form());
      });
      expect(created).toMatchObject({ code: 200 });
      const { info: id, orderno } = created!.data as { info: number; orderno: string };
      expect(mails.map((m) => m.lane)).toEqual(['bulk', 'bulk']);

      const company = mails.find((m) => m.message.to === 'orders@example.cn')!.message;
      expect(company.subject).toBe(`【新订单】${c.label} ${orderno} - ${user.email}`);
      expect(company.text).toContain(`订单编号：${orderno}`);
      expect(company.text).toContain(`新订单：${c.label}`);
      expect(company.text).toContain(`客户：示例大学，${user.email}`);
      expect(company.text).toContain(`https://www.example.cn/admin/orders/${c.kind}/${id}`);

      const customer = mails.find((m) => m.message.to === user.email)!.message;
      expect(customer.subject).toBe(`【澄源基因】已收到您的订单 ${orderno}`);
      expect(customer.text).toContain(`订单编号：${orderno}`);
      expect(customer.text).toContain(`订单类型：${c.label}`);
      expect(customer.text).toContain(`查看订单：https://www.example.cn${c.page(id, orderno)}`);
      if (c.samples) expect(customer.text).toContain(c.samples);
      else expect(customer.text).not.toContain('样本数量');
    });
  }

  it('sends a sample order\'s mails with the true count once the customer stopped adding samples (issue 35)', async () => {
    const { token } = await createUser(t, 'add-sample');
    const created = await call(t, '/guide/addGuideOrder', token, guideSample());
    const oid = created.data.info as number;
    const staged = () => t.database.db.select().from(mailOutbox).where(like(mailOutbox.key, `new-order:guide:${oid}:%`)).orderBy(mailOutbox.key);
    const texts = async () => (await staged()).map((row) => (row.message as MailMessage).text);

    // Waiting: nothing is relayed while samples may still come.
    expect(await t.app.services.mail.relay()).toBe(0);
    t.clock.advance(NEW_ORDER_MAIL_QUIET_MS - 60_000);
    for (const name of ['S-2', 'S-3']) expect((await call(t, '/guide/addGuideYangben', token, { ...guideSample({ name }), oid })).code).toBe(200);
    // Each added sample restarts the wait: ten minutes after the first sample is not yet the time.
    t.clock.advance(120_000);
    expect(await t.app.services.mail.relay()).toBe(0);
    for (const text of await texts()) expect(text).toContain('样本数量：3');

    // A removed sample counts too.
    const samples = await call(t, '/guide/myGuideYangben', token, { oid });
    const last = samples.data.find((s: { name: string }) => s.name === 'S-3');
    expect((await call(t, '/guide/delYangben', token, { id: last.id })).code).toBe(200);
    for (const text of await texts()) expect(text).toContain('样本数量：2');

    t.clock.advance(NEW_ORDER_MAIL_QUIET_MS);
    expect(await t.app.services.mail.relay()).toBeGreaterThanOrEqual(2);
    expect((await staged()).every((row) => row.queued_at !== null)).toBe(true);

    // Once relayed the mails stay as they went: a later sample mails nobody and changes nothing.
    expect((await call(t, '/guide/addGuideYangben', token, { ...guideSample({ name: 'S-4' }), oid })).code).toBe(200);
    expect(await staged()).toHaveLength(2);
    for (const text of await texts()) expect(text).toContain('样本数量：2');
  });

  it('drops the waiting mails of an order the customer deletes before they went', async () => {
    const { token } = await createUser(t, 'deleted-early');
    const created = await call(t, '/amplicon/addAmpliconOrder', token, ampliconSample());
    const oid = created.data.info as number;
    expect((await call(t, '/amplicon/delAmpliconOrder', token, { id: oid })).code).toBe(200);
    expect(await t.database.db.select().from(mailOutbox).where(like(mailOutbox.key, `new-order:amplicon:${oid}:%`))).toEqual([]);
  });

  it('keeps the order when the job queue is down: its two mails stay staged for the worker’s sweep (decision 0059)', async () => {
    const { token } = await createUser(t, 'mail-down');
    const spy = vi.spyOn(t.app.services.jobs, 'send').mockRejectedValue(new Error('queue down'));
    let id: number;
    try {
      const created = await call(t, '/amplicon/addAmpliconOrder', token, ampliconSample());
      expect(created).toMatchObject({ code: 200 });
      id = created.data.info;
      expect((await call(t, '/amplicon/myAmpliconInfo', token, { id })).data.orderno).toBe(created.data.orderno);
    } finally {
      spy.mockRestore();
    }
    const staged = await t.database.db.select().from(mailOutbox).where(like(mailOutbox.key, `new-order:amplicon:${id}:%`));
    expect(staged.map((row) => [row.key, row.queued_at])).toEqual([
      [`new-order:amplicon:${id}:company`, null],
      [`new-order:amplicon:${id}:customer`, null],
    ]);
    t.clock.advance(NEW_ORDER_MAIL_QUIET_MS);
    expect(await t.app.services.mail.relay()).toBeGreaterThanOrEqual(2);
  });

  it('creates no order when its mails cannot be staged: they commit or roll back together', async () => {
    const { uid, token } = await createUser(t, 'stage-fails');
    const spy = vi.spyOn(t.app.services.mail, 'send').mockRejectedValue(new Error('insert failed'));
    try {
      expect(await call(t, '/amplicon/addAmpliconOrder', token, ampliconSample())).toMatchObject({ code: 500 });
    } finally {
      spy.mockRestore();
    }
    expect(await t.database.db.select().from(ampliconOrders).where(eq(ampliconOrders.uid, uid))).toEqual([]);
  });
});
