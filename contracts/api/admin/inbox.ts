// The sales inbox (contracts/inbox.ts): purchase enquiries, bookings and mail enquiries as one list,
// one item with every field labelled, its assignee, internal notes, handled / reopened, and the Excel
// export of the filtered list. Sales staff and admins.
import { z } from 'zod';
import { bulkResult, EXPORT_CONTENT_TYPE_LIST, exportFormat } from '../../bulk.ts';
import { INBOX_KINDS, inboxAssignInput, inboxBulkInput, inboxFilterFields, inboxItemInput, inboxNoteInput } from '../../inbox.ts';
import { optionalTimestamp, pageOf, timestamp } from '../answers.ts';
import { admin } from './admin-v1.ts';
import { labelledField } from './orders.ts';
import { adminPageInput } from './staff.ts';

const id = z.number().int();

export const inboxListInput = z.object({ ...inboxFilterFields, ...adminPageInput });
export const inboxExportInput = z.object({ ...inboxFilterFields, format: exportFormat });

export const inboxRow = z.object({
  kind: z.enum(INBOX_KINDS),
  id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** company (enquiry, booking) or unit (mail). */
  company: z.string().nullable(),
  /** The product or service it is about: title (enquiry, booking) or product_name (mail). */
  product: z.string().nullable(),
  /** The product's (enquiry) or article's (booking) id; null for mail enquiries. */
  product_id: id.nullable(),
  assignee_id: id.nullable(),
  assignee_name: z.string().nullable(),
  handled_at: optionalTimestamp,
  create_time: timestamp,
});

export const inboxNote = z.object({ id, body: z.string(), staff_id: id.nullable(), staff_name: z.string().nullable(), create_time: timestamp });

export const inboxDetail = z.object({
  item: inboxRow,
  /** Every field of the form, labelled in Chinese, in the form's order. */
  fields: z.array(labelledField),
  handled_by: id.nullable(),
  handled_by_name: z.string().nullable(),
  /** Oldest first. */
  notes: z.array(inboxNote),
});

export const inboxAssignee = z.object({ id, name: z.string(), email: z.string() });

const sales = ['sales'] as const;

export const adminInboxApi = {
  list: admin({
    path: '/inbox/list',
    roles: sales,
    summary: '询价、预约与邮件询价（kind、handled 0/1、assignee_id、from/to 日期、product、keyword、page 从 1 开始、size），新的在前',
    input: inboxListInput,
    output: pageOf(inboxRow),
  }),
  detail: admin({ path: '/inbox/detail', roles: sales, summary: '一条记录：全部字段（中文标签）、负责人、处理状态、内部备注', input: inboxItemInput, output: inboxDetail }),
  assignees: admin({ path: '/inbox/assignees', roles: sales, summary: '可指派的员工（启用的销售与管理员）', output: z.array(inboxAssignee) }),
  assign: admin({ path: '/inbox/assign', roles: sales, summary: '指派负责人（assignee_id 为空则取消指派）', input: inboxAssignInput, output: inboxDetail }),
  addNote: admin({ path: '/inbox/addNote', roles: sales, summary: '添加内部备注（客户看不到）', input: inboxNoteInput, output: inboxDetail }),
  handle: admin({ path: '/inbox/handle', roles: sales, summary: '标记为已处理', input: inboxItemInput, output: inboxDetail }),
  reopen: admin({ path: '/inbox/reopen', roles: sales, summary: '重新打开（取消已处理）', input: inboxItemInput, output: inboxDetail }),
  export: admin({
    path: '/inbox/export',
    roles: sales,
    summary: '按当前筛选导出（format：xlsx 默认，或 csv；最多 10000 条，新的在前）；须带员工令牌',
    input: inboxExportInput,
    answer: 'file',
    contentType: EXPORT_CONTENT_TYPE_LIST,
  }),
  bulk: admin({
    path: '/inbox/bulk',
    roles: sales,
    summary: '批量操作（action：assign 指派给 assignee_id（空则取消指派）、handle 标记已处理、reopen 重新打开；items 为 {kind,id}，最多 200 条）：一个事务，任一条失败则全部不变',
    input: inboxBulkInput,
    output: bulkResult,
  }),
};
