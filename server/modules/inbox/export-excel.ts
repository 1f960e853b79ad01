// The inbox export: the filtered list as CSV or .xlsx (server/http/table-export.ts), one row per item,
// newest first, times in Shanghai.
import { INBOX_KIND_LABELS } from '../../../contracts/inbox.ts';
import { exportTime, type ExportSheet } from '../../http/table-export.ts';
import type { InboxListRow } from './list-repo.ts';

export const INBOX_EXPORT_SHEET: ExportSheet<InboxListRow> = {
  title: '询价与预约',
  asciiName: 'inbox',
  columns: [
    { header: '类型', width: 12, value: (r) => INBOX_KIND_LABELS[r.kind] },
    { header: '编号', width: 8, value: (r) => r.id },
    { header: '提交时间', width: 20, value: (r) => exportTime(r.create_time) },
    { header: '姓名', width: 14, value: (r) => r.name },
    { header: '邮箱', width: 28, value: (r) => r.email },
    { header: '电话', width: 16, value: (r) => r.phone },
    { header: '单位', width: 28, value: (r) => r.company ?? '' },
    { header: '产品/服务', width: 32, value: (r) => r.product ?? '' },
    { header: '负责人', width: 12, value: (r) => r.assignee_name ?? '' },
    { header: '状态', width: 10, value: (r) => (r.handled_at ? '已处理' : '未处理') },
    { header: '处理时间', width: 20, value: (r) => exportTime(r.handled_at) },
  ],
};
