import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { call, createUser, guideSample, setStatus } from '../../../test/support/order-test-kit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const G = (path: string) => `/guide/${path}`;

describe('GUIDE-seq calls', () => {
  it('need a login: 401 for every call', async () => {
    for (const path of [
      'myGuideOrder',
      'myGuideInfo',
      'myGuideYangben',
      'getYangbenInfo',
      'addGuideOrder',
      'addGuideYangben',
      'editGuideYangben',
      'delYangben',
      'delGuideOrder',
      'orderManifest',
      'importYangben',
    ]) {
      const answer = await call(t, G(path), null, { ...guideSample(), id: 1, oid: 1 });
      expect(answer, path).toMatchObject({ status: 401, code: 401 });
    }
  });

  it('create a new order with its first sample: generated order number, count 1, stored values', async () => {
    const { uid, token } = await createUser(t, 'create');
    const created = await call(t, G('addGuideOrder'), token, guideSample({ is_odn: 1, odn_xulie: 'GTTTAATTGAGTTGTCATATGT', is_remark: 1, remark: '加急' }));
    expect(created).toMatchObject({ code: 200, msg: '添加成功' });
    expect(created.data.info).toBeGreaterThan(0);
    expect(created.data.orderno).toMatch(/^GS\d{8}\d{6}$/);
    expect(created.data.yangben_nums).toBe(1);

    const order = await call(t, G('myGuideInfo'), token, { id: created.data.info });
    expect(order.data).toMatchObject({ id: created.data.info, orderno: created.data.orderno, yangben_nums: 1, status: 0, leixing: 'GUIDE-seq脱靶检测' });

    const samples = await call(t, G('myGuideYangben'), token, { oid: created.data.info });
    expect(samples.data).toHaveLength(1);
    expect(samples.data[0]).toMatchObject({
      uid,
      oid: created.data.info,
      name: 'Sample-1',
      xulie: 'GAGTCCGAGCAGAAGAAGAAGGG,GACCCCCTCCACCCCGCCTCCGG',
      zongliang: 2,
      is_odn: 1,
      odn_xulie: 'GTTTAATTGAGTTGTCATATGT',
      remark: '加急',
      cuopei_fazhi: 6,
      tudian_fazhi: 1,
      status: 0,
      leixing: 'GUIDE-seq脱靶检测',
    });
    const info = await call(t, G('getYangbenInfo'), token, { id: samples.data[0].id });
    expect(info.data).toMatchObject({ id: samples.data[0].id, orderno: created.data.orderno, order_status: 0 });
    // Order numbers are unique.
    const second = await call(t, G('addGuideOrder'), token, guideSample());
    expect(second.data.orderno).not.toBe(created.data.orderno);
  });

  it('refuse every rule with the specification message, in form order', async () => {
    const { token } = await createUser(t, 'rules');
    const twelve = Array.from({ length: 12 }, () => 'GAGTCCGAGCAGAAGAAGAAGGG');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, '请输入样本名称!'],
      [{ name: 'Sample 1' }, '只支持英文/数字/-(横杠)'],
      [{ name: '样本1' }, '只支持英文/数字/-(横杠)'],
      [{ name: 'S_1' }, '只支持英文/数字/-(横杠)'],
      [{ type: 'RNA' }, '请选择样本类型!'],
      [{ type: '其他' }, '请输入其他样本类型!'],
      [{ jiezhi: '其他' }, '请输入其他溶解介质!'],
      [{ is_edta: 1 }, '请输入EDTA浓度!'],
      [{ is_edta: 1, edta_nongdu: 0 }, 'EDTA浓度范围为1-100%'],
      [{ is_edta: 1, edta_nongdu: 101 }, 'EDTA浓度范围为1-100%'],
      [{ nongdu: '' }, '请输入浓度!'],
      [{ nongdu: 9.9 }, '请输入10-1000数值'],
      [{ nongdu: 1001 }, '请输入10-1000数值'],
      [{ tiji: null }, '请输入体积!'],
      [{ tiji: 0.5 }, '请输入1-100数值'],
      [{ tiji: 101 }, '请输入1-100数值'],
      [{ laiyuan: '其他' }, '请输入物种基因组下载地址!'],
      [{ fenxi_leixing: '对照组' }, '请输入对照样本名称!'],
      [{ fenxi_leixing: '对照组', duizhao: 'ctrl 1' }, '只支持英文/数字/-(横杠)'],
      [{ xulie: twelve }, '最多10条!'],
      [{ hexuanmei: '其他' }, '请输入其他核酸酶!'],
      [{ cuopei_fazhi: 9 }, '请选择错配阈值!'],
      [{ cuopei_fazhi: '' }, '请选择错配阈值!'],
      [{ tudian_fazhi: 3 }, '请选择凸点阈值!'],
    ];
    for (const [overrides, msg] of cases) {
      const answer = await call(t, G('addGuideOrder'), token, guideSample(overrides));
      expect(answer, JSON.stringify(overrides)).toMatchObject({ status: 200, code: 201, msg });
    }
    expect((await call(t, G('myGuideOrder'), token, { page: 0, size: 10 })).data.total).toBe(0);
  });

  it('accept the limits: EDTA 1-100, concentration 10-1000, volume 1-100, 11 guide rows, empty rows', async () => {
    const { token } = await createUser(t, 'limits');
    const eleven = Array.from({ length: 11 }, (_, i) => `GAGTCCGAGCAGAAGAAGAA${'ACG'[i % 3]}GG`);
    for (const overrides of [
      { is_edta: 1, edta_nongdu: 1, nongdu: 10, tiji: 1 },
      { is_edta: 1, edta_nongdu: 100, nongdu: 1000, tiji: 100 },
      { xulie: eleven },
      { xulie: [''] },
      { xulie: 'AAA, CCC' },
    ]) {
      const answer = await call(t, G('addGuideOrder'), token, guideSample(overrides));
      expect(answer, JSON.stringify(overrides)).toMatchObject({ code: 200 });
    }
    const list = (await call(t, G('myGuideOrder'), token, { page: 0, size: 10 })).data.data;
    const xulies = await Promise.all(list.map(async (o: { id: number }) => (await call(t, G('myGuideYangben'), token, { oid: o.id })).data[0].xulie));
    expect(xulies).toContain(eleven.join(','));
    expect(xulies).toContain(null);
    expect(xulies).toContain('AAA,CCC');
  });

  it('store hidden sections empty: no stale values, concentration 0, total computed and rounded', async () => {
    const { token } = await createUser(t, 'hidden');
    const residue = await call(t, G('addGuideOrder'), token, guideSample({ type: '细胞渣', jiezhi: '其他', jiezhi_other: 'x', nongdu: 500, tiji: 50, is_edta: 1, edta_nongdu: 5 }));
    expect(residue.code).toBe(200);
    const [row] = (await call(t, G('myGuideYangben'), token, { oid: residue.data.info })).data;
    expect(row).toMatchObject({ type: '细胞渣', jiezhi: null, jiezhi_other: null, is_edta: 0, edta_nongdu: null, nongdu: 0, tiji: null, zongliang: null });

    const control = await call(t, G('addGuideOrder'), token, guideSample({ fenxi_leixing: '对照组', duizhao: 'Ctrl-1', is_odn: 1, odn_xulie: 'ACGT', type: '其他', type_other: '血液' }));
    const [c] = (await call(t, G('myGuideYangben'), token, { oid: control.data.info })).data;
    expect(c).toMatchObject({ fenxi_leixing: '对照组', duizhao: 'Ctrl-1', xulie: null, hexuanmei: null, cuopei_fazhi: null, tudian_fazhi: null, is_odn: 0, odn_xulie: null, type_other: '血液' });

    const rounded = await call(t, G('addGuideOrder'), token, guideSample({ tiji: 3, nongdu: 33.3, zongliang: 999, is_remark: 0, remark: 'stale' }));
    const [r] = (await call(t, G('myGuideYangben'), token, { oid: rounded.data.info })).data;
    expect(r.zongliang).toBe(0.0999);
    expect(r.remark).toBeNull();
  });

  it('add samples to an order, edit, delete, keeping the count equal to the samples', async () => {
    const { token } = await createUser(t, 'flow');
    const created = await call(t, G('addGuideOrder'), token, guideSample());
    const oid = created.data.info;
    const added = await call(t, G('addGuideYangben'), token, guideSample({ name: 'Ctrl-1', fenxi_leixing: '对照组', duizhao: 'Sample-1', oid }));
    expect(added).toMatchObject({ code: 200, data: { info: oid, yangben_nums: 2 } });
    expect(await call(t, G('addGuideYangben'), token, guideSample())).toMatchObject({ code: 201, msg: '请选择订单' });

    const edited = await call(t, G('editGuideYangben'), token, guideSample({ id: added.data.id, name: 'Ctrl-2', fenxi_leixing: '对照组', duizhao: 'Sample-1', oid: 999999 }));
    expect(edited).toMatchObject({ code: 200, msg: '编辑成功', data: { id: added.data.id, name: 'Ctrl-2', oid } });
    expect(await call(t, G('editGuideYangben'), token, guideSample({ id: added.data.id, name: '' }))).toMatchObject({ code: 201, msg: '请输入样本名称!' });

    const removed = await call(t, G('delYangben'), token, { id: added.data.id });
    expect(removed).toMatchObject({ code: 200, msg: '删除成功', data: { oid, yangben_nums: 1 } });
    expect((await call(t, G('myGuideInfo'), token, { id: oid })).data.yangben_nums).toBe(1);

    // Deleting the last sample leaves a consistent, empty order that can take samples again.
    const [last] = (await call(t, G('myGuideYangben'), token, { oid })).data;
    expect((await call(t, G('delYangben'), token, { id: last.id })).data.yangben_nums).toBe(0);
    expect((await call(t, G('myGuideInfo'), token, { id: oid })).data).toMatchObject({ yangben_nums: 0, status: 0 });
    expect((await call(t, G('myGuideYangben'), token, { oid })).data).toEqual([]);
    expect((await call(t, G('addGuideYangben'), token, guideSample({ oid }))).data.yangben_nums).toBe(1);

    // Concurrent adds still count right.
    await Promise.all(Array.from({ length: 5 }, (_, i) => call(t, G('addGuideYangben'), token, guideSample({ name: `P-${i}`, oid }))));
    const order = (await call(t, G('myGuideInfo'), token, { id: oid })).data;
    expect(order.yangben_nums).toBe(6);
    expect((await call(t, G('myGuideYangben'), token, { oid })).data).toHaveLength(6);
  });

  it('apply the status rules: add only at 0, edit only at 0, delete at 0 or 6', async () => {
    const { token } = await createUser(t, 'status');
    const created = await call(t, G('addGuideOrder'), token, guideSample());
    const oid = created.data.info;
    const sampleId = created.data.id;
    for (const status of [1, 2, 3, 4, 5, 6]) {
      await setStatus(t, 'guide', oid, status);
      expect(await call(t, G('addGuideYangben'), token, guideSample({ oid })), `add ${status}`).toMatchObject({ code: 201, msg: '订单已确认，不能再添加样本' });
      expect(await call(t, G('editGuideYangben'), token, guideSample({ id: sampleId })), `edit ${status}`).toMatchObject({
        code: 201,
        msg: '样本已进入处理流程，不能编辑',
      });
      if (status < 6) {
        expect(await call(t, G('delYangben'), token, { id: sampleId }), `del ${status}`).toMatchObject({ code: 201, msg: '当前状态不能删除' });
        expect(await call(t, G('delGuideOrder'), token, { id: oid })).toMatchObject({ code: 201, msg: '当前状态不能删除' });
      }
    }
    // A sample at 0 in an order that moved on cannot be edited either.
    await setStatus(t, 'guide', oid, 0);
    await setStatus(t, 'guide', oid, 1, false);
    expect(await call(t, G('editGuideYangben'), token, guideSample({ id: sampleId }))).toMatchObject({ code: 201, msg: '样本已进入处理流程，不能编辑' });
    // ...and a sample that moved on in an order still at 0 neither.
    await setStatus(t, 'guide', oid, 2);
    await setStatus(t, 'guide', oid, 0, false);
    expect(await call(t, G('editGuideYangben'), token, guideSample({ id: sampleId }))).toMatchObject({ code: 201, msg: '样本已进入处理流程，不能编辑' });
    expect((await call(t, G('myGuideInfo'), token, { id: oid })).data.yangben_nums).toBe(1);
    await setStatus(t, 'guide', oid, 6);
    expect(await call(t, G('delYangben'), token, { id: sampleId })).toMatchObject({ code: 200, data: { yangben_nums: 0 } });
    expect(await call(t, G('delGuideOrder'), token, { id: oid })).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await call(t, G('myGuideInfo'), token, { id: oid })).toMatchObject({ status: 404 });

    const fresh = await call(t, G('addGuideOrder'), token, guideSample());
    expect(await call(t, G('delGuideOrder'), token, { id: fresh.data.info })).toMatchObject({ code: 200 });
    expect(await call(t, G('getYangbenInfo'), token, { id: fresh.data.id })).toMatchObject({ status: 404 });
  });

  it('page the order list from 0, 10 by default, search by order number', async () => {
    const { token } = await createUser(t, 'paging');
    const numbers: string[] = [];
    for (let i = 0; i < 12; i++) numbers.push((await call(t, G('addGuideOrder'), token, guideSample())).data.orderno);
    const first = await call(t, G('myGuideOrder'), token, { page: 0 });
    expect(first.data.total).toBe(12);
    expect(first.data.data).toHaveLength(10);
    expect(first.data.data[0].orderno).toBe(numbers[11]);
    expect(first.data.data[0]).toMatchObject({ yangben_nums: 1, status: 0, leixing: 'GUIDE-seq脱靶检测' });
    const second = await call(t, G('myGuideOrder'), token, { page: 1, size: 10 });
    expect(second.data.data.map((o: { orderno: string }) => o.orderno)).toEqual([numbers[1], numbers[0]]);
    expect((await call(t, G('myGuideOrder'), token, { page: 0, size: 50 })).data.data).toHaveLength(12);
    const search = await call(t, G('myGuideOrder'), token, { page: 0, size: 10, keyword: numbers[3].slice(-8) });
    expect(search.data).toMatchObject({ total: 1, data: [{ orderno: numbers[3] }] });
    expect((await call(t, G('myGuideOrder'), token, { keyword: '%' })).data.total).toBe(0);
  });

  it("never shows, changes or deletes another user's order or sample: 404 like a missing one", async () => {
    const owner = await createUser(t, 'owner');
    const intruder = await createUser(t, 'intruder');
    const created = await call(t, G('addGuideOrder'), owner.token, guideSample({ name: 'Secret-1' }));
    const oid = created.data.info;
    const id = created.data.id;
    expect((await call(t, G('myGuideOrder'), intruder.token, {})).data).toEqual({ data: [], total: 0 });
    for (const [path, body] of [
      ['myGuideInfo', { id: oid }],
      ['myGuideYangben', { oid }],
      ['getYangbenInfo', { id }],
      ['addGuideYangben', guideSample({ oid })],
      ['editGuideYangben', guideSample({ id })],
      ['delYangben', { id }],
      ['delGuideOrder', { id: oid }],
      ['orderManifest', { oid }],
    ] as const) {
      const answer = await call(t, G(path), intruder.token, body);
      expect(answer, path).toMatchObject({ status: 404, code: 404, data: null });
      expect(JSON.stringify(answer)).not.toContain('Secret');
    }
    const after = await call(t, G('myGuideYangben'), owner.token, { oid });
    expect(after.data).toHaveLength(1);
    expect(after.data[0].name).toBe('Secret-1');
    // The amplicon calls do not reach GUIDE-seq rows either.
    expect(await call(t, '/amplicon/getYangbenInfo', owner.token, { id })).toMatchObject({ status: 404 });
  });

  it('give the manifest: order, customer, samples', async () => {
    const { token } = await createUser(t, 'manifest');
    const created = await call(t, G('addGuideOrder'), token, guideSample());
    await call(t, G('addGuideYangben'), token, guideSample({ name: 'Sample-2', oid: created.data.info }));
    const manifest = await call(t, G('orderManifest'), token, { oid: created.data.info });
    expect(manifest.data.order).toMatchObject({ orderno: created.data.orderno, yangben_nums: 2 });
    expect(manifest.data.customer).toMatchObject({ username: 'manifest', company: '示例大学' });
    expect(manifest.data.samples.map((s: { name: string }) => s.name)).toEqual(['Sample-1', 'Sample-2']);
    expect(manifest.data.qrcode).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });
});
