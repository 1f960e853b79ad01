// The plasmid console's files through the real app: a GenBank and a FASTA file read into a preview,
// the refusals (not a sequence file, too large, a FASTA symbol that is no base, a protein), the preview
// saved and drawn on the public detail; the Excel export of the filtered list and the import (create or
// update by 货号, all or nothing, bounds).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { zipOf } from '../../../test/support/zip-fixture.ts';
import { importGate } from '../../http/import-gate.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { FASTA_TEXT, PUC19_GENBANK, PUC19_SEQUENCE, publicDetail, uploadTo } from '../../../test/support/plasmid-admin-test-kit.ts';

let t: TestApp;
let editor: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t.app, ['editor']);
});
afterAll(() => t.close());

const call = (path: string, body: Record<string, unknown>) => adminCall(t.app, `/content/plasmids/${path}`, body, { token: editor.token });
const upload = (path: string, filename: string, content: Buffer | string) => uploadTo(t.app, `/content/plasmids/${path}`, editor.token, { filename, content });

describe('sequence files', () => {
  it('reads a GenBank file into name, length, topology and 1-based features, which save and show publicly', async () => {
    const res = await upload('parseSequence', 'pUC19_frag.gb', PUC19_GENBANK);
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ name: 'pUC19_frag', length: 120, topology: 'circular', format: 'genbank', feature_count: 2, sequence: PUC19_SEQUENCE });
    expect(res.data.features).toEqual([
      { name: 'lac promoter', start: 5, end: 35, direction: 1, type: 'promoter' },
      { name: 'lacZ-alpha', start: 50, end: 110, direction: -1, type: 'CDS' },
    ]);

    const saved = await call('create', { item_no: 'GB-1', name: 'pUC19 fragment', sequence: res.data.sequence, features: res.data.features });
    expect(saved.code).toBe(200);
    const detail = await publicDetail(t.app, saved.data.id);
    expect(detail.data.sequence).toBe(PUC19_SEQUENCE);
    expect(detail.data.features.map((f: { name: string; start: number; end: number }) => [f.name, f.start, f.end])).toEqual([
      ['lac promoter', 5, 35],
      ['lacZ-alpha', 50, 110],
    ]);
    // The public download writes the same features back out.
    const gb = await t.app.inject({ method: 'GET', url: `/api/v1/zhili/download?id=${saved.data.id}&format=genbank` });
    expect(gb.body).toContain('     CDS             complement(50..110)\n                     /label="lacZ-alpha"');
  });

  it('reads a FASTA file (no features; topology from the header)', async () => {
    const res = await upload('parseSequence', 'insert.fasta', FASTA_TEXT);
    expect(res.data).toMatchObject({ name: 'pTest-linear demo insert, linear', length: 53, topology: 'linear', format: 'fasta', feature_count: 0, features: [] });
    expect(res.data.sequence).toBe('ATGACCATGATTACGCCAAGCTTGCATGCCTGCAGGTCGACTCTAGAGGATCC');
  });

  it('refuses what is not a GenBank or FASTA file, a protein and a file over 5 MB', async () => {
    expect((await upload('parseSequence', 'notes.txt', PUC19_GENBANK)).msg).toBe('只能上传 GenBank（.gb/.gbk）或 FASTA（.fa/.fasta）格式的序列文件');
    expect((await upload('parseSequence', 'broken.gb', 'hello, this is not GenBank\n')).msg).toBe('无法解析该序列文件，请检查是否为有效的 GenBank 或 FASTA 文件');
    expect((await upload('parseSequence', 'empty.fa', '>nothing here\n\n')).msg).toBe('无法解析该序列文件，请检查是否为有效的 GenBank 或 FASTA 文件');
    expect((await upload('parseSequence', 'protein.fa', '>p\nMKWVTFISLLFLFSSAYSRGVFRRDTHKSEIAHRFKDLGE\n')).msg).toBe('文件中的序列是蛋白质序列，不是 DNA 序列');
    const big = await upload('parseSequence', 'big.fa', `>big\n${'A'.repeat(5 * 1024 * 1024 + 10)}\n`);
    expect(big).toMatchObject({ status: 413, msg: '序列文件不能超过 5 MB' });
    const none = await uploadTo(t.app, '/content/plasmids/parseSequence', editor.token, null);
    expect(none.msg).toBe('请选择序列文件');
  });

  it('refuses a FASTA with a gap, stop, dot or digit in a sequence line, naming line and column, instead of dropping it', async () => {
    const symbol = (line: number, column: number, char: string) =>
      `序列文件第 ${line} 行第 ${column} 个字符“${char}”不是核酸代码：序列只能包含 A、C、G、T、N 等 IUPAC 核酸代码（大小写均可），不能有 -、*、. 或数字`;
    expect((await upload('parseSequence', 'gap.fa', '>pGap\nATGACCATGA\nTTAC-GCCAAG\n')).msg).toBe(symbol(3, 5, '-'));
    expect((await upload('parseSequence', 'stop.fa', '>pStop\nATGACCATGATTACGCCAAGTAA*\n')).msg).toBe(symbol(2, 24, '*'));
    expect((await upload('parseSequence', 'dot.fasta', '>pDot\r\nATGACC.ATGA\r\n')).msg).toBe(symbol(2, 7, '.'));
    expect((await upload('parseSequence', 'digits.fa', '>pNumbered\n1 ATGACCATGA\n')).msg).toBe(symbol(2, 1, '1'));
    // Lower case and the other IUPAC codes are bases; white space is ignored.
    const fine = await upload('parseSequence', 'fine.fa', '>pFine\natgacc atga\tRYKM\r\nnnACGT\n');
    expect(fine).toMatchObject({ code: 200, data: { length: 20, sequence: 'ATGACCATGARYKMNNACGT' } });
  });

  it('refuses a protein FASTA, also one written only in letters that are nucleotide codes', async () => {
    expect((await upload('parseSequence', 'sneaky.fa', '>p\nMASTRKYGHDVNCMKRSWVHD\n')).msg).toBe('文件中的序列是蛋白质序列，不是 DNA 序列');
    expect((await upload('parseSequence', 'stops.fa', '>p\nMKRSWVHD*\n')).msg).toBe('文件中的序列是蛋白质序列，不是 DNA 序列');
  });
});

async function workbook(rows: unknown[][], sheetName = '质粒'): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function readBack(content: Buffer): Promise<string[][]> {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

describe('Excel export and import', () => {
  it('exports the filtered list with labelled columns and choices in Chinese', async () => {
    await call('create', { item_no: 'EX-1', name: 'pExport-1', plasmid_host: 'e_coli', plasmid_usage: 'gene_editing', sort: 3 });
    await call('create', { item_no: 'EX-2', name: 'pExport-2', plasmid_host: 'mammalian', status: 0 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/content/plasmids/export',
      payload: { keyword: 'EX-', plasmid_host: 'e_coli' },
      headers: { authentication: editor.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['x-export-rows']).toBe('1');
    const rows = await readBack(res.rawPayload);
    const header = rows[0]!;
    expect(header.slice(0, 3)).toEqual(['货号', '产品名称', '规格']);
    expect(header).toContain('原核抗性（质粒属性）');
    const row = Object.fromEntries(header.map((h, i) => [h, rows[1]![i]]));
    expect(row).toMatchObject({ 货号: 'EX-1', 产品名称: 'pExport-1', 质粒宿主: '大肠杆菌', 质粒用途: '基因编辑', 排序: '3', 状态: '显示' });
    expect(rows).toHaveLength(2);
  });

  it('imports: creates new 货号, updates existing ones (only the columns the sheet has), public at once', async () => {
    const { data: existing } = await call('create', { item_no: 'IM-1', name: 'pOld', promoter: 'EF1a', remark: '保留' });
    await publicDetail(t.app, existing.id);
    const file = await workbook([
      ['货号', '产品名称', '启动子', '质粒宿主', '状态'],
      ['IM-1', 'pOld renamed', 'CMV', '哺乳动物细胞', '显示'],
      ['IM-2', 'pNew', '', 'e_coli', '隐藏'],
      [],
    ]);
    const res = await upload('import', 'plasmids.xlsx', file);
    expect(res).toMatchObject({ code: 200, data: { created: 1, updated: 1 } });
    const updated = await publicDetail(t.app, existing.id);
    expect(updated.data).toMatchObject({ name: 'pOld renamed', promoter: 'CMV', plasmid_host: 'mammalian', remark: '保留' });
    const created = await call('list', { keyword: 'IM-2' });
    expect(created.data.data[0]).toMatchObject({ name: 'pNew', plasmid_host: 'e_coli', status: 0 });
  });

  it('imports nothing when any row is wrong, naming each row and column', async () => {
    const file = await workbook([
      ['货号', '产品名称', '质粒宿主', '排序'],
      ['BAD-1', 'pFine', '', '1'],
      ['BAD-2', '', '火星', 'x'],
      ['BAD-1', 'pTwice', '', ''],
    ]);
    const res = await upload('import', 'plasmids.xlsx', file);
    expect(res.msg).toBe('导入失败：共 4 处错误，未导入任何质粒');
    expect(res.data.problems).toEqual([
      { row: 3, column: '产品名称', message: '请输入产品名称' },
      { row: 3, column: '质粒宿主', message: '质粒宿主的取值不正确' },
      { row: 3, column: '排序', message: '排序须为 0 到 999999 的整数' },
      { row: 4, column: '货号', message: '货号在文件中重复' },
    ]);
    expect((await call('list', { keyword: 'BAD-' })).data.total).toBe(0);
  });

  it('imports nothing when a map picture address is javascript:, data: or vbscript:', async () => {
    const file = await workbook([
      ['货号', '产品名称', '质粒图谱（图片地址）'],
      ['LNK-1', 'pFine', '/uploads/maps/fine.png'],
      ['LNK-2', 'pScript', ' JaVaScRiPt:alert(1)'],
      ['LNK-3', 'pData', 'data:text/html,<script>alert(1)</script>'],
      ['LNK-4', 'pVb', 'vbscript:msgbox(1)'],
    ]);
    const res = await upload('import', 'plasmids.xlsx', file);
    expect(res.msg).toBe('导入失败：共 3 处错误，未导入任何质粒');
    const message = '图片地址须以 http:// 或 https:// 开头，或为站内地址（以 / 开头）';
    expect(res.data.problems).toEqual([2, 3, 4].map((n) => ({ row: n + 1, column: '质粒图谱（图片地址）', message })));
    expect((await call('list', { keyword: 'LNK-' })).data.total).toBe(0);
  });

  it('refuses a sheet without its header, over 5 000 rows, a file over 5 MB, a zip that unpacks beyond 50 MB, and not-Excel', async () => {
    expect((await upload('import', 'x.xlsx', await workbook([['名称', '备注'], ['a', 'b']]))).msg).toBe('文件不是质粒导入表：第一行须为表头，且含“货号”和“产品名称”两列');
    const many = await workbook([['货号', '产品名称'], ...Array.from({ length: 5001 }, (_, i) => [`R-${i}`, `p${i}`])]);
    expect((await upload('import', 'many.xlsx', many)).msg).toBe('每次最多导入 5000 行，请拆分后再导入');
    expect((await call('list', { keyword: 'R-' })).data.total).toBe(0);
    expect((await upload('import', 'notes.csv', 'a,b')).msg).toBe('只能上传Excel(.xlsx)格式的文件');
    expect((await upload('import', 'fake.xlsx', Buffer.from('not a zip at all'))).msg).toBe('只能上传Excel(.xlsx)格式的文件');

    // A real workbook whose central directory declares a 60 MB entry: refused before anything inflates.
    const bomb = Buffer.from(await workbook([['货号', '产品名称'], ['Z-1', 'pZip']]));
    const end = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const central = bomb.readUInt32LE(end + 16);
    bomb.writeUInt32LE(60 * 1024 * 1024, central + 24);
    expect((await upload('import', 'bomb.xlsx', bomb)).msg).toBe('文件解压后超过 50 MB，请拆分后再导入');

    const big = await upload('import', 'big.xlsx', Buffer.concat([bomb, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big).toMatchObject({ status: 413, msg: '文件过大，不能超过 5 MB' });
  });

  it('refuses a too packed sheet, and a second import by the same member while one runs', async () => {
    // A member of their own: the imports above count against the editor's 10 a minute.
    const member = await createStaff(t.app, ['editor']);
    const send = (filename: string, content: Buffer) => uploadTo(t.app, '/content/plasmids/import', member.token, { filename, content });
    const packed = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(4 * 1024 * 1024, 0x20) }]);
    expect((await send('packed.xlsx', packed)).msg).toBe('文件压缩比异常（超过 500 倍），请用 Excel 另存后再导入');
    let release!: () => void;
    const running = importGate.run(`staff:${member.id}`, () => new Promise<void>((resolve) => (release = resolve)));
    const sheet = await workbook([['货号', '产品名称'], ['GATE-1', 'pGate']]);
    expect(await send('g.xlsx', sheet)).toMatchObject({ status: 429, msg: '您有一个导入正在进行，请等它完成后再试' });
    release();
    await running;
    expect(await send('g.xlsx', sheet)).toMatchObject({ code: 200, data: { created: 1, updated: 0 } });
  });
});
