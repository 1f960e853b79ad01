import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { streamedWorkbook, zipOf } from '../../../test/support/zip-fixture.ts';
import { importGate } from '../../http/import-gate.ts';
import { AMPLICON, ampliconSample, call, createUser, guideSample, setStatus } from '../../../test/support/order-test-kit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

function multipart(file: { filename: string; content: Buffer } | null, fields: Record<string, string> = {}) {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(kind: 'guide' | 'amplicon', token: string | null, file: { filename: string; content: Buffer } | null, fields: Record<string, string> = {}) {
  const body = multipart(file, fields);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${kind}/importYangben`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authentication: token } : {}) },
  });
  return { status: response.statusCode, ...(response.json() as { code: number; msg: string; data: any }) };
}

async function template(kind: 'guide' | 'amplicon') {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/${kind}/importTemplate` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

const COMMON_COLUMNS: Array<[string, string]> = [
  ['name', '样本名称'],
  ['type', '样本类型'],
  ['type_other', '其他样本类型'],
  ['jiezhi', '溶解介质'],
  ['jiezhi_other', '其他溶解介质'],
  ['is_edta', '是否含EDTA'],
  ['edta_nongdu', 'EDTA浓度(%)'],
  ['nongdu', '浓度(ng/ul)'],
  ['tiji', '体积(ul)'],
  ['laiyuan', '物种来源'],
  ['laiyuan_other', '基因组下载地址'],
  ['fenxi_leixing', '分析类型'],
  ['duizhao', '对照样本名称'],
];

/** The template's columns in order: field name and the header the customer sees. */
const COLUMNS: Record<'guide' | 'amplicon', Array<[string, string]>> = {
  guide: [
    ...COMMON_COLUMNS,
    ['xulie', 'sgRNA+PAM序列(多条用逗号分隔)'],
    ['hexuanmei', '核酸酶'],
    ['hexuanmei_other', '其他核酸酶'],
    ['cuopei_fazhi', '错配阈值'],
    ['tudian_fazhi', '凸点阈值'],
    ['is_odn', '是否需要ODN插入检测'],
    ['odn_xulie', 'ODN侧翼序列'],
    ['remark', '备注'],
  ],
  amplicon: [
    ...COMMON_COLUMNS,
    ['xulie', 'sgRNA+PAM序列'],
    ['hexuanmei', '核酸酶'],
    ['hexuanmei_other', '其他核酸酶'],
    ['weidian_juli', '编辑位点距PAM距离'],
    ['chuangkou_size', '编辑窗口大小'],
    ['is_yinwu', '是否需要设计引物'],
    ['zheng_xulie', '正向引物序列'],
    ['fan_xulie', '反向引物序列'],
    ['tuihuo_wendu', '退火温度'],
    ['kuozhan_xulie', '扩增子产物序列(150-300)'],
    ['yinwu_xulie', '侧翼序列'],
    ['is_dipin', '是否低频分析'],
    ['dipin_zhi', '低频阈值(0-1)'],
    ['gexinghua_type', '个性化需求'],
    ['gexinghua_other', '其他个性化需求'],
    ['shiyan_name', '实验名称'],
    ['remark', '备注'],
  ],
};

/** Fills the template's sheet with rows (keys are field names; flags as 是/否). */
async function filled(kind: 'guide' | 'amplicon', rows: Array<Record<string, unknown>>): Promise<Buffer> {
  const workbook = await template(kind);
  const sheet = workbook.getWorksheet('样本')!;
  sheet.spliceRows(2, 1);
  rows.forEach((row, i) => {
    COLUMNS[kind].forEach(([key], c) => {
      const value = row[key];
      if (value !== undefined) sheet.getRow(i + 2).getCell(c + 1).value = value as ExcelJS.CellValue;
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const guideRow = (overrides: Record<string, unknown> = {}) => {
  const { xulie, is_odn: _odn, is_edta: _edta, is_remark: _remark, leixing: _l, ...rest } = guideSample();
  return { ...rest, xulie: (xulie as string[]).join(','), is_odn: '否', is_edta: '否', ...overrides };
};

describe('batch import', () => {
  it('serves a template per kind with the header row and an example', async () => {
    for (const kind of ['guide', 'amplicon'] as const) {
      const workbook = await template(kind);
      const sheet = workbook.getWorksheet('样本')!;
      const headers = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(headers).toEqual(COLUMNS[kind].map(([, header]) => header));
      expect(sheet.getRow(2).getCell(1).value).toBe('Sample-1');
    }
  });

  it('the unchanged template imports its example row as a new order', async () => {
    const { token } = await createUser(t, 'imp-example');
    for (const kind of ['guide', 'amplicon'] as const) {
      const workbook = await template(kind);
      const answer = await upload(kind, token, { filename: 't.xlsx', content: Buffer.from(await workbook.xlsx.writeBuffer()) });
      expect(answer, kind).toMatchObject({ code: 200, msg: '导入成功', data: { count: 1, yangben_nums: 1 } });
    }
  });

  it('mails the company and the customer once for the new order an import makes; rows added while the mails wait re-stage them with the new count', async () => {
    const { token } = await createUser(t, 'imp-mail');
    const spy = vi.spyOn(t.app.services.mail, 'send').mockResolvedValue('job');
    try {
      const answer = await upload('guide', token, { filename: '样本.xlsx', content: await filled('guide', [guideRow({ name: 'M-1' }), guideRow({ name: 'M-2' })]) });
      expect(answer.code).toBe(200);
      expect(spy.mock.calls.map(([message, lane]) => [message.to.endsWith('@example.com'), lane])).toEqual([[true, 'bulk'], [true, 'bulk']]);
      expect(spy.mock.calls[1][0].text).toContain(`订单编号：${answer.data.orderno}`);
      expect(spy.mock.calls[1][0].text).toContain('样本数量：2');
      spy.mockClear();
      const more = await upload('guide', token, { filename: 'more.xlsx', content: await filled('guide', [guideRow({ name: 'M-3' })]) }, { oid: String(answer.data.info) });
      expect(more.code).toBe(200);
      // The same two keys again, only re-staged (issue 35: the mails wait for the true count).
      expect(spy.mock.calls.map(([, , options]) => [options?.key?.startsWith(`new-order:guide:${answer.data.info}:`), options?.restage])).toEqual([[true, true], [true, true]]);
      expect(spy.mock.calls[1][0].text).toContain('样本数量：3');
    } finally {
      spy.mockRestore();
    }
  });

  it('imports a good file: a new order with every row, or the rows added to an order at status 0', async () => {
    const { token } = await createUser(t, 'imp-good');
    const content = await filled('guide', [
      guideRow({ name: 'Imp-1' }),
      guideRow({ name: 'Imp-2', fenxi_leixing: '对照组', duizhao: 'Imp-1', xulie: undefined }),
      guideRow({ name: 'Imp-3', type: '细胞渣', is_odn: '是', odn_xulie: 'ACGT', remark: '备注' }),
    ]);
    const answer = await upload('guide', token, { filename: '样本.xlsx', content });
    expect(answer).toMatchObject({ code: 200, data: { count: 3, yangben_nums: 3 } });
    expect(answer.data.orderno).toMatch(/^GS/);
    const samples = (await call(t, '/guide/myGuideYangben', token, { oid: answer.data.info })).data;
    expect(samples.map((s: { name: string }) => s.name)).toEqual(['Imp-1', 'Imp-2', 'Imp-3']);
    expect(samples[0]).toMatchObject({ zongliang: 2, cuopei_fazhi: 6, xulie: 'GAGTCCGAGCAGAAGAAGAAGGG,GACCCCCTCCACCCCGCCTCCGG' });
    expect(samples[1]).toMatchObject({ fenxi_leixing: '对照组', duizhao: 'Imp-1', xulie: null });
    expect(samples[2]).toMatchObject({ type: '细胞渣', nongdu: 0, is_odn: 1, odn_xulie: 'ACGT', is_remark: 1, remark: '备注' });

    const more = await upload('guide', token, { filename: 'more.xlsx', content: await filled('guide', [guideRow({ name: 'Imp-4' })]) }, { oid: String(answer.data.info) });
    expect(more).toMatchObject({ code: 200, data: { info: answer.data.info, count: 1, yangben_nums: 4 } });

    const amp = await upload('amplicon', token, {
      filename: 'amp.xlsx',
      content: await filled('amplicon', [
        { ...ampliconSample(), is_edta: '否', is_yinwu: '否', is_dipin: '是', dipin_zhi: 0.2, leixing: undefined, is_remark: undefined },
        { ...ampliconSample({ name: 'Amp-2', hexuanmei: 'AsCpf1' }), is_edta: '否', is_yinwu: '是', yinwu_xulie: 'ACGTAC', is_dipin: '否', leixing: undefined, is_remark: undefined },
      ]),
    });
    expect(amp).toMatchObject({ code: 200, data: { count: 2 } });
    const ampSamples = (await call(t, '/amplicon/myAmpliconYangben', token, { oid: amp.data.info })).data;
    expect(ampSamples[0]).toMatchObject({ kuozhan_xulie: AMPLICON, is_dipin: 1, dipin_zhi: 0.2 });
    expect(ampSamples[1]).toMatchObject({ weidian_juli: 1, chuangkou_size: 60, is_yinwu: 1, yinwu_xulie: 'ACGTAC', kuozhan_xulie: null });
  });

  it('refuses a file with errors, naming row and column of each problem, and imports nothing', async () => {
    const { token } = await createUser(t, 'imp-bad');
    const content = await filled('guide', [
      guideRow({ name: 'Ok-1' }),
      guideRow({ name: 'bad name', nongdu: 5 }),
      guideRow({ name: 'Ok-3', fenxi_leixing: '对照组' }),
    ]);
    const answer = await upload('guide', token, { filename: 'bad.xlsx', content });
    expect(answer).toMatchObject({ code: 201, msg: '导入失败：共 3 处错误，未导入任何样本' });
    expect(answer.data.problems).toEqual([
      { row: 3, column: '样本名称', message: '只支持英文/数字/-(横杠)' },
      { row: 3, column: '浓度(ng/ul)', message: '请输入10-1000数值' },
      { row: 4, column: '对照样本名称', message: '请输入对照样本名称!' },
    ]);
    expect((await call(t, '/guide/myGuideOrder', token, { page: 0 })).data.total).toBe(0);

    const amp = await upload('amplicon', token, {
      filename: 'amp.xlsx',
      content: await filled('amplicon', [{ ...ampliconSample({ kuozhan_xulie: 'ACGT' }), is_edta: '否', is_yinwu: '否', is_dipin: '否', leixing: undefined }]),
    });
    expect(amp.data.problems).toEqual([{ row: 2, column: '扩增子产物序列(150-300)', message: '扩增子产物序列长度在150-300!' }]);
    expect((await call(t, '/amplicon/myAmpliconOrder', token, { page: 0 })).data.total).toBe(0);
  });

  it('refuses a wrong file type, another template, an empty or too long sheet, a locked or foreign order', async () => {
    const { token } = await createUser(t, 'imp-type');
    const stranger = await createUser(t, 'imp-stranger');
    const wrong = [
      { filename: 'samples.csv', content: Buffer.from('name,type\nA,DNA\n') },
      { filename: 'samples.xlsx', content: Buffer.from('name,type\nA,DNA\n') },
      { filename: 'samples.xls', content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]) },
      { filename: 'broken.xlsx', content: Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(64)]) },
    ];
    for (const file of wrong) {
      expect(await upload('guide', token, file), file.filename).toMatchObject({ code: 201, msg: '只能上传Excel(.xlsx)格式的文件!' });
    }
    expect(await upload('guide', token, null)).toMatchObject({ code: 201, msg: '只能上传Excel(.xlsx)格式的文件!' });
    const ampTemplate = await filled('amplicon', [{ name: 'X' }]);
    expect(await upload('guide', token, { filename: 'a.xlsx', content: ampTemplate })).toMatchObject({ code: 201, msg: '文件不是本页的导入模板，请先下载模板' });
    expect(await upload('guide', token, { filename: 'e.xlsx', content: await filled('guide', []) })).toMatchObject({ code: 201, msg: '模板中没有样本' });
    const many = Array.from({ length: 201 }, (_, i) => guideRow({ name: `M-${i}` }));
    expect(await upload('guide', token, { filename: 'm.xlsx', content: await filled('guide', many) })).toMatchObject({ code: 201, msg: '每次最多导入200个样本' });

    const order = await call(t, '/guide/addGuideOrder', token, guideSample());
    const good = { filename: 'g.xlsx', content: await filled('guide', [guideRow()]) };
    expect(await upload('guide', stranger.token, good, { oid: String(order.data.info) })).toMatchObject({ status: 404 });
    await setStatus(t, 'guide', order.data.info, 1);
    expect(await upload('guide', token, good, { oid: String(order.data.info) })).toMatchObject({ code: 201, msg: '订单已确认，不能再添加样本' });
    expect((await call(t, '/guide/myGuideInfo', token, { id: order.data.info })).data.yangben_nums).toBe(1);
    expect(await upload('guide', null, good)).toMatchObject({ status: 401 });
  });

  it('refuses a zip bomb, a too packed sheet and a 100 000-row sheet with the limit in the answer, before reading them', async () => {
    const { token } = await createUser(t, 'imp-bounds');
    const sheet = 'xl/worksheets/sheet1.xml';
    // 21 MB of sheet XML packed into ~21 kB: its central directory is enough to refuse it.
    const bomb = zipOf([{ name: sheet, data: Buffer.alloc(21 * 1024 * 1024, 0x20) }]);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await upload('guide', token, { filename: 'bomb.xlsx', content: bomb })).toMatchObject({ code: 201, msg: '文件过大：解压后不得超过 20 MB' });
    const packed = zipOf([{ name: sheet, data: Buffer.alloc(4 * 1024 * 1024, 0x20) }]);
    expect(await upload('guide', token, { filename: 'packed.xlsx', content: packed })).toMatchObject({
      code: 201,
      msg: '文件压缩比异常（超过 500 倍），请用 Excel 另存后再导入',
    });
    const liar = zipOf([{ name: sheet, data: Buffer.alloc(3 * 1024 * 1024, 0x20), declaredSize: 1000 }]);
    expect(await upload('guide', token, { filename: 'liar.xlsx', content: liar })).toMatchObject({ code: 201, msg: '文件过大：解压后不得超过 20 MB' });
    const parts = zipOf(Array.from({ length: 101 }, (_, i) => ({ name: `p${i}.xml`, data: Buffer.from('<x/>') })));
    expect(await upload('guide', token, { filename: 'parts.xlsx', content: parts })).toMatchObject({ code: 201, msg: '文件不是有效的Excel文件：内含部件不得超过 100 个' });

    const rows = await streamedWorkbook(COLUMNS.guide.map(([, header]) => header), 100_000, (i) => [`S-${i}`]);
    expect(rows.length).toBeLessThan(2 * 1024 * 1024);
    expect(await upload('guide', token, { filename: 'rows.xlsx', content: rows })).toMatchObject({ code: 201, msg: '每次最多导入200个样本' });
    expect((await call(t, '/guide/myGuideOrder', token, { page: 0 })).data.total).toBe(0);
  });

  it('runs one import per customer and two per server at a time, refusing the rest with 429', async () => {
    const { uid, token } = await createUser(t, 'imp-busy');
    const good = { filename: 'g.xlsx', content: await filled('guide', [guideRow({ name: 'Busy-1' })]) };
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    // This customer's import still running (as if its file were being read).
    const running = importGate.run(`user:${uid}`, () => holding);
    expect(await upload('guide', token, good)).toMatchObject({ status: 429, code: 429, msg: '您有一个导入正在进行，请等它完成后再试' });
    const other = await createUser(t, 'imp-other');
    const secondRunning = importGate.run('user:0', () => holding);
    expect(await upload('guide', other.token, good)).toMatchObject({ status: 429, code: 429, msg: '导入繁忙，请稍后再试' });
    release();
    await Promise.all([running, secondRunning]);
    expect(await upload('guide', token, good)).toMatchObject({ code: 200, msg: '导入成功' });
    expect(await upload('guide', other.token, good)).toMatchObject({ code: 200, msg: '导入成功' });
  });

  it('counts the 20 imports a minute per customer, not per address', async () => {
    const first = await createUser(t, 'imp-rate');
    const second = await createUser(t, 'imp-rate2');
    const notExcel = { filename: 'n.xlsx', content: Buffer.from('name,type\n') };
    for (let i = 0; i < 20; i++) expect((await upload('guide', first.token, notExcel)).code).toBe(201);
    expect(await upload('guide', first.token, notExcel)).toMatchObject({ status: 429, msg: '操作过于频繁，请稍后再试' });
    // The same address (every inject comes from 127.0.0.1), another customer: not limited.
    expect(await upload('guide', second.token, notExcel)).toMatchObject({ code: 201, msg: '只能上传Excel(.xlsx)格式的文件!' });
  });
});
