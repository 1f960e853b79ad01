// The sales inbox (DESIGN.md "Operations console": "Enquiries, bookings and mail enquiries arrive in an
// inbox: assign, note, mark handled, export"): the three forms visitors send as one list for sales
// staff, the filters, the writes on one item and their Chinese messages, shared by the console and
// the server.
import { z } from 'zod';
import { BULK_MAX_IDS, BULK_MESSAGES } from './bulk.ts';
import { choice, filterInt, integer, requiredId, requiredText } from './form-fields.ts';

/** 'enquiry' purchase_enquiries (addYuding), 'booking' bookings (addBook), 'mail' mail_enquiries (send-mail). */
export const INBOX_KINDS = ['enquiry', 'booking', 'mail'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  enquiry: '产品询价',
  booking: '服务预约',
  mail: '邮件询价',
};

/** The export holds at most this many rows (newest first); a wider filter is cut, the file says so. */
export const INBOX_EXPORT_MAX_ROWS = 10_000;

export const INBOX_MESSAGES = {
  kindInvalid: '类型不正确',
  itemRequired: '请选择记录',
  itemMissing: '记录不存在',
  assigneeInvalid: '只能指派给启用的销售或管理员',
  noteRequired: '请输入备注内容',
  noteTooLong: '备注最多 2000 个字符',
  alreadyHandled: '该记录已标记为已处理',
  notHandled: '该记录尚未处理',
  assigned: '负责人已更新',
  noteAdded: '备注已添加',
  handled: '已标记为已处理',
  reopened: '已重新打开',
  dateInvalid: '日期格式不正确',
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const dateText = z.preprocess(blankToUndefined, z.string().regex(/^\d{4}-\d{2}-\d{2}$/, INBOX_MESSAGES.dateInvalid).optional());

/** The list's filters (the export takes the same ones). */
export const inboxFilterFields = {
  kind: z.preprocess(blankToUndefined, choice(INBOX_KINDS, INBOX_MESSAGES.kindInvalid).optional()),
  /** 1 handled, 0 not yet; absent: both. */
  handled: filterInt({ min: 0, max: 1 }),
  /** Only items assigned to this member. */
  assignee_id: filterInt(),
  /** Submission date range (Shanghai), inclusive. */
  from: dateText,
  to: dateText,
  /** The product or service the item is about: part of its name (or item number), or its id. */
  product: z.string().trim().max(100).optional(),
  /** The visitor's name, e-mail, phone or company (part of it). */
  keyword: z.string().trim().max(100).optional(),
};

const itemRef = {
  kind: choice(INBOX_KINDS, INBOX_MESSAGES.kindInvalid),
  id: requiredId(INBOX_MESSAGES.itemRequired),
};

/** One item: `{ kind, id }` (the row's id in its own table). */
export const inboxItemInput = z.object(itemRef);

/** Assign to a member (their id) or to nobody (`assignee_id` null or empty). */
export const inboxAssignInput = z.object({
  ...itemRef,
  assignee_id: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    integer(INBOX_MESSAGES.assigneeInvalid).nullable(),
  ),
});

export const inboxNoteInput = z.object({
  ...itemRef,
  body: requiredText(INBOX_MESSAGES.noteRequired, 2000, INBOX_MESSAGES.noteTooLong),
});

/** Bulk 指派 / 标记已处理 / 重新打开 of the ticked items (each as its single action decides). */
export const INBOX_BULK_ACTIONS = ['assign', 'handle', 'reopen'] as const;

export const inboxBulkInput = z.object({
  action: choice(INBOX_BULK_ACTIONS, BULK_MESSAGES.actionInvalid),
  /** The items, `{ kind, id }` each: 1 to BULK_MAX_IDS, duplicates dropped. */
  items: z
    .array(z.object(itemRef), { error: BULK_MESSAGES.idsRequired })
    .min(1, BULK_MESSAGES.idsRequired)
    .max(BULK_MAX_IDS, BULK_MESSAGES.tooMany)
    .transform((items) => [...new Map(items.map((item) => [`${item.kind}:${item.id}`, item])).values()]),
  /** For `assign`: the member, or null / empty for nobody. */
  assignee_id: z.preprocess((v) => (v === '' ? null : v), integer(INBOX_MESSAGES.assigneeInvalid).nullable().optional()),
});
