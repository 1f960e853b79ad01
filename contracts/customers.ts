// Customers as the console's sales staff see them (DESIGN.md "Operations console", "Customers"):
// search, the account with every field labelled, disable/enable and resending the activation mail.
//
// users.status: 0 not activated, 1 active, and two disabled values that remember whether the account
// had been activated, so enabling restores exactly what it was without another column:
// 2 disabled (was active), 3 disabled before activation. The customer API (/api/v1) never answers
// `status`; a disabled account cannot log in (password, SMS) and its sessions resolve to nothing.
import { z } from 'zod';
import { BULK_MESSAGES, bulkIds, exportFormat } from './bulk.ts';
import { choice, listInt, optionalText, requiredId } from './form-fields.ts';

export const USER_STATUS = { inactive: 0, active: 1, disabled: 2, disabledInactive: 3 } as const;

export const CUSTOMER_STATES = ['inactive', 'active', 'disabled'] as const;
export type CustomerState = (typeof CUSTOMER_STATES)[number];

export const CUSTOMER_STATE_LABELS: Record<CustomerState, string> = {
  inactive: '未激活',
  active: '正常',
  disabled: '已停用',
};

export const isDisabledStatus = (status: number): boolean => status === USER_STATUS.disabled || status === USER_STATUS.disabledInactive;

export function customerState(status: number): CustomerState {
  if (status === USER_STATUS.active) return 'active';
  if (isDisabledStatus(status)) return 'disabled';
  return 'inactive';
}

export const CUSTOMER_MESSAGES = {
  customerMissing: '客户不存在',
  alreadyDisabled: '该客户已停用',
  notDisabled: '该客户未停用',
  activationNotNeeded: '该客户已激活，无需重发激活邮件',
  activationDisabled: '该客户已停用，请先启用',
  disabled: '已停用该客户，其登录会话已全部结束',
  enabled: '已启用该客户',
  activationSent: '激活邮件已发送',
  fieldInvalid: '搜索字段不正确',
  stateInvalid: '状态不正确',
} as const;

/** Which fields the keyword searches: all of them, or one group. */
export const CUSTOMER_SEARCH_FIELDS = ['all', 'email', 'phone', 'name', 'company'] as const;
export type CustomerSearchField = (typeof CUSTOMER_SEARCH_FIELDS)[number];

export const CUSTOMER_SEARCH_FIELD_LABELS: Record<CustomerSearchField, string> = {
  all: '全部字段',
  email: '邮箱',
  phone: '手机/电话',
  name: '姓名/用户名',
  company: '单位',
};

const page = {
  page: listInt(1, { max: 100_000 }),
  size: listInt(20, { max: 100 }),
};

export const customerListInput = z.object({
  keyword: optionalText(100),
  field: choice(CUSTOMER_SEARCH_FIELDS, CUSTOMER_MESSAGES.fieldInvalid).optional().catch(undefined),
  state: choice(CUSTOMER_STATES, CUSTOMER_MESSAGES.stateInvalid).optional().catch(undefined),
  ...page,
});

/** The export takes the list's filters (not its page) and the format. */
export const customerExportInput = customerListInput.omit({ page: true, size: true }).extend({ format: exportFormat });

/** Bulk 停用 / 启用 of the ticked customers (each as its single action decides). */
export const CUSTOMER_BULK_ACTIONS = ['disable', 'enable'] as const;
export const customerBulkInput = z.object({ action: choice(CUSTOMER_BULK_ACTIONS, BULK_MESSAGES.actionInvalid), ids: bulkIds });

export const customerIdInput = z.object({ id: requiredId(CUSTOMER_MESSAGES.customerMissing) });

/** One page of a customer's orders or CRISPR-Net jobs. */
export const customerPageInput = z.object({ id: requiredId(CUSTOMER_MESSAGES.customerMissing), ...page });

/** The account's fields as the console labels them (users columns; the password hash never leaves). */
export const CUSTOMER_FIELD_LABELS = {
  id: '客户 ID',
  email: '邮箱',
  username: '用户名',
  tid: '账号类型',
  fname: '姓',
  lname: '名',
  prefix: '区号',
  tel: '手机号（短信登录）',
  tel2: '分机号',
  phone: '座机',
  phone1: '备用电话',
  company: '单位名称',
  department: '部门',
  fapiao_title: '发票抬头',
  com_code: '单位税号',
  pi_fname: 'PI 姓',
  pi_lname: 'PI 名',
  pi_email: 'PI 邮箱',
  country: '国家',
  province_id: '省份',
  city_id: '城市',
  address: '工作单位/地址',
  zip: '邮编',
  road: '了解渠道',
  is_sendup: '接收推送邮件',
  status: '账号状态',
  activated_at: '激活时间',
  last_login_at: '最近登录',
  lang: '注册语言',
  create_time: '注册时间',
  update_time: '更新时间',
} as const;
