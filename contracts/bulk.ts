// Bulk actions and exports of the console's lists (issue 35 point 9; DESIGN.md "Operations console":
// "every list has bulk actions and exports what it shows"). Shared by the console and the server:
// - a bulk request names at most BULK_MAX_IDS rows, each once; the server runs it in one transaction,
//   so one refused row leaves every row as it was;
// - an export takes the list's own filters plus `format` (csv or xlsx) and holds every matching row
//   up to EXPORT_MAX_ROWS (the file says when it was cut).
import { z } from 'zod';
import { choice, requiredId } from './form-fields.ts';

/** One bulk request changes at most this many rows: a page of 200 is the most staff select at once. */
export const BULK_MAX_IDS = 200;

/** An export holds at most this many rows, newest first; a wider filter is cut and the file says so. */
export const EXPORT_MAX_ROWS = 10_000;

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = { xlsx: 'Excel', csv: 'CSV' };

export const BULK_MESSAGES = {
  idsRequired: '请选择要操作的记录',
  idInvalid: '记录编号不正确',
  tooMany: `一次最多操作 ${BULK_MAX_IDS} 条`,
  actionInvalid: '请选择批量操作',
  formatInvalid: '导出格式只能是 CSV 或 Excel',
  categoryRequired: '请选择目标栏目',
  assigneeRequired: '请选择负责人',
} as const;

/** The selected rows' ids: 1 to BULK_MAX_IDS whole numbers, duplicates dropped. */
export const bulkIds = z
  .array(requiredId(BULK_MESSAGES.idInvalid), { error: BULK_MESSAGES.idsRequired })
  .min(1, BULK_MESSAGES.idsRequired)
  .max(BULK_MAX_IDS, BULK_MESSAGES.tooMany)
  .transform((ids) => [...new Set(ids)]);

/** The export's format; absent means Excel (what the inbox always gave). */
export const exportFormat = z.preprocess((v) => (v === '' || v === null || v === undefined ? 'xlsx' : v), choice(EXPORT_FORMATS, BULK_MESSAGES.formatInvalid));

/** A bulk action's answer. */
export const bulkResult = z.object({ count: z.number().int() });

/** The confirmation naming the count: 确定删除选中的 3 条新闻？ */
export const bulkConfirmText = (verb: string, count: number, noun: string): string => `确定${verb}选中的 ${count} 条${noun}？`;

/** Media types of the two formats (the export endpoints' declared content types). */
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
export const EXPORT_CONTENT_TYPE_LIST = `${EXPORT_CONTENT_TYPES.xlsx}, text/csv`;
