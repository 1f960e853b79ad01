// The ordering area's shared words and numbers (spec/ordering.md sections 2, 4, 8 and 9): order kinds,
// status labels, the rules by status, paging, and the Chinese messages of the pages and calls.
import { z } from 'zod';
import { listInt, requiredId } from './form-fields.ts';
import { englishPattern, withEnglish } from './english-messages.ts';
import { SHANGHAI_FIXED_OFFSET_SINCE, shanghaiDateTime } from './shanghai-time.ts';

/** Service types of the order centre's fixed menu entries. */
export const ORDER_TYPES = { guide: 1, amplicon: 2, cell: 3 } as const;
export type SampleOrderKind = 'guide' | 'amplicon';
export type OrderKind = SampleOrderKind | 'cell';

/** `leixing` of the GUIDE-seq and amplicon orders and samples. */
export const LEIXING = {
  guide: 'GUIDE-seq脱靶检测',
  amplicon: '扩增子检测',
} as const;
withEnglish(LEIXING, { guide: 'GUIDE-seq off-target detection', amplicon: 'Amplicon sequencing' });

/** Order number prefixes: the kind is readable from the number. */
export const ORDERNO_PREFIX = { guide: 'GS', amplicon: 'AM', cell: 'CL' } as const;

/** Status 0-6 of orders and samples (section 4). */
export const ORDER_STATUS = {
  pending: 0,
  confirmed: 1,
  qualityCheck: 2,
  library: 3,
  sequencing: 4,
  analysis: 5,
  done: 6,
} as const;

export const STATUS_LABELS: Record<number, string> = {
  0: '待确认',
  1: '已确认',
  2: '质检',
  3: '建库',
  4: '测序',
  5: '分析',
  6: '已完成',
};

withEnglish(STATUS_LABELS, {
  0: 'Pending confirmation',
  1: 'Confirmed',
  2: 'Quality check',
  3: 'Library preparation',
  4: 'Sequencing',
  5: 'Analysis',
  6: 'Completed',
});
const UNKNOWN_STATUS = '未知';
withEnglish({ UNKNOWN_STATUS }, { UNKNOWN_STATUS: 'Unknown' });

export const statusLabel = (status: number): string => STATUS_LABELS[status] ?? UNKNOWN_STATUS;

/** 'Add samples' only while the order waits for confirmation. */
export const canAddSamples = (orderStatus: number) => orderStatus === ORDER_STATUS.pending;
/** Samples (and cell orders) are edited only at 0. */
export const canEdit = (status: number) => status === ORDER_STATUS.pending;
/** Delete at 0 or 6: before the work starts, or once it is done. */
export const canDelete = (status: number) => status === ORDER_STATUS.pending || status === ORDER_STATUS.done;

/** List paging (section 9): 10 per page, options 10 and 50. GUIDE-seq and amplicon lists count pages from 0. */
export const PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 50] as const;
export const totalText = (total: number) => `共 ${total} 条记录`;
englishPattern(/共 (\d+) 条记录/, (match) => `${match[1]} records in total`);

export const ORDER_MESSAGES = {
  loginPrompt: '请先登录!',
  searchPlaceholder: '请输入订单号搜索',
  confirmDeleteTitle: '删除',
  confirmDeleteText: '你确定要删除当前订单么？',
  confirmOk: '确定',
  confirmCancel: '取消',
  deleted: '删除成功',
  added: '添加成功',
  addedContinue: '样本已经添加成功,是否继续添加样本?',
  continueAdding: '继续添加样本',
  noMoreAdding: '不添加',
  guideEdited: '编辑成功',
  ampliconEdited: '更新成功',
  tooManyRows: '最多10条!',
  orderNotFound: '订单不存在',
  sampleNotFound: '样本不存在',
  orderLocked: '订单已确认，不能再添加样本',
  sampleLocked: '样本已进入处理流程，不能编辑',
  deleteLocked: '当前状态不能删除',
  oidRequired: '请选择订单',
  idRequired: '请选择样本',
  reorderEmpty: '原订单没有样本，无法再来一单',
  reorderInvalid: '原订单的样本不符合当前的填写要求，请新建订单填写',
  reordered: '新订单已生成，请核对样本后等待确认',
} as const;

withEnglish(ORDER_MESSAGES, {
  loginPrompt: 'Please log in first!',
  searchPlaceholder: 'Search by order number',
  confirmDeleteTitle: 'Delete',
  confirmDeleteText: 'Are you sure you want to delete this order?',
  confirmOk: 'OK',
  confirmCancel: 'Cancel',
  deleted: 'Deleted successfully',
  added: 'Added successfully',
  addedContinue: 'The sample has been added. Add another sample?',
  continueAdding: 'Add another sample',
  noMoreAdding: 'No',
  guideEdited: 'Updated successfully',
  ampliconEdited: 'Updated successfully',
  tooManyRows: 'At most 10 rows!',
  orderNotFound: 'The order does not exist',
  sampleNotFound: 'The sample does not exist',
  orderLocked: 'The order has been confirmed: no more samples can be added',
  sampleLocked: 'The sample is being processed and can no longer be edited',
  deleteLocked: 'This cannot be deleted in its current status',
  oidRequired: 'Please choose an order',
  idRequired: 'Please choose a sample',
  reorderEmpty: 'The original order has no samples to copy',
  reorderInvalid: 'The samples of the original order do not meet the current form rules: please create a new order',
  reordered: 'The new order has been created: please check its samples while it awaits confirmation',
});

/** The order centre's fixed entries, in menu order. */
export const ORDER_MENU = [
  { kind: 'guide', type: ORDER_TYPES.guide, label: 'GUIDE-seq脱靶检测', addLabel: '添加脱靶检测' },
  { kind: 'amplicon', type: ORDER_TYPES.amplicon, label: '扩增子检测', addLabel: '添加扩增子检测' },
  { kind: 'cell', type: ORDER_TYPES.cell, label: '细胞株构建', addLabel: '添加细胞株构建' },
] as const satisfies ReadonlyArray<{ kind: OrderKind; type: number; label: string; addLabel: string }>;
// The menu's labels on the English site (shown through messageIn).
withEnglish(
  { guide: ORDER_MENU[0].label, amplicon: ORDER_MENU[1].label, cell: ORDER_MENU[2].label, addGuide: ORDER_MENU[0].addLabel, addAmplicon: ORDER_MENU[1].addLabel, addCell: ORDER_MENU[2].addLabel },
  {
    guide: 'GUIDE-seq off-target detection',
    amplicon: 'Amplicon sequencing',
    cell: 'Cell line construction',
    addGuide: 'Add off-target detection',
    addAmplicon: 'Add amplicon sequencing',
    addCell: 'Add cell line construction',
  },
);

/** A positive id from a query string or a body. */
export const idField = requiredId;

export const orderListInput = z.object({
  /** 0-based for GUIDE-seq and amplicon (section 9); a negative page is the first. */
  page: listInt(0, { min: 0, max: 100_000 }),
  size: listInt(PAGE_SIZE, { max: 100 }),
  keyword: z.preprocess((v) => (typeof v === 'string' ? v.trim() : undefined), z.string().max(50).optional()),
});
export type OrderListInput = z.infer<typeof orderListInput>;

export const orderIdInput = z.object({ id: idField(ORDER_MESSAGES.oidRequired) });
export const orderOidInput = z.object({ oid: idField(ORDER_MESSAGES.oidRequired) });
export const sampleIdInput = z.object({ id: idField(ORDER_MESSAGES.idRequired) });

// Times are read in Asia/Shanghai whatever the browser's zone; the console shows seconds too. Plain
// arithmetic from 1992 on (shanghai-time.ts): a time-zone formatter built when this module is
// evaluated cost every console page 65 ms of its load. Older instants (none an order has) use Intl.
const olderFormats: Partial<Record<'date' | 'time', Intl.DateTimeFormat>> = {};

function formatWith(kind: 'date' | 'time', iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  if (time >= SHANGHAI_FIXED_OFFSET_SINCE) {
    const text = shanghaiDateTime(date);
    return kind === 'time' ? text : text.slice(0, 16);
  }
  olderFormats[kind] ??= new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(kind === 'time' ? { second: '2-digit' } : {}),
  });
  return olderFormats[kind].format(date);
}

/** The order number shown first, the date part in Asia/Shanghai: '2026-05-01 09:30'. */
export const formatDate = (iso: string | null | undefined): string => formatWith('date', iso);

/** '2026-05-01 09:30:00' in Shanghai; '' for nothing or a bad value. */
export const formatDateTime = (iso: string | null | undefined): string => formatWith('time', iso);
