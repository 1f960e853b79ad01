// The console's order list (three kinds as one list: filters, paging, newest first, the quote), the
// counts by kind and status, and the detail with every field labelled as the customer's forms label it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { ampliconOrders, cellslineOrders, guideOrders, users } from '../../db/schema/index.ts';
import { createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { captureMail, cellOrder, createUser, sampleOrder, staffCall } from '../../../test/support/order-ops-test-kit.ts';

let t: TestApp;
let sales: TestStaff;
let lab: TestStaff;
const ids: Record<string, number> = {};
let mail: ReturnType<typeof captureMail>;

const list = (body: Record<string, unknown> = {}) => staffCall(t, sales, '/orders/list', body);
const keys = (res: { data: { data: Array<{ kind: string; id: number }> } }) => res.data.data.map((r) => `${r.kind}:${r.id}`);
const key = (name: string) => `${name.split('-')[0]}:${ids[name]}`;

beforeAll(async () => {
  t = await createTestApp();
  mail = captureMail(t);
  sales = await createStaff(t.app, ['sales']);
  lab = await createStaff(t.app, ['lab']);
  const wang = await createUser(t, 'wang');
  const zhao = await createUser(t, 'zhao');
  await t.database.db.update(users).set({ fname: '王', lname: '五', company: '北方大学', phone: '13800001111', department: '生命学院', tel: '010-1234' }).where(eq(users.id, wang.uid));
  await t.database.db.update(users).set({ fname: '赵', lname: '六', company: '南方研究所 100%_纯' }).where(eq(users.id, zhao.uid));

  // Oldest first: guide-1 … cell-2, one Shanghai day apart (2026-03-01 … 2026-03-06, 09:00 local).
  const plan: Array<[string, () => Promise<number>, typeof guideOrders | typeof ampliconOrders | typeof cellslineOrders]> = [
    ['guide-1', () => sampleOrder(t, wang.token, 'guide', 2), guideOrders],
    ['amplicon-1', () => sampleOrder(t, wang.token, 'amplicon', 1), ampliconOrders],
    ['cell-1', () => cellOrder(t, wang.token), cellslineOrders],
    ['guide-2', () => sampleOrder(t, zhao.token, 'guide', 1), guideOrders],
    ['amplicon-2', () => sampleOrder(t, zhao.token, 'amplicon', 1), ampliconOrders],
    ['cell-2', () => cellOrder(t, zhao.token), cellslineOrders],
  ];
  for (const [index, [name, create, table]] of plan.entries()) {
    ids[name] = await create();
    await t.database.db
      .update(table)
      .set({ create_time: new Date(`2026-03-0${index + 1}T01:00:00Z`) })
      .where(eq(table.id, ids[name]));
  }
  await staffCall(t, sales, '/orders/move', { kind: 'guide', id: ids['guide-1'], to: 1, quote_amount: 2500 });
  await staffCall(t, sales, '/orders/move', { kind: 'cell', id: ids['cell-2'], to: 1 });
  await staffCall(t, lab, '/orders/move', { kind: 'cell', id: ids['cell-2'], to: 2 });
});

afterAll(async () => {
  mail?.restore();
  await t?.close();
});

describe('the order list', () => {
  it('lists every kind newest first, pages from 1, with the customer and the quote', async () => {
    const all = await list({ size: 4 });
    expect(all.data.total).toBe(6);
    expect(keys(all)).toEqual([key('cell-2'), key('amplicon-2'), key('guide-2'), key('cell-1')]);
    const second = await list({ size: 4, page: 2 });
    expect(keys(second)).toEqual([key('amplicon-1'), key('guide-1')]);
    expect(second.data.total).toBe(6);
    expect((await list({ size: 4, page: 3 })).data).toEqual({ data: [], total: 6 });

    const guide1 = second.data.data[1];
    expect(guide1).toMatchObject({ kind: 'guide', status: 1, yangben_nums: 2, customer_name: '王五', company: '北方大学', quote_amount: 2500, leixing: 'GUIDE-seq脱靶检测' });
    expect(guide1.customer_email).toMatch(/^wang-\d+@example\.com$/);
    expect(guide1.create_time).toBe('2026-03-01T01:00:00.000Z');
    expect(all.data.data[0]).toMatchObject({ kind: 'cell', yangben_nums: null, quote_amount: null, status: 2 });
  });

  it('counts each order\'s samples by status, lowest first (issue 35 point 11)', async () => {
    const row = async (name: string) => (await list({ size: 10 })).data.data.find((r: { kind: string; id: number }) => `${r.kind}:${r.id}` === key(name));
    // guide-1 was confirmed: both samples were lifted to 1.
    expect((await row('guide-1')).sample_statuses).toEqual([{ status: 1, count: 2 }]);
    expect((await row('amplicon-1')).sample_statuses).toEqual([{ status: 0, count: 1 }]);
    expect((await row('cell-1')).sample_statuses).toBeNull();
    const detail = await staffCall(t, sales, '/orders/detail', { kind: 'guide', id: ids['guide-1'] });
    const first = detail.data.samples[0].id;
    expect((await staffCall(t, lab, '/orders/moveSample', { kind: 'guide', id: first, to: 2 })).code).toBe(200);
    expect((await row('guide-1')).sample_statuses).toEqual([
      { status: 1, count: 1 },
      { status: 2, count: 1 },
    ]);
    // Moved back again, so the other tests see the list as it was.
    const admin = await createStaff(t.app, ['admin']);
    expect((await staffCall(t, admin, '/orders/moveSample', { kind: 'guide', id: first, to: 1, note: '重测' })).code).toBe(200);
  });

  it('filters by kind, status, customer, order number and Shanghai dates', async () => {
    expect(keys(await list({ kind: 'cell' }))).toEqual([key('cell-2'), key('cell-1')]);
    expect(keys(await list({ status: 1 }))).toEqual([key('guide-1')]);
    expect(keys(await list({ status: '0', kind: 'amplicon' }))).toEqual([key('amplicon-2'), key('amplicon-1')]);
    expect((await list({ customer: '王五' })).data.total).toBe(3);
    expect((await list({ customer: '北方' })).data.total).toBe(3);
    expect((await list({ customer: '0001111' })).data.total).toBe(3);
    expect((await list({ customer: 'zhao-' })).data.total).toBe(3);
    // LIKE wildcards typed by staff are literal.
    expect((await list({ customer: '100%_' })).data.total).toBe(3);
    expect((await list({ customer: '北%学' })).data.total).toBe(0);

    const orderno = (await list({ kind: 'guide', size: 1 })).data.data[0].orderno as string;
    expect(keys(await list({ orderno: orderno.slice(-8) }))).toEqual([key('guide-2')]);

    // 2026-03-02 09:00 Shanghai is amplicon-1; from/to are inclusive days.
    expect(keys(await list({ from: '2026-03-02', to: '2026-03-03' }))).toEqual([key('cell-1'), key('amplicon-1')]);
    expect((await list({ from: '2026-03-07' })).data.total).toBe(0);
    expect(await list({ from: '2026/03/01' })).toMatchObject({ code: 201, msg: '日期格式不正确' });
    expect(await list({ kind: 'plasmid' })).toMatchObject({ code: 201, msg: '订单类型不正确' });
  });

  it('counts orders by kind and status', async () => {
    const summary = await staffCall(t, lab, '/orders/summary');
    expect(summary.data).toEqual([
      { kind: 'amplicon', status: 0, count: 2 },
      { kind: 'cell', status: 0, count: 1 },
      { kind: 'cell', status: 2, count: 1 },
      { kind: 'guide', status: 0, count: 1 },
      { kind: 'guide', status: 1, count: 1 },
    ]);
  });

  it('answers 401 without a staff session and to a customer token', async () => {
    const customer = await createUser(t, 'nosy');
    expect((await staffCall(t, { ...sales, token: '' }, '/orders/list')).status).toBe(401);
    expect((await staffCall(t, { ...sales, token: customer.token }, '/orders/list')).status).toBe(401);
  });
});

describe('the order detail', () => {
  it('labels the header, every sample field and the customer', async () => {
    const res = await staffCall(t, lab, '/orders/detail', { kind: 'guide', id: ids['guide-1'] });
    expect(res.code).toBe(200);
    const fields = Object.fromEntries(res.data.fields.map((f: { label: string; value: string }) => [f.label, f.value]));
    expect(fields).toMatchObject({ 服务类型: 'GUIDE-seq脱靶检测', 样本数量: '2', 订单状态: '已确认', 提交时间: '2026-03-01 09:00' });
    expect(fields.订单号).toMatch(/^GS/);
    expect(res.data.customer).toMatchObject({ name: '王五', company: '北方大学', department: '生命学院', phone: '13800001111', tel: '010-1234' });
    expect(res.data.quote).toMatchObject({ amount: 2500 });

    const sample = res.data.samples[0];
    expect(sample).toMatchObject({ name: 'S-1', status: 1 });
    const sampleFields = Object.fromEntries(sample.fields.map((f: { key: string; label: string; value: string }) => [f.key, [f.label, f.value]]));
    expect(sampleFields).toMatchObject({
      name: ['样本名称', 'S-1'],
      type: ['样本类型', 'DNA'],
      is_edta: ['是否含EDTA', '否'],
      nongdu: ['浓度', '100 ng/ul'],
      tiji: ['体积', '20 ul'],
      laiyuan: ['物种来源', '人 (human hg38)'],
      fenxi_leixing: ['分析类型', '实验组'],
      xulie: ['sgRNA+PAM序列', 'GAGTCCGAGCAGAAGAAGAAGGG\nGACCCCCTCCACCCCGCCTCCGG'],
      hexuanmei: ['核酸酶', 'SpCas9'],
      cuopei_fazhi: ['错配阈值', '6'],
      is_odn: ['是否需要ODN插入检测', '否'],
      status: ['样本状态', '已确认'],
    });
    // Fields the form hid (empty) are left out.
    expect(sampleFields.type_other).toBeUndefined();
  });

  it('labels every form field of a cell-line order with its choices as words', async () => {
    const res = await staffCall(t, lab, '/orders/detail', { kind: 'cell', id: ids['cell-1'] });
    const fields = Object.fromEntries(res.data.fields.map((f: { key: string; label: string; value: string }) => [f.key, [f.label, f.value]]));
    expect(fields).toMatchObject({
      leixing: ['细胞株类型', '单基因敲除'],
      is_rna: ['guide/shRNA设计', '需要设计'],
      is_shengzhang: ['编辑后是否影响生长', '不确定'],
      is_yuandai: ['宿主细胞是否为原代细胞', '是'],
      chuandai_bi: ['传代比例(%)', '30'],
      is_youhai: ['是否携带有害病原体', '否'],
      status: ['订单状态', '待确认'],
    });
    expect(res.data.samples).toEqual([]);
    expect(res.data.events).toEqual([expect.objectContaining({ id: 0, type: 'submitted', to_status: 0 })]);
  });

  it('answers 404 for a missing order of any kind', async () => {
    expect(await staffCall(t, lab, '/orders/detail', { kind: 'amplicon', id: 999999 })).toMatchObject({ status: 404, msg: '订单不存在' });
  });
});
