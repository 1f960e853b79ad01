// The inbox export: the filtered list as an .xlsx workbook, one row per item, newest first, times in
// Shanghai. exceljs (with its zip writer) is loaded on the first export, not when the app starts
// (server/startup-imports.test.ts).
import { INBOX_KIND_LABELS } from '../../../contracts/inbox.ts';
import { formatDateTime } from '../../../contracts/order.ts';
import type { InboxListRow } from './list-repo.ts';

export const EXPORT_SHEET = '询价与预约';

const COLUMNS: Array<{ header: string; width: number; value: (row: InboxListRow) => string | number }> = [
  { header: '类型', width: 12, value: (r) => INBOX_KIND_LABELS[r.kind] },
  { header: '编号', width: 8, value: (r) => r.id },
  { header: '提交时间', width: 20, value: (r) => formatDateTime(r.create_time.toISOString()) },
  { header: '姓名', width: 14, value: (r) => r.name },
  { header: '邮箱', width: 28, value: (r) => r.email },
  { header: '电话', width: 16, value: (r) => r.phone },
  { header: '单位', width: 28, value: (r) => r.company ?? '' },
  { header: '产品/服务', width: 32, value: (r) => r.product ?? '' },
  { header: '负责人', width: 12, value: (r) => r.assignee_name ?? '' },
  { header: '状态', width: 10, value: (r) => (r.handled_at ? '已处理' : '未处理') },
  { header: '处理时间', width: 20, value: (r) => (r.handled_at ? formatDateTime(r.handled_at.toISOString()) : '') },
];

/** The workbook; `total` above the rows written means the export was cut, said on a second sheet. */
export async function buildInboxWorkbook(rows: InboxListRow[], total: number): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'gene-editing-site';
  const sheet = workbook.addWorksheet(EXPORT_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(COLUMNS.map((c) => c.value(row)));
  if (total > rows.length) {
    const note = workbook.addWorksheet('说明');
    note.addRow([`共 ${total} 条符合筛选条件，本文件只含最新的 ${rows.length} 条；请缩小日期范围分批导出。`]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
