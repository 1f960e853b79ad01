// Running an order after the customer submits it (DESIGN.md "Operations console", "Orders"): the
// status machine staff drive, the events of an order's life, the quote, result files and the message
// thread between the customer and staff. Shared by the console, the customer's order pages and the
// server, with the Chinese messages both sides show.
import { z } from 'zod';
import { withEnglish } from './english-messages.ts';
import { choice, integer, numberFromText, optionalInt, optionalText, requiredId, requiredText } from './form-fields.ts';
import { ORDER_STATUS, statusLabel, type OrderKind } from './order.ts';
import { consolePath } from './console-paths.ts';
import { pagePath } from './page-paths.ts';

export const ORDER_KINDS = ['guide', 'amplicon', 'cell'] as const satisfies readonly OrderKind[];

export const ORDER_KIND_LABELS: Record<OrderKind, string> = {
  guide: 'GUIDE-seq脱靶检测',
  amplicon: '扩增子检测',
  cell: '细胞株构建',
};

withEnglish(ORDER_KIND_LABELS, {
  guide: 'GUIDE-seq off-target detection',
  amplicon: 'Amplicon sequencing',
  cell: 'Cell line construction',
});

export const FIRST_STATUS = ORDER_STATUS.pending;
export const LAST_STATUS = ORDER_STATUS.done;

export const ORDER_OPS_MESSAGES = {
  kindInvalid: '订单类型不正确',
  orderRequired: '请选择订单',
  sampleRequired: '请选择样本',
  statusRequired: '请选择状态',
  notNextStatus: '状态只能向前推进一步',
  notPreviousStatus: '只能退回上一步',
  reasonRequired: '退回时请填写原因',
  alreadyDone: '订单已完成',
  alreadyFirst: '订单尚未确认，不能退回',
  confirmBySales: '确认订单（待确认 → 已确认）由销售或管理员操作',
  progressByLab: '订单进度（已确认之后）由实验室或管理员推进',
  backByAdmin: '只有管理员可以退回状态',
  quoteInvalid: '报价金额不正确',
  quoteTooLate: '订单确认后报价不能再修改',
  noteTooLong: '备注最多 500 个字符',
  messageRequired: '请输入留言内容',
  messageTooLong: '留言最多 2000 个字符',
  messageSent: '留言已发送',
  sampleBehindOrder: '样本状态不能低于订单状态',
  sampleNotConfirmed: '订单确认后才能推进样本',
  noSamples: '该订单没有样本',
  fileRequired: '请选择要上传的文件',
  tooManyFiles: '一次最多上传 20 个文件',
  resultFileRequired: '订单还没有结果文件：请先上传结果文件，或勾选“无结果文件”并填写原因',
  noFileReasonOnlyAtDone: '只有在推进到“已完成”且订单没有结果文件时才填写无结果文件原因',
  noFileReasonTooLong: '无结果文件原因最多 500 个字符',
  uploadMalformed: '上传内容格式错误',
  fileType: '不支持的文件类型',
  fileTooLarge: '文件过大',
  fileMissing: '文件不存在',
  linkExpired: '下载链接已失效，请返回订单页重新下载',
  moved: '状态已更新',
  uploaded: '上传成功',
} as const;

// The console is Chinese; these are the ones a customer meets on the order pages (progress, result
// files, the message thread), so they have their English.
const M = ORDER_OPS_MESSAGES;
withEnglish(
  {
    kindInvalid: M.kindInvalid,
    orderRequired: M.orderRequired,
    messageRequired: M.messageRequired,
    messageTooLong: M.messageTooLong,
    messageSent: M.messageSent,
    fileMissing: M.fileMissing,
    linkExpired: M.linkExpired,
  },
  {
    kindInvalid: 'The order type is not valid',
    orderRequired: 'Please choose an order',
    messageRequired: 'Please enter your message',
    messageTooLong: 'A message has at most 2000 characters',
    messageSent: 'Message sent',
    fileMissing: 'The file does not exist',
    linkExpired: 'The download link has expired: please go back to the order page and download again',
  },
);

/** Result file extensions lab staff may attach (reports, tables, archives, sequencing data). */
export const RESULT_FILE_EXTENSIONS = [
  '.pdf', '.xlsx', '.xls', '.csv', '.tsv', '.txt', '.docx', '.zip', '.gz', '.tar.gz', '.fastq.gz', '.fq.gz',
  '.bam', '.bai', '.vcf', '.vcf.gz', '.png', '.jpg', '.jpeg', '.html',
] as const;

/** Download links last this long; the order page asks for a new one on every click. */
export const FILE_LINK_TTL_SECONDS = 300;

export const orderKindField = choice(ORDER_KINDS, ORDER_OPS_MESSAGES.kindInvalid);

const orderRef = {
  kind: orderKindField,
  id: requiredId(ORDER_OPS_MESSAGES.orderRequired),
};

/** One order of a kind: `{ kind, id }`. */
export const orderRefInput = z.object(orderRef);

const note = optionalText(500, ORDER_OPS_MESSAGES.noteTooLong);

/** Staff move an order one step: forward (`to` = status + 1) or, admins only, back with a reason. */
export const statusMoveInput = z.object({
  ...orderRef,
  to: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    integer(ORDER_OPS_MESSAGES.statusRequired, { min: FIRST_STATUS, max: LAST_STATUS }),
  ),
  /** Shown to the customer on the timeline and in the e-mail. */
  note,
  /** Seen by staff only. */
  internal_note: note,
  /** Confirmation (0 → 1) may carry the quote, in yuan. */
  quote_amount: z
    .preprocess(
      (v) => (v === '' || v === null || v === undefined ? undefined : v),
      z.preprocess(numberFromText, z.number({ error: ORDER_OPS_MESSAGES.quoteInvalid }).min(0, ORDER_OPS_MESSAGES.quoteInvalid).max(100_000_000, ORDER_OPS_MESSAGES.quoteInvalid).multipleOf(0.01, ORDER_OPS_MESSAGES.quoteInvalid)),
    )
    .optional(),
  quote_note: note,
  /**
   * The move to 已完成 of an order without a shown result file: why there is none (results sent by
   * post, the cells themselves …). Staff confirm it in the console; required then, refused otherwise.
   */
  no_file_reason: optionalText(500, ORDER_OPS_MESSAGES.noFileReasonTooLong),
});

/** A result-file upload carries at most this many files: one batch, one e-mail to the customer. */
export const RESULT_FILES_PER_UPLOAD = 20;

/** A sample moved within its order by one step (lab), or back (admin, with a reason). */
export const sampleMoveInput = z.object({
  kind: choice(['guide', 'amplicon'] as const, ORDER_OPS_MESSAGES.kindInvalid),
  id: requiredId(ORDER_OPS_MESSAGES.sampleRequired),
  to: statusMoveInput.shape.to,
  note,
});

export const orderMessageInput = z.object({
  ...orderRef,
  body: requiredText(ORDER_OPS_MESSAGES.messageRequired, 2000, ORDER_OPS_MESSAGES.messageTooLong),
});

export const fileIdInput = z.object({ id: requiredId(ORDER_OPS_MESSAGES.fileMissing) });

/** "已确认 → 质检": a move as the timeline and the e-mail name it. */
export const moveLabel = (from: number, to: number): string => `${statusLabel(from)} → ${statusLabel(to)}`;

/** Bytes as people read them: 1.5 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** The fields of a result-file upload besides the file: the order and, optionally, one of its samples. */
export const resultUploadInput = z.object({
  ...orderRef,
  sample_id: optionalInt(ORDER_OPS_MESSAGES.sampleRequired),
});

/**
 * The customer's page of an order (links in e-mails, the console's "view as customer"): the sample
 * list of a GUIDE-seq or amplicon order, the detail of a cell-line order (app/routes.ts).
 */
export function orderPagePath(kind: OrderKind, id: number, orderno: string): string {
  if (kind === 'cell') return pagePath('order-cell-detail', { id });
  // Order numbers are ASCII letters and digits (server/modules/order/orderno.ts): written alike either way.
  return pagePath(kind === 'guide' ? 'order-seq-list' : 'order-amplicon-list', { oid: id, orderno });
}

/** The console's page of an order. */
export const adminOrderPath = (kind: OrderKind, id: number): string => consolePath('admin-order-detail', { kind, id });
