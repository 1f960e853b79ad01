// Result files as their own step (issue 35, point 2): one e-mail to the customer per upload batch,
// staged in the mail outbox with the files (a crash after the commit loses none), and no 已完成
// without a shown result file unless staff confirm why there is none (recorded on the event, in the
// audit log and in the customer's mail and timeline).
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, mailOutbox, orderFiles } from '../../db/schema/index.ts';
import { setStatus } from '../../../test/support/order-test-kit.ts';
import { createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { call, createUser, multipart, sampleOrder, staffCall, type Part } from '../../../test/support/order-ops-test-kit.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const CSV = Buffer.from('sample,indel\nS-1,0.42\n');

let t: TestApp;
let lab: TestStaff;
let admin: TestStaff;
let customer: { uid: number; token: string };
let customerEmail: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://www.example.cn' });
  lab = await createStaff(t.app, ['lab'], { name: '实验员小李' });
  admin = await createStaff(t.app, ['admin'], { name: '管理员老张' });
  customer = await createUser(t, 'results');
  const probe = await sampleOrder(t, customer.token, 'guide', 1);
  customerEmail = (await t.app.services.orderOps.detail(lab, 'guide', probe)).customer.email;
});

afterAll(async () => {
  await t?.close();
});

/** An order at 分析 (5), one step before 已完成. */
async function orderAtAnalysis(): Promise<number> {
  const oid = await sampleOrder(t, customer.token, 'guide', 2);
  await setStatus(t, 'guide', oid, 5);
  return oid;
}

/** One multipart request carrying every file given: one batch. */
async function uploadBatch(oid: number, files: { filename: string; content: Buffer }[], fields: Record<string, string | number> = {}) {
  const parts: Part[] = Object.entries({ kind: 'guide', id: oid, ...fields }).map(([name, value]) => ({ name, value: String(value) }));
  for (const file of files) parts.push({ name: 'file', filename: file.filename, value: file.content });
  const body = multipart(parts);
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/v1/orders/uploadFile', payload: body.payload, headers: { ...body.headers, authentication: lab.token } });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

const outboxOf = (oid: number) => t.database.db.select().from(mailOutbox).where(like(mailOutbox.key, `order-files:guide:${oid}:%`));
const move = (member: TestStaff, body: Record<string, unknown>) => staffCall(t, member, '/orders/move', body);

describe('result files mail the customer once per upload batch', () => {
  it('keeps a batch of files together: three files, three events and audit rows, one mail in the outbox naming them', async () => {
    const oid = await orderAtAnalysis();
    const res = await uploadBatch(oid, [
      { filename: '分析报告.pdf', content: PDF },
      { filename: 'indel.csv', content: CSV },
      { filename: '附录.pdf', content: PDF },
    ]);
    expect(res).toMatchObject({ code: 200, msg: '上传成功' });
    expect(res.data.files.map((f: { original_name: string }) => f.original_name)).toEqual(['分析报告.pdf', 'indel.csv', '附录.pdf']);
    expect(res.data.original_name).toBe('分析报告.pdf');

    const detail = (await staffCall(t, lab, '/orders/detail', { kind: 'guide', id: oid })).data;
    expect(detail.events.filter((e: { type: string }) => e.type === 'file')).toHaveLength(3);
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'order_file.upload'), eq(auditLog.entity, 'order_file')));
    expect(audits.filter((a) => res.data.files.some((f: { id: number }) => String(f.id) === a.entity_id))).toHaveLength(3);

    const mails = await outboxOf(oid);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.key).toBe(`order-files:guide:${oid}:${res.data.files[0].id}`);
    const message = mails[0]!.message as { to: string; subject: string; text: string };
    expect(message.to).toBe(customerEmail);
    expect(message.subject).toBe(`【澄源基因】订单 ${detail.order.orderno} 的结果文件已上传`);
    expect(message.text).toContain('有新的结果文件（3 个）');
    for (const name of ['分析报告.pdf', 'indel.csv', '附录.pdf']) expect(message.text).toContain(name);
    expect(message.text).toContain(`https://www.example.cn/orderSeqList?oid=${oid}&orderno=${detail.order.orderno}`);

    // A second batch is a second mail.
    expect((await uploadBatch(oid, [{ filename: '补充数据.csv', content: CSV }])).code).toBe(200);
    expect(await outboxOf(oid)).toHaveLength(2);
  });

  it('keeps the mail when the relay fails after the commit (a crash there): it waits in the outbox for the sweep', async () => {
    const oid = await orderAtAnalysis();
    const relay = vi.spyOn(t.app.services.mail, 'relay').mockRejectedValue(new Error('process died'));
    try {
      expect((await uploadBatch(oid, [{ filename: '报告.pdf', content: PDF }])).code).toBe(200);
    } finally {
      relay.mockRestore();
    }
    const [mail] = await outboxOf(oid);
    expect(mail).toMatchObject({ state: 'pending' });
  });

  it('keeps none of a batch with one refused file, and mails nothing', async () => {
    const oid = await orderAtAnalysis();
    const res = await uploadBatch(oid, [
      { filename: '报告.pdf', content: PDF },
      { filename: 'virus.exe', content: Buffer.from('MZ') },
    ]);
    expect(res).toMatchObject({ code: 201, msg: '不支持的文件类型' });
    expect(await t.database.db.select().from(orderFiles).where(and(eq(orderFiles.kind, 'guide'), eq(orderFiles.order_id, oid)))).toHaveLength(0);
    expect(await outboxOf(oid)).toHaveLength(0);
  });

  it('takes at most 20 files in one batch', async () => {
    const oid = await orderAtAnalysis();
    const files = Array.from({ length: 21 }, (_, i) => ({ filename: `part-${i}.csv`, content: CSV }));
    expect(await uploadBatch(oid, files)).toMatchObject({ code: 201, msg: '一次最多上传 20 个文件' });
    expect(await outboxOf(oid)).toHaveLength(0);
  });
});

describe('已完成 needs a result file or a confirmed reason for none', () => {
  it('refuses 分析 → 已完成 without a shown file; allows it once a file is there; a withdrawn file does not count', async () => {
    const oid = await orderAtAnalysis();
    expect(await move(lab, { kind: 'guide', id: oid, to: 6 })).toMatchObject({
      code: 201,
      msg: '订单还没有结果文件：请先上传结果文件，或勾选“无结果文件”并填写原因',
    });
    const uploaded = await uploadBatch(oid, [{ filename: '报告.pdf', content: PDF }]);
    expect((await staffCall(t, lab, '/orders/removeFile', { id: uploaded.data.id })).code).toBe(200);
    expect((await move(lab, { kind: 'guide', id: oid, to: 6 })).code).toBe(201);

    expect((await uploadBatch(oid, [{ filename: '报告-终版.pdf', content: PDF }])).code).toBe(200);
    // With a file there, a "no file" reason is a contradiction and refused.
    expect(await move(lab, { kind: 'guide', id: oid, to: 6, no_file_reason: '随样本寄回' })).toMatchObject({
      code: 201,
      msg: '只有在推进到“已完成”且订单没有结果文件时才填写无结果文件原因',
    });
    const done = await move(lab, { kind: 'guide', id: oid, to: 6 });
    expect(done).toMatchObject({ code: 200 });
    expect(done.data.order.status).toBe(6);
  });

  it('takes a confirmed reason for no file: on the event, in the audit row, in the mail and on the customer timeline', async () => {
    const oid = await orderAtAnalysis();
    // A reason belongs to the move to 已完成 only.
    await setStatus(t, 'guide', oid, 4);
    expect(await move(lab, { kind: 'guide', id: oid, to: 5, no_file_reason: '随样本寄回' })).toMatchObject({ code: 201, msg: '只有在推进到“已完成”且订单没有结果文件时才填写无结果文件原因' });
    expect((await move(lab, { kind: 'guide', id: oid, to: 5 })).code).toBe(200);

    const done = await move(lab, { kind: 'guide', id: oid, to: 6, no_file_reason: '结果为细胞株实物，已随样本寄回' });
    expect(done).toMatchObject({ code: 200 });
    expect(done.data.events.at(-1)).toMatchObject({ type: 'status', from_status: 5, to_status: 6, no_file_reason: '结果为细胞株实物，已随样本寄回', staff_name: '实验员小李' });

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.move'), eq(auditLog.entity, 'guide_order'), eq(auditLog.entity_id, String(oid))))
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1));
    expect(audit!.after).toMatchObject({ status: 6, no_file_reason: '结果为细胞株实物，已随样本寄回', result_files: 0 });

    // The mail of the move to 已完成 (the key names its event).
    const doneEvent = done.data.events.at(-1).id as number;
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.key, `order-status:guide:${oid}:${doneEvent}`));
    expect((mail!.message as { subject: string }).subject).toContain('已完成');
    expect((mail!.message as { text: string }).text).toContain('本订单无结果文件：结果为细胞株实物，已随样本寄回');

    const progress = await call(t, '/order/progress', customer.token, { kind: 'guide', id: oid });
    expect(progress.data.events.at(-1)).toMatchObject({ to_status: 6, no_file_reason: '结果为细胞株实物，已随样本寄回' });
    expect(JSON.stringify(progress.data)).not.toContain('实验员小李');
  });

  it('holds for an admin; a blank reason is no reason', async () => {
    const oid = await orderAtAnalysis();
    expect((await move(admin, { kind: 'guide', id: oid, to: 6 })).code).toBe(201);
    expect(await move(admin, { kind: 'guide', id: oid, to: 6, no_file_reason: '  ' })).toMatchObject({ code: 201, msg: '订单还没有结果文件：请先上传结果文件，或勾选“无结果文件”并填写原因' });
  });
});
