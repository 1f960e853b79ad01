// Orders of every kind as staff run them: one list with filters, the detail with every field labelled,
// status moves (sales confirm 0→1 with an optional quote, lab 1→6, admins back one step with a reason),
// sample moves, the message thread and result files.
import { z } from 'zod';
import { choice, filterInt } from '../../form-fields.ts';
import { ORDER_KINDS, fileIdInput, orderMessageInput, orderRefInput, sampleMoveInput, statusMoveInput } from '../../order-ops.ts';
import { optionalTimestamp, pageOf, timestamp } from '../answers.ts';
import { customerEvent, fileLink, orderMessage, orderQuote, resultFile } from '../order-life.ts';
import { privateFileLink } from '../upload.ts';
import { EXPORT_CONTENT_TYPE_LIST, exportFormat } from '../../bulk.ts';
import { admin } from './admin-v1.ts';
import { adminPageInput } from './staff.ts';

const id = z.number().int();

const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确')
  .optional()
  .or(z.literal('').transform(() => undefined));

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const adminOrderListInput = z.object({
  kind: z.preprocess(blankToUndefined, choice(ORDER_KINDS, '订单类型不正确').optional()),
  status: filterInt({ min: 0, max: 6 }),
  /** The customer's e-mail, name, company or phone (part of it). */
  customer: z.string().trim().max(100).optional(),
  orderno: z.string().trim().max(50).optional(),
  /** Submission date range (Shanghai), inclusive. */
  from: dateText,
  to: dateText,
  ...adminPageInput,
});

/** The export takes the list's filters (not its page) and the format. */
export const adminOrderExportInput = adminOrderListInput.omit({ page: true, size: true }).extend({ format: exportFormat });

export const adminOrderRow = z.object({
  kind: z.enum(ORDER_KINDS),
  id,
  orderno: z.string(),
  leixing: z.string(),
  status: z.number().int(),
  /** Null for cell-line orders (they have no samples). */
  yangben_nums: z.number().int().nullable(),
  /** How many samples are at each status, lowest first (issue 35 point 11); null for cell-line orders. */
  sample_statuses: z.array(z.object({ status: z.number().int(), count: z.number().int() })).nullable(),
  uid: id,
  customer_email: z.string(),
  customer_name: z.string().nullable(),
  company: z.string().nullable(),
  quote_amount: z.number().nullable(),
  create_time: timestamp,
  update_time: timestamp,
});

/**
 * A field of the form as staff read it: its label, and its value as text. A proof reads as its file
 * name with a download link made for the member (valid a few minutes).
 */
export const labelledField = z.object({ key: z.string(), label: z.string(), value: z.string(), link: privateFileLink.optional() });

export const adminCustomer = z.object({
  id,
  email: z.string(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  department: z.string().nullable(),
  phone: z.string().nullable(),
  tel: z.string().nullable(),
});

/** A timeline event as staff read it: the customer's view plus the internal note and who did it. */
export const adminEvent = customerEvent.extend({ internal_note: z.string().nullable(), staff_name: z.string().nullable() });

export const adminFile = resultFile.extend({ staff_name: z.string().nullable(), downloads: z.number().int(), last_download_at: optionalTimestamp });

export const adminSample = z.object({ id, name: z.string(), status: z.number().int(), fields: z.array(labelledField) });

export const adminOrderDetail = z.object({
  order: adminOrderRow.omit({ customer_email: true, customer_name: true, company: true, quote_amount: true, sample_statuses: true }),
  fields: z.array(labelledField),
  customer: adminCustomer,
  samples: z.array(adminSample),
  quote: orderQuote.nullable(),
  events: z.array(adminEvent),
  files: z.array(adminFile),
  messages: z.array(orderMessage),
});

export const orderSummary = z.array(z.object({ kind: z.enum(ORDER_KINDS), status: z.number().int(), count: z.number().int() }));

const staffSides = ['sales', 'lab'] as const;

export const adminOrderApi = {
  summary: admin({ path: '/orders/summary', roles: staffSides, summary: '各类型、各状态的订单数（控制台首页）', output: orderSummary }),
  list: admin({
    path: '/orders/list',
    roles: staffSides,
    summary: '全部订单（kind、status、customer、orderno、from/to 日期、page 从 1 开始、size）',
    input: adminOrderListInput,
    output: pageOf(adminOrderRow),
  }),
  export: admin({
    path: '/orders/export',
    roles: staffSides,
    summary: '按当前筛选（kind、status、customer、orderno、from/to）导出全部订单：format csv 或 xlsx（默认），最多 10000 条，新的在前',
    input: adminOrderExportInput,
    answer: 'file',
    contentType: EXPORT_CONTENT_TYPE_LIST,
  }),
  detail: admin({ path: '/orders/detail', roles: staffSides, summary: '订单详情：客户、全部字段与样本、报价、时间线、文件、留言', input: orderRefInput, output: adminOrderDetail }),
  move: admin({
    path: '/orders/move',
    roles: staffSides,
    summary: '推进订单状态一步（销售确认 0→1 可带报价；实验室 1→6）；管理员可退回一步并填写原因',
    input: statusMoveInput,
    output: adminOrderDetail,
  }),
  moveSample: admin({
    path: '/orders/moveSample',
    roles: ['lab'],
    summary: '推进单个样本状态一步（不低于订单状态）；管理员可退回一步',
    input: sampleMoveInput,
    output: adminSample,
  }),
  sendMessage: admin({ path: '/orders/sendMessage', roles: staffSides, summary: '给客户留言（邮件通知客户）', input: orderMessageInput, output: orderMessage }),
  uploadFile: admin({
    path: '/orders/uploadFile',
    roles: ['lab'],
    summary: '上传结果文件（multipart：一个或多个 file（一次最多 20 个，一批给客户发一封邮件），kind、id，可选 sample_id）；流式写入存储并计算 SHA-256',
    multipart: {
      kind: { type: 'string', enum: [...ORDER_KINDS] },
      id: { type: 'integer', description: '订单 id' },
      sample_id: { type: 'integer', description: '样本 id（可选）' },
    },
    // The first file of the batch as before, and the whole batch in `files`.
    output: adminFile.extend({ files: z.array(adminFile) }),
  }),
  removeFile: admin({ path: '/orders/removeFile', roles: ['lab'], summary: '撤回结果文件（记录保留，文件删除）', input: fileIdInput }),
  fileLink: admin({ path: '/orders/fileLink', roles: staffSides, summary: '结果文件的下载链接（5 分钟有效）', input: fileIdInput, output: fileLink }),
};

