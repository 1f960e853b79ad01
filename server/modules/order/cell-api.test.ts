import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { cellslineOrders } from '../../db/schema/index.ts';
import { call, cellForm, createUser } from '../../../test/support/order-test-kit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const C = (path: string) => `/cellsline/${path}`;
/** A real 1x1 PNG. */
const tinyPng = () => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

async function upload(token: string, purpose: string, filename: string, content: Buffer) {
  const boundary = `----cell${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/uploads/index?purpose=${purpose}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authentication: token },
  });
  return response.json() as { code: number; msg: string; data: Array<{ url: string }> | null };
}

describe('cell-line order calls', () => {
  it('need a login: 401 for every call', async () => {
    const paths = ['myCellslineOrder', 'myCellslineInfo', 'addCellslineOrder', 'editCellslineOrder', 'delCellslineOrder'];
    const otherNames = ['myCellslineOrderList', 'editCellslineYangben', 'myCellslineYangben', 'getYangbenInfo'];
    for (const path of [...paths, ...otherNames]) {
      expect(await call(t, C(path), null, { ...cellForm(), id: 1 }), path).toMatchObject({ status: 401, code: 401 });
    }
  });

  it('add an order with the defaults, read it, list it from page 1 with its copy number', async () => {
    const { token } = await createUser(t, 'cell-create');
    const created = await call(t, C('addCellslineOrder'), token, cellForm({ remark: '加急' }));
    expect(created).toMatchObject({ code: 200, msg: '添加成功' });
    expect(created.data.orderno).toMatch(/^CL\d{14}$/);
    const info = await call(t, C('myCellslineInfo'), token, { id: created.data.info });
    expect(info.data).toMatchObject({
      id: created.data.info,
      status: 0,
      leixing: '单基因敲除',
      is_dingdian: 0,
      dingdian_info: null,
      name: 'TP53',
      jiyin: 'Gene ID',
      jiyin_xulie: null,
      yuandai_other: '无限增殖',
      shuzhu_jiyinshu: '单拷贝',
      shuzhu_copynum: null,
      chuandai_bi: 30,
      remark: '加急',
    });
    expect(info.data.uid).toBeUndefined();
    const second = await call(t, C('addCellslineOrder'), token, cellForm({ shuzhu_jiyinshu: '多拷贝', shuzhu_copynum: 3 }));
    const page1 = await call(t, C('myCellslineOrder'), token, { page: 1, size: 1 });
    expect(page1.data.total).toBe(2);
    expect(page1.data.data).toHaveLength(1);
    expect(page1.data.data[0]).toMatchObject({ id: second.data.info, shuzhu_copynum: 3, shuzhu_jiyinshu: '多拷贝' });
    const page2 = await call(t, C('myCellslineOrder'), token, { page: 2, size: 1 });
    expect(page2.data.data[0].id).toBe(created.data.info);
    const found = await call(t, C('myCellslineOrder'), token, { page: 1, size: 10, keyword: created.data.orderno });
    expect(found.data.data.map((r: { id: number }) => r.id)).toEqual([created.data.info]);
  });

  it('refuse every required-when-shown field and range with its message', async () => {
    const { token } = await createUser(t, 'cell-rules');
    const knockIn = { leixing: '基因敲入', is_dingdian: 1 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ leixing: '' }, '请选择细胞株类型!'],
      [{ leixing: '随便' }, '请选择细胞株类型!'],
      [{ ...knockIn }, '请输入定点敲入位置序列!'],
      [{ ...knockIn, is_dingdian: '' }, '请选择是否定点敲入!'],
      [{ name: ' ' }, '请输入目的基因名称/NCBI登录号/rs号!'],
      [{ is_rna: '' }, '请选择是否需要设计!'],
      [{ jiyin: '' }, '请选择基因信息!'],
      [{ jiyin: '其他' }, '请输入其他基因信息!'],
      [{ is_rna: 0 }, '请输入guide/shRNA序列!'],
      [{ is_shengzhang: '' }, '请选择编辑后是否影响生长!'],
      [{ is_cunhuo: 5 }, '请选择编辑后是否抑制存活!'],
      [{ shuzhu: '' }, '请输入宿主细胞名称!'],
      [{ beixuan: '' }, '请输入备选细胞!'],
      [{ is_yuandai: '' }, '请选择宿主细胞是否为原代细胞!'],
      [{ is_yuandai: 2 }, '请输入其他原代细胞!'],
      [{ shuzhu_tigong: '' }, '请选择宿主细胞提供方!'],
      [{ shuzhu_jiyinshu: '' }, '请选择基因拷贝数!'],
      [{ shuzhu_jiyinshu: '多拷贝' }, '请输入拷贝数!'],
      [{ shuzhu_jiyinshu: '多拷贝', shuzhu_copynum: 0 }, '拷贝数最小为1'],
      [{ shuzhu_jiyinshu: '多拷贝', shuzhu_copynum: 1.5 }, '拷贝数最小为1'],
      [{ texing_type: '' }, '请选择生长特性!'],
      [{ peiyangji_main: '' }, '请输入培养基类型!'],
      [{ peiyangji_other: '' }, '请输入完全培养基成分!'],
      [{ chuandai_zhou: 0 }, '每周传代次数最小为1'],
      [{ chuandai_bi: -1 }, '传代比例范围为0-100'],
      [{ chuandai_bi: 100.5 }, '传代比例范围为0-100'],
      [{ is_wuxianchuan: '' }, '请选择是否可无限传代!'],
      [{ is_tiyingxiang: '' }, '请选择梯度稀释是否影响生长!'],
      [{ is_dancunhuo: '' }, '请选择单克隆细胞是否能存活!'],
      [{ is_youhai: '' }, '请选择细胞是否携带有害病原体!'],
      [{ is_youhai: 1 }, '请输入有害病原体说明!'],
      [{ jiaofu_type: '' }, '请选择交付形式!'],
      [{ is_shengzhang: 1, shengzhang_file: '/uploads/x/evil.html' }, '只能上传图片、PDF、Word格式的文件!'],
      [{ shuzhu_file: 'https://example.com/a.png' }, '只能上传图片、PDF、Word格式的文件!'],
    ];
    for (const [overrides, message] of cases) {
      expect(await call(t, C('addCellslineOrder'), token, cellForm(overrides)), JSON.stringify(overrides)).toMatchObject({ code: 201, msg: message });
    }
    // Boundaries that pass: ratio 0 and 100, copy number 1, blank optional numbers.
    for (const overrides of [{ chuandai_bi: 0 }, { chuandai_bi: 100 }, { shuzhu_jiyinshu: '多拷贝', shuzhu_copynum: 1 }, { chuandai_bi: '', chuandai_zhou: '' }]) {
      expect(await call(t, C('addCellslineOrder'), token, cellForm(overrides)), JSON.stringify(overrides)).toMatchObject({ code: 200 });
    }
  });

  it('store hidden sections empty, never with stale values', async () => {
    const { token } = await createUser(t, 'cell-hidden');
    const stale = {
      leixing: '单基因敲除',
      is_dingdian: 1,
      dingdian_info: 'ACGT',
      is_rna: 1,
      jiyin: 'NM',
      jiyin_other: '旧值',
      jiyin_xulie: 'GGGG',
      shuzhu_jiyinshu: '不确定',
      shuzhu_copynum: 8,
      is_youhai: 0,
      youhai_info: '旧说明',
      is_yuandai: 0,
      yuandai_other: '客户改写',
      is_shengzhang: 2,
      shengzhang_file: '/uploads/2026/11/aaaa.png',
    };
    const created = await call(t, C('addCellslineOrder'), token, cellForm(stale));
    expect(created.code).toBe(200);
    const { data } = await call(t, C('myCellslineInfo'), token, { id: created.data.info });
    expect(data).toMatchObject({
      is_dingdian: 0,
      dingdian_info: null,
      jiyin: 'NM',
      jiyin_other: null,
      jiyin_xulie: null,
      shuzhu_copynum: null,
      youhai_info: null,
      yuandai_other: '10代以内传代',
      shengzhang_file: null,
    });
    // is_rna 0: the guide sequence is kept, the gene information dropped; is_yuandai 2 keeps the text.
    const edited = await call(t, C('editCellslineOrder'), token, cellForm({ id: created.data.info, is_rna: 0, jiyin: 'NC', jiyin_xulie: 'GACT', is_yuandai: 2, yuandai_other: '原代T细胞', is_youhai: 1, youhai_info: '支原体阳性' }));
    expect(edited).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await call(t, C('myCellslineInfo'), token, { id: created.data.info })).data).toMatchObject({
      is_rna: 0,
      jiyin: null,
      jiyin_xulie: 'GACT',
      yuandai_other: '原代T细胞',
      youhai_info: '支原体阳性',
    });
  });

  it('accept proofs uploaded by the same user as png, jpg, pdf or doc; refuse other types by content and foreign files', async () => {
    const { token } = await createUser(t, 'cell-proof');
    const png = await upload(token, 'proof', 'growth.png', tinyPng());
    const pdf = await upload(token, 'proof', 'survive.pdf', PDF);
    const doc = await upload(token, 'proof', 'host.doc', DOC);
    for (const answer of [png, pdf, doc]) expect(answer.code).toBe(200);
    // Other types, or a name that lies about the content, are refused with the specification's message.
    expect(await upload(token, 'proof', 'page.html', Buffer.from('<html></html>'))).toMatchObject({ code: 201, msg: '只能上传图片、PDF、Word格式的文件!' });
    expect(await upload(token, 'proof', 'fake.png', Buffer.from('MZ-this-is-not-a-png'))).toMatchObject({ code: 201, msg: '只能上传图片、PDF、Word格式的文件!' });
    expect(await upload(token, 'proof', 'a.txt', Buffer.from('text'))).toMatchObject({ code: 201, msg: '只能上传图片、PDF、Word格式的文件!' });

    const urls = { shengzhang_file: png.data![0].url, cunhuo_file: pdf.data![0].url, shuzhu_file: doc.data![0].url };
    const created = await call(t, C('addCellslineOrder'), token, cellForm({ is_shengzhang: 1, is_cunhuo: 0, ...urls }));
    expect(created.code).toBe(200);
    expect((await call(t, C('myCellslineInfo'), token, { id: created.data.info })).data).toMatchObject(urls);
    // Editing with the same proofs keeps them.
    expect(await call(t, C('editCellslineOrder'), token, cellForm({ id: created.data.info, is_shengzhang: 1, is_cunhuo: 0, ...urls }))).toMatchObject({ code: 200 });

    // Another user's upload, an upload of another purpose, or an address never uploaded is refused.
    const other = await createUser(t, 'cell-proof-other');
    expect(await call(t, C('addCellslineOrder'), other.token, cellForm({ shuzhu_file: urls.shuzhu_file }))).toMatchObject({ code: 201, msg: '只能上传图片、PDF、Word格式的文件!' });
    const image = await upload(token, 'image', 'pic.png', tinyPng());
    expect(await call(t, C('addCellslineOrder'), token, cellForm({ shuzhu_file: image.data![0].url }))).toMatchObject({ code: 201, msg: '只能上传图片、PDF、Word格式的文件!' });
    expect(await call(t, C('addCellslineOrder'), token, cellForm({ shuzhu_file: '/uploads/2026/11/never.png' }))).toMatchObject({ code: 201, msg: '只能上传图片、PDF、Word格式的文件!' });
  });

  it('only the owner reads, edits or deletes (404); edit and delete only at status 0', async () => {
    const owner = await createUser(t, 'cell-owner');
    const stranger = await createUser(t, 'cell-stranger');
    const { data } = await call(t, C('addCellslineOrder'), owner.token, cellForm());
    const id = data.info as number;
    expect(await call(t, C('myCellslineInfo'), stranger.token, { id })).toMatchObject({ status: 404, msg: '订单不存在' });
    expect(await call(t, C('editCellslineOrder'), stranger.token, cellForm({ id, name: 'X' }))).toMatchObject({ status: 404 });
    expect(await call(t, C('delCellslineOrder'), stranger.token, { id })).toMatchObject({ status: 404 });
    expect((await call(t, C('myCellslineOrder'), stranger.token, { page: 1 })).data.total).toBe(0);
    expect(await call(t, C('myCellslineInfo'), owner.token, { id: 999999 })).toMatchObject({ status: 404 });
    expect(await call(t, C('editCellslineOrder'), owner.token, cellForm())).toMatchObject({ code: 201, msg: '请选择订单' });

    for (const status of [1, 6]) {
      await t.database.db.update(cellslineOrders).set({ status }).where(eq(cellslineOrders.id, id));
      expect(await call(t, C('editCellslineOrder'), owner.token, cellForm({ id, name: 'BRCA1' })), `edit at ${status}`).toMatchObject({ code: 201, msg: '订单已确认，不能编辑' });
      expect(await call(t, C('delCellslineOrder'), owner.token, { id }), `delete at ${status}`).toMatchObject({ code: 201, msg: '当前状态不能删除' });
    }
    await t.database.db.update(cellslineOrders).set({ status: 0 }).where(eq(cellslineOrders.id, id));
    expect(await call(t, C('editCellslineOrder'), owner.token, cellForm({ id, name: 'BRCA1' }))).toMatchObject({ code: 200, data: { name: 'BRCA1' } });
    expect(await call(t, C('delCellslineOrder'), owner.token, { id })).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await call(t, C('myCellslineInfo'), owner.token, { id })).toMatchObject({ status: 404 });
  });

  it('answer the specification\'s other names: myCellslineOrderList lists, editCellslineYangben edits (decision 0031)', async () => {
    const owner = await createUser(t, 'cell-names');
    const stranger = await createUser(t, 'cell-names-stranger');
    const { data } = await call(t, C('addCellslineOrder'), owner.token, cellForm());
    const id = data.info as number;
    const list = await call(t, C('myCellslineOrderList'), owner.token, { page: 1, size: 10 });
    expect(list).toMatchObject({ status: 200, code: 200 });
    expect(list.data).toEqual((await call(t, C('myCellslineOrder'), owner.token, { page: 1, size: 10 })).data);
    expect(list.data.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await call(t, C('myCellslineOrderList'), stranger.token, { page: 1 })).data.total).toBe(0);

    expect(await call(t, C('editCellslineYangben'), owner.token, cellForm({ id, name: 'BRCA2' }))).toMatchObject({ code: 200, msg: '更新成功', data: { id, name: 'BRCA2' } });
    expect((await call(t, C('myCellslineInfo'), owner.token, { id })).data.name).toBe('BRCA2');
    expect(await call(t, C('editCellslineYangben'), owner.token, cellForm({ id, leixing: '' }))).toMatchObject({ code: 201 });
    expect(await call(t, C('editCellslineYangben'), stranger.token, cellForm({ id, name: 'X' }))).toMatchObject({ status: 404, msg: '订单不存在' });
    await t.database.db.update(cellslineOrders).set({ status: 1 }).where(eq(cellslineOrders.id, id));
    expect(await call(t, C('editCellslineYangben'), owner.token, cellForm({ id, name: 'X' }))).toMatchObject({ code: 201, msg: '订单已确认，不能编辑' });
  });

  it('answer the order as its single sample: myCellslineYangben (oid or id) and getYangbenInfo (id or oid), owner only', async () => {
    const owner = await createUser(t, 'cell-sample');
    const stranger = await createUser(t, 'cell-sample-stranger');
    const proof = await upload(owner.token, 'proof', 'growth.png', tinyPng());
    const { data } = await call(t, C('addCellslineOrder'), owner.token, cellForm({ is_shengzhang: 1, shengzhang_file: proof.data![0].url, remark: '单样本' }));
    const id = data.info as number;
    const order = (await call(t, C('myCellslineInfo'), owner.token, { id })).data;

    const byOid = await call(t, C('myCellslineYangben'), owner.token, { oid: id });
    expect(byOid).toMatchObject({ status: 200, code: 200 });
    expect(byOid.data).toHaveLength(1);
    const { file_links: _links, ...fields } = order;
    expect(byOid.data[0]).toEqual({ ...fields, oid: id });
    expect((await call(t, C('myCellslineYangben'), owner.token, { id })).data).toEqual(byOid.data);

    const info = await call(t, C('getYangbenInfo'), owner.token, { id });
    expect(info.data).toMatchObject({ ...fields, oid: id, remark: '单样本', shengzhang_file: proof.data![0].url });
    expect(info.data.file_links.shengzhang_file).toMatchObject({ name: 'growth.png', url: expect.stringMatching(/^\/api\/v1\/order\/file\?token=/) });
    expect(info.data.file_links.cunhuo_file).toBeNull();
    expect(info.data.uid).toBeUndefined();
    expect((await call(t, C('getYangbenInfo'), owner.token, { oid: id })).data).toMatchObject({ id, oid: id });

    // Another user's order answers exactly what a missing one does.
    const missing = Math.max(id, 0) + 100000;
    for (const path of ['myCellslineYangben', 'getYangbenInfo']) {
      const foreign = await call(t, C(path), stranger.token, { oid: id });
      const absent = await call(t, C(path), owner.token, { oid: missing });
      expect(foreign, path).toEqual(absent);
      expect(foreign, path).toEqual({ status: 404, code: 404, msg: '订单不存在', data: null });
      expect(await call(t, C(path), owner.token, {}), path).toMatchObject({ code: 201, msg: '请选择订单' });
      expect(await call(t, C(path), owner.token, { id: 'abc' }), path).toMatchObject({ code: 201, msg: '请选择订单' });
    }
  });
});
