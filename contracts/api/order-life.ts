// What the customer sees of an order's life (beyond the specification): the timeline of its events,
// the quote once confirmed, the result files (downloaded through short-lived links) and the message
// thread with staff. Every call checks that the order is the caller's.
import { z } from 'zod';
import { fileIdInput, orderMessageInput, orderRefInput } from '../order-ops.ts';
import { timestamp } from './answers.ts';
import { v1 } from './v1.ts';

const id = z.number().int();

/** One step of the timeline, as the customer sees it (no internal notes, no staff names). */
export const customerEvent = z.object({
  id,
  type: z.string(),
  sample_id: id.nullable(),
  from_status: z.number().int().nullable(),
  to_status: z.number().int().nullable(),
  note: z.string().nullable(),
  /** The move to 已完成 of an order without a result file: why there is none (issue 35). */
  no_file_reason: z.string().nullable(),
  create_time: timestamp,
});

export const orderQuote = z.object({
  amount: z.number(),
  currency: z.string(),
  note: z.string().nullable(),
  create_time: timestamp,
});

export const resultFile = z.object({
  id,
  sample_id: id.nullable(),
  original_name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  create_time: timestamp,
});

export const orderMessage = z.object({
  id,
  author: z.enum(['customer', 'staff']),
  /** The staff member's name on staff messages in the console; null for the customer's view. */
  staff_name: z.string().nullable(),
  body: z.string(),
  create_time: timestamp,
});

export const orderProgress = z.object({
  status: z.number().int(),
  events: z.array(customerEvent),
  quote: orderQuote.nullable(),
  files: z.array(resultFile),
});

export const fileLink = z.object({ url: z.string(), expires_at: timestamp });

export const fileDownloadInput = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, '下载链接已失效，请返回订单页重新下载') });

export const orderLifeApi = {
  progress: v1({
    path: '/order/progress',
    tags: ['order'],
    apiKeyScope: 'orders:read',
    auth: true,
    summary: '订单进度：时间线、报价、结果文件（kind 为 guide/amplicon/cell，id 为订单 id）',
    input: orderRefInput,
    output: orderProgress,
  }),
  messages: v1({
    path: '/order/messages',
    tags: ['order'],
    auth: true,
    summary: '订单留言（与客服/实验室的对话）',
    input: orderRefInput,
    output: z.array(orderMessage),
  }),
  sendMessage: v1({
    path: '/order/sendMessage',
    tags: ['order'],
    auth: true,
    summary: '给订单留言（邮件通知公司）',
    input: orderMessageInput,
    output: orderMessage,
  }),
  fileLink: v1({
    path: '/order/fileLink',
    tags: ['order'],
    auth: true,
    summary: '结果文件的下载链接（5 分钟有效）',
    input: fileIdInput,
    output: fileLink,
  }),
  download: v1({
    path: '/order/file',
    methods: ['GET'],
    tags: ['order'],
    summary: '下载结果文件（token 来自 fileLink；每次下载都有记录）',
    input: fileDownloadInput,
    answer: 'file',
    contentType: 'application/octet-stream',
  }),
};

