import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { AMPLICON, ampliconSample, call, createUser, guideSample, setStatus } from '../../../test/support/order-test-kit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const A = (path: string) => `/amplicon/${path}`;

describe('amplicon calls', () => {
  it('need a login: 401 for every call', async () => {
    for (const path of [
      'myAmpliconOrder',
      'myAmpliconInfo',
      'myAmpliconYangben',
      'getYangbenInfo',
      'addAmpliconOrder',
      'addAmpliconYangben',
      'editAmpliconYangben',
      'delYangben',
      'delAmpliconOrder',
      'orderManifest',
      'importYangben',
    ]) {
      expect(await call(t, A(path), null, { ...ampliconSample(), id: 1, oid: 1 }), path).toMatchObject({ status: 401, code: 401 });
    }
  });

  it('create an order with its first sample and store the amplicon fields', async () => {
    const { token } = await createUser(t, 'amp-create');
    const created = await call(t, A('addAmpliconOrder'), token, ampliconSample({ shiyan_name: '实验A' }));
    expect(created).toMatchObject({ code: 200, data: { yangben_nums: 1 } });
    expect(created.data.orderno).toMatch(/^AM\d{14}$/);
    const order = await call(t, A('myAmpliconInfo'), token, { id: created.data.info });
    expect(order.data).toMatchObject({ leixing: '扩增子检测', yangben_nums: 1, status: 0 });
    const [sample] = (await call(t, A('myAmpliconYangben'), token, { oid: created.data.info })).data;
    expect(sample).toMatchObject({
      name: 'Amp-1',
      laiyuan: 'mouse mm10',
      xulie: 'GAGTCCGAGCAGAAGAAGAAGGG',
      weidian_juli: -3,
      chuangkou_size: 20,
      zheng_xulie: 'ACGTACGTACGTACGTACGT',
      kuozhan_xulie: AMPLICON,
      yinwu_xulie: null,
      is_dipin: 0,
      dipin_zhi: null,
      gexinghua_type: '无',
      shiyan_name: '实验A',
      zongliang: 0.5,
      leixing: '扩增子检测',
    });
    expect((await call(t, A('getYangbenInfo'), token, { id: sample.id })).data).toMatchObject({ id: sample.id, orderno: created.data.orderno });
  });

  it('refuse every amplicon rule with the specification message', async () => {
    const { token } = await createUser(t, 'amp-rules');
    const other = { hexuanmei: '其他', hexuanmei_other: 'Cas12f' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, '请输入样本名称!'],
      [{ name: 'a b' }, '只支持英文/数字/-(横杠)'],
      [{ type: '其他' }, '请输入其他样本类型!'],
      [{ nongdu: 5 }, '请输入10-1000数值'],
      [{ fenxi_leixing: '对照组' }, '请输入对照样本名称!'],
      [{ xulie: '' }, '请输入sgRNA+PAM序列'],
      [{ xulie: 'ACGT ACGT' }, '请输入sgRNA+PAM序列'],
      [{ xulie: 'acgt' }, '只可输入ATCG四种大写字母'],
      [{ xulie: 'ACGN' }, '只可输入ATCG四种大写字母'],
      [{ hexuanmei: '其他' }, '请输入其他核酸酶!'],
      [{ ...other, weidian_juli: '' }, '请输入编辑位点距PAM距离!'],
      [{ ...other, weidian_juli: -31 }, '编辑位点距离范围为-30到30'],
      [{ ...other, weidian_juli: 31 }, '编辑位点距离范围为-30到30'],
      [{ ...other, chuangkou_size: '' }, '请输入编辑窗口大小!'],
      [{ ...other, chuangkou_size: 0 }, '编辑窗口范围为1-100'],
      [{ ...other, chuangkou_size: 101 }, '编辑窗口范围为1-100'],
      [{ zheng_xulie: '' }, '请输入正向引物序列!'],
      [{ zheng_xulie: 'ACGU' }, '只可输入ATCG四种大写字母'],
      [{ fan_xulie: '' }, '请输入反向引物序列!'],
      [{ fan_xulie: 'AC GT' }, '请输入反向引物序列!'],
      [{ tuihuo_wendu: '' }, '请输入退火温度!'],
      [{ kuozhan_xulie: '' }, '请输入扩增子产物序列!'],
      [{ kuozhan_xulie: `${AMPLICON.slice(1)}x` }, '只可输入ATCG四种大写字母'],
      [{ kuozhan_xulie: AMPLICON.slice(0, 149) }, '扩增子产物序列长度在150-300!'],
      [{ kuozhan_xulie: `${AMPLICON}${AMPLICON}`.slice(0, 301) }, '扩增子产物序列长度在150-300!'],
      [{ is_yinwu: 1 }, '请输入侧翼序列!'],
      [{ is_dipin: 1 }, '请输入低频阈值!'],
      [{ is_dipin: 1, dipin_zhi: 1.1 }, '低频阈值范围为0-1'],
      [{ is_dipin: 1, dipin_zhi: -0.1 }, '低频阈值范围为0-1'],
      [{ gexinghua_type: '其他' }, '请输入其他个性化需求!'],
      [{ gexinghua_type: '' }, '请选择个性化需求!'],
    ];
    for (const [overrides, msg] of cases) {
      const answer = await call(t, A('addAmpliconOrder'), token, ampliconSample(overrides));
      expect(answer, JSON.stringify(overrides)).toMatchObject({ status: 200, code: 201, msg });
    }
    expect((await call(t, A('myAmpliconOrder'), token, { page: 0, size: 10 })).data.total).toBe(0);
  });

  it('accept the limits and apply the nuclease presets, hidden sections stored empty', async () => {
    const { token } = await createUser(t, 'amp-limits');
    const stored = async (overrides: Record<string, unknown>) => {
      const answer = await call(t, A('addAmpliconOrder'), token, ampliconSample(overrides));
      expect(answer, JSON.stringify(overrides)).toMatchObject({ code: 200 });
      return (await call(t, A('myAmpliconYangben'), token, { oid: answer.data.info })).data[0];
    };
    expect(await stored({ kuozhan_xulie: AMPLICON.slice(0, 150) })).toMatchObject({ kuozhan_xulie: AMPLICON.slice(0, 150) });
    expect(await stored({ kuozhan_xulie: `${AMPLICON}${AMPLICON}`.slice(0, 300) })).toMatchObject({ chuangkou_size: 20 });
    // SpCas9 and AsCpf1 lock distance and window whatever is sent; other takes the sent values.
    expect(await stored({ hexuanmei: 'SpCas9', weidian_juli: 7, chuangkou_size: 99 })).toMatchObject({ weidian_juli: -3, chuangkou_size: 20 });
    expect(await stored({ hexuanmei: 'AsCpf1', weidian_juli: 7, chuangkou_size: 99 })).toMatchObject({ weidian_juli: 1, chuangkou_size: 60 });
    expect(await stored({ hexuanmei: '其他', hexuanmei_other: 'Cas12f', weidian_juli: -30, chuangkou_size: 1 })).toMatchObject({
      hexuanmei_other: 'Cas12f',
      weidian_juli: -30,
      chuangkou_size: 1,
    });
    expect(await stored({ hexuanmei: '其他', hexuanmei_other: 'Cas12f', weidian_juli: 30, chuangkou_size: 100 })).toMatchObject({ weidian_juli: 30 });
    expect(await stored({ is_dipin: 1, dipin_zhi: 0 })).toMatchObject({ is_dipin: 1, dipin_zhi: 0 });
    expect(await stored({ is_dipin: 1, dipin_zhi: 1 })).toMatchObject({ dipin_zhi: 1 });
    expect(await stored({ is_dipin: 0, dipin_zhi: 0.5 })).toMatchObject({ dipin_zhi: null });
    expect(await stored({ gexinghua_type: '其他', gexinghua_other: '长读长' })).toMatchObject({ gexinghua_other: '长读长' });
    // Primer design by the company: the flanking sequence instead of primers and amplicon.
    expect(await stored({ is_yinwu: 1, yinwu_xulie: 'ACGTTTGA' })).toMatchObject({
      is_yinwu: 1,
      yinwu_xulie: 'ACGTTTGA',
      zheng_xulie: null,
      fan_xulie: null,
      tuihuo_wendu: null,
      kuozhan_xulie: null,
    });
    // GUIDE-seq-only fields never stick to an amplicon sample.
    expect(await stored({ cuopei_fazhi: 7, is_odn: 1, odn_xulie: 'AC' })).toMatchObject({ cuopei_fazhi: null, is_odn: 0, odn_xulie: null });
  });

  it('add, edit (更新成功), delete with the status rules and a consistent count', async () => {
    const { token } = await createUser(t, 'amp-flow');
    const created = await call(t, A('addAmpliconOrder'), token, ampliconSample());
    const oid = created.data.info;
    const added = await call(t, A('addAmpliconYangben'), token, ampliconSample({ name: 'Amp-2', oid }));
    expect(added).toMatchObject({ code: 200, data: { yangben_nums: 2 } });
    const edited = await call(t, A('editAmpliconYangben'), token, ampliconSample({ id: added.data.id, name: 'Amp-2b', hexuanmei: 'AsCpf1' }));
    expect(edited).toMatchObject({ code: 200, msg: '更新成功', data: { name: 'Amp-2b', weidian_juli: 1, chuangkou_size: 60 } });
    expect(await call(t, A('editAmpliconYangben'), token, ampliconSample({ id: added.data.id, kuozhan_xulie: 'ACGT' }))).toMatchObject({
      code: 201,
      msg: '扩增子产物序列长度在150-300!',
    });

    await setStatus(t, 'amplicon', oid, 3);
    expect(await call(t, A('addAmpliconYangben'), token, ampliconSample({ oid }))).toMatchObject({ code: 201, msg: '订单已确认，不能再添加样本' });
    expect(await call(t, A('editAmpliconYangben'), token, ampliconSample({ id: added.data.id }))).toMatchObject({ code: 201, msg: '样本已进入处理流程，不能编辑' });
    expect(await call(t, A('delYangben'), token, { id: added.data.id })).toMatchObject({ code: 201, msg: '当前状态不能删除' });
    expect(await call(t, A('delAmpliconOrder'), token, { id: oid })).toMatchObject({ code: 201, msg: '当前状态不能删除' });
    await setStatus(t, 'amplicon', oid, 6);
    expect(await call(t, A('delYangben'), token, { id: added.data.id })).toMatchObject({ code: 200, msg: '删除成功', data: { yangben_nums: 1 } });
    expect((await call(t, A('myAmpliconInfo'), token, { id: oid })).data.yangben_nums).toBe(1);
    expect(await call(t, A('delYangben'), token, { id: created.data.id })).toMatchObject({ code: 200, data: { yangben_nums: 0 } });
    expect((await call(t, A('myAmpliconInfo'), token, { id: oid })).data).toMatchObject({ yangben_nums: 0, status: 6 });
    expect(await call(t, A('delAmpliconOrder'), token, { id: oid })).toMatchObject({ code: 200 });
    expect((await call(t, A('myAmpliconOrder'), token, { page: 0 })).data.total).toBe(0);
  });

  it('keep GUIDE-seq and amplicon orders apart; page and search', async () => {
    const { token } = await createUser(t, 'amp-list');
    await call(t, '/guide/addGuideOrder', token, guideSample());
    const numbers: string[] = [];
    for (let i = 0; i < 11; i++) numbers.push((await call(t, A('addAmpliconOrder'), token, ampliconSample())).data.orderno);
    const first = await call(t, A('myAmpliconOrder'), token, { page: 0, size: 10 });
    expect(first.data.total).toBe(11);
    expect(first.data.data).toHaveLength(10);
    expect((await call(t, A('myAmpliconOrder'), token, { page: 1, size: 10 })).data.data.map((o: { orderno: string }) => o.orderno)).toEqual([numbers[0]]);
    expect((await call(t, A('myAmpliconOrder'), token, { keyword: numbers[5] })).data).toMatchObject({ total: 1, data: [{ orderno: numbers[5] }] });
    expect((await call(t, '/guide/myGuideOrder', token, { page: 0 })).data.total).toBe(1);
  });

  it("answer 404 for another user's amplicon order or sample", async () => {
    const owner = await createUser(t, 'amp-owner');
    const intruder = await createUser(t, 'amp-intruder');
    const created = await call(t, A('addAmpliconOrder'), owner.token, ampliconSample({ name: 'Hidden-1' }));
    const oid = created.data.info;
    const id = created.data.id;
    for (const [path, body] of [
      ['myAmpliconInfo', { id: oid }],
      ['myAmpliconYangben', { oid }],
      ['getYangbenInfo', { id }],
      ['addAmpliconYangben', ampliconSample({ oid })],
      ['editAmpliconYangben', ampliconSample({ id })],
      ['delYangben', { id }],
      ['delAmpliconOrder', { id: oid }],
      ['orderManifest', { oid }],
    ] as const) {
      const answer = await call(t, A(path), intruder.token, body);
      expect(answer, path).toMatchObject({ status: 404, code: 404, data: null });
      expect(JSON.stringify(answer)).not.toContain('Hidden');
    }
    expect((await call(t, A('myAmpliconYangben'), owner.token, { oid })).data).toHaveLength(1);
  });
});
