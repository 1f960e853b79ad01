// Customers in the console (sales; admins pass every role check): search, the account with its
// addresses, its orders of every kind and its CRISPR-Net jobs, disable/enable, resend the activation mail.
import { z } from 'zod';
import { bulkResult, EXPORT_CONTENT_TYPE_LIST } from '../../bulk.ts';
import { CUSTOMER_STATES, customerBulkInput, customerExportInput, customerIdInput, customerListInput, customerPageInput } from '../../customers.ts';
import { optionalTimestamp, pageOf, timestamp } from '../answers.ts';
import { admin } from './admin-v1.ts';
import { adminOrderRow, labelledField } from './orders.ts';

const id = z.number().int();

export const customerRow = z.object({
  id,
  email: z.string(),
  username: z.string().nullable(),
  /** fname + lname. */
  name: z.string().nullable(),
  company: z.string().nullable(),
  tel: z.string().nullable(),
  phone: z.string().nullable(),
  state: z.enum(CUSTOMER_STATES),
  /** Whether the account had been activated (a disabled one returns to this on enabling). */
  activated: z.boolean(),
  create_time: timestamp,
  last_login_at: optionalTimestamp,
});

export const customerAddress = z.object({
  id,
  name: z.string(),
  company: z.string().nullable(),
  /** Province, city and the detailed address as one line. */
  region: z.string(),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  tel: z.string().nullable(),
  tel2: z.string().nullable(),
  is_default: z.boolean(),
});

export const customerDetail = z.object({
  customer: customerRow,
  /** Every field of the account (not the password), labelled, values as text. */
  fields: z.array(labelledField),
  addresses: z.array(customerAddress),
  /** Live login sessions now. */
  sessions: z.number().int(),
});

export const customerJob = z.object({
  id,
  title: z.string(),
  /** 1 running, 2 failed, 3 finished (contracts/crispr.ts CRISPR_STATUS_LABELS). */
  status: z.number().int(),
  pair_count: z.number().int(),
  error: z.string().nullable(),
  create_time: timestamp,
  finished_at: optionalTimestamp,
  expires_at: optionalTimestamp,
});

const sales = ['sales'] as const;

export const adminCustomerApi = {
  list: admin({
    path: '/customers/list',
    roles: sales,
    summary: '客户列表：keyword 搜索邮箱、手机/电话、姓名/用户名、单位（field 限定其一）、state、分页',
    input: customerListInput,
    output: pageOf(customerRow),
  }),
  export: admin({
    path: '/customers/export',
    roles: sales,
    summary: '按当前筛选（keyword、field、state）导出全部客户：format csv 或 xlsx（默认），最多 10000 条，新注册的在前',
    input: customerExportInput,
    answer: 'file',
    contentType: EXPORT_CONTENT_TYPE_LIST,
  }),
  bulk: admin({
    path: '/customers/bulk',
    roles: sales,
    summary: '批量停用（disable，结束其全部会话）或启用（enable）客户，ids 最多 200 个：一个事务，任一条不符则全部不变',
    input: customerBulkInput,
    output: bulkResult,
  }),
  detail: admin({ path: '/customers/detail', roles: sales, summary: '客户详情：账号全部字段、收货地址、会话数', input: customerIdInput, output: customerDetail }),
  orders: admin({ path: '/customers/orders', roles: sales, summary: '客户的订单（三种类型，新的在前，分页）', input: customerPageInput, output: pageOf(adminOrderRow) }),
  jobs: admin({ path: '/customers/jobs', roles: sales, summary: '客户的 CRISPR-Net 任务（状态与时间，分页）', input: customerPageInput, output: pageOf(customerJob) }),
  disable: admin({ path: '/customers/disable', roles: sales, summary: '停用客户：不能再登录，全部会话立即结束', input: customerIdInput, output: customerRow }),
  enable: admin({ path: '/customers/enable', roles: sales, summary: '启用客户：恢复停用前的状态（已激活或未激活）', input: customerIdInput, output: customerRow }),
  resendActivation: admin({
    path: '/customers/resendActivation',
    roles: sales,
    summary: '重发激活邮件（仅未激活、未停用的客户）',
    input: customerIdInput,
    output: customerRow,
  }),
};
