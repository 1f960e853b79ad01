// 再来一单 (issue 34 point 2, decision 0073): /guide/reorder and /amplicon/reorder copy every sample of
// one of the customer's own orders into a new order awaiting confirmation; another user's order is
// missing; the copies pass today's form rules; the new order's mails are staged with it.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { ampliconOrders, guideOrders, guideSamples, mailOutbox } from '../../db/schema/index.ts';
import { ampliconSample, call, createUser, guideSample, setStatus } from '../../../test/support/order-test-kit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** The columns a copy must carry over (everything but ids, owner, order, status and times). */
function filled(row: Record<string, unknown>) {
  const { id: _id, oid: _oid, uid: _uid, status: _status, create_time: _c, update_time: _u, ...rest } = row;
  return rest;
}

async function ordersOf(uid: number, table: typeof guideOrders | typeof ampliconOrders) {
  return t.database.db.select().from(table).where(eq(table.uid, uid));
}

describe('reorder', () => {
  it('needs a login', async () => {
    for (const path of ['/guide/reorder', '/amplicon/reorder']) {
      expect(await call(t, path, null, { id: 1 }), path).toMatchObject({ status: 401, code: 401 });
    }
  });

  it('copies every sample of a finished GUIDE-seq order into a new order at status 0; the original stays', async () => {
    const { uid, token } = await createUser(t, 'reorder-guide');
    const first = await call(t, '/guide/addGuideOrder', token, guideSample({ is_odn: 1, odn_xulie: 'GTTTAATTGAGTTGTCATATGT', is_remark: 1, remark: '加急' }));
    const oid = first.data.info as number;
    await call(t, '/guide/addGuideYangben', token, guideSample({ name: 'Sample-2', fenxi_leixing: '对照组', duizhao: 'Sample-1', oid }));
    await setStatus(t, 'guide', oid, 6);

    const copied = await call(t, '/guide/reorder', token, { id: oid });
    expect(copied).toMatchObject({ code: 200, msg: '新订单已生成，请核对样本后等待确认', data: { yangben_nums: 2 } });
    const newId = copied.data.info as number;
    expect(newId).not.toBe(oid);
    expect(copied.data.orderno).toMatch(/^GS\d{8}\d{6}$/);

    const order = await call(t, '/guide/myGuideInfo', token, { id: newId });
    expect(order.data).toMatchObject({ status: 0, yangben_nums: 2, leixing: 'GUIDE-seq脱靶检测' });
    const before = (await call(t, '/guide/myGuideYangben', token, { oid })).data as Array<Record<string, unknown>>;
    const after = (await call(t, '/guide/myGuideYangben', token, { oid: newId })).data as Array<Record<string, unknown>>;
    expect(after.map(filled)).toEqual(before.map(filled));
    expect(after.every((row) => row.status === 0 && row.oid === newId)).toBe(true);
    expect(after[0]).toMatchObject({ name: 'Sample-1', is_odn: 1, odn_xulie: 'GTTTAATTGAGTTGTCATATGT', remark: '加急', xulie: 'GAGTCCGAGCAGAAGAAGAAGGG,GACCCCCTCCACCCCGCCTCCGG' });
    // The original keeps its samples and its status.
    expect((await call(t, '/guide/myGuideInfo', token, { id: oid })).data).toMatchObject({ status: 6, yangben_nums: 2 });

    // The copy is an ordinary new order: its customer and company mails are staged with it.
    const staged = await t.database.db.select({ key: mailOutbox.key }).from(mailOutbox).where(like(mailOutbox.key, `new-order:guide:${newId}:%`));
    expect(staged.map((row) => row.key).toSorted()).toEqual([`new-order:guide:${newId}:company`, `new-order:guide:${newId}:customer`]);
    expect((await ordersOf(uid, guideOrders)).length).toBe(2);
  });

  it('copies amplicon samples with their primer fields', async () => {
    const { token } = await createUser(t, 'reorder-amp');
    const first = await call(t, '/amplicon/addAmpliconOrder', token, ampliconSample());
    const oid = first.data.info as number;
    await setStatus(t, 'amplicon', oid, 3);
    const copied = await call(t, '/amplicon/reorder', token, { id: oid });
    expect(copied).toMatchObject({ code: 200, data: { yangben_nums: 1 } });
    expect(copied.data.orderno).toMatch(/^AM/);
    const [sample] = (await call(t, '/amplicon/myAmpliconYangben', token, { oid: copied.data.info })).data;
    expect(sample).toMatchObject({ name: 'Amp-1', is_yinwu: 0, zheng_xulie: 'ACGTACGTACGTACGTACGT', fan_xulie: 'TGCATGCATGCATGCATGCA', tuihuo_wendu: '60', status: 0 });
  });

  it("another customer's order is missing: 404, nothing created", async () => {
    const owner = await createUser(t, 'reorder-owner');
    const other = await createUser(t, 'reorder-other');
    const first = await call(t, '/guide/addGuideOrder', owner.token, guideSample());
    const answer = await call(t, '/guide/reorder', other.token, { id: first.data.info });
    expect(answer).toMatchObject({ status: 404, code: 404, msg: '订单不存在' });
    expect(await ordersOf(other.uid, guideOrders)).toEqual([]);
    // Nor does a GUIDE-seq id name an amplicon order of one's own.
    expect(await call(t, '/amplicon/reorder', owner.token, { id: first.data.info })).toMatchObject({ status: 404, msg: '订单不存在' });
    expect(await call(t, '/guide/reorder', owner.token, { id: 'x' })).toMatchObject({ code: 201, msg: '请选择订单' });
  });

  it('refuses an order without samples and a sample that fails today’s rules; nothing is created', async () => {
    const { uid, token } = await createUser(t, 'reorder-refused');
    const first = await call(t, '/guide/addGuideOrder', token, guideSample());
    const oid = first.data.info as number;
    // A rule tightened since the sample was stored: the copy is refused rather than stored unchecked.
    await t.database.db.update(guideSamples).set({ name: '名字 有空格!' }).where(eq(guideSamples.oid, oid));
    expect(await call(t, '/guide/reorder', token, { id: oid })).toMatchObject({ code: 201, msg: '原订单的样本不符合当前的填写要求，请新建订单填写' });

    await t.database.db.delete(guideSamples).where(eq(guideSamples.oid, oid));
    expect(await call(t, '/guide/reorder', token, { id: oid })).toMatchObject({ code: 201, msg: '原订单没有样本，无法再来一单' });
    expect((await ordersOf(uid, guideOrders)).length).toBe(1);
  });

  it('answers in English on the English site', async () => {
    const { token } = await createUser(t, 'reorder-en');
    const first = await call(t, '/guide/addGuideOrder', token, guideSample());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/guide/reorder',
      headers: { authentication: token, 'x-site-language': 'en' },
      payload: { id: first.data.info },
    });
    expect(response.json()).toMatchObject({ code: 200, msg: 'The new order has been created: please check its samples while it awaits confirmation' });
  });
});
