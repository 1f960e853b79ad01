// Customers as sales staff run them (DESIGN.md "Operations console", "Customers").
// - Search, one account with every field labelled (never the password hash), its addresses, its
//   orders of every kind (the console's order list filtered by uid) and its CRISPR-Net jobs.
// - Disable: users.status 2 (was active) or 3 (not yet activated), so enabling restores exactly the
//   status before (contracts/customers.ts). The account cannot log in (user-service answers
//   账号已停用，请联系客服) and every session ends at once (the session lookup also refuses any status
//   but 1, so a session missed by the revoke cannot be used either).
// - Resend activation: only to an account still waiting for it, through the user service's own mail.
// - Every write is recorded in the audit log with the status before and after; a status change and
//   its record commit together under the account's row lock. A bulk 停用/启用 is one transaction of
//   the same changes; an export of the filtered list is recorded too.
import {
  COUNTRY_OPTIONS,
  ROAD_OPTIONS,
} from '../../../contracts/user.ts';
import {
  CUSTOMER_FIELD_LABELS,
  CUSTOMER_MESSAGES as M,
  CUSTOMER_STATE_LABELS,
  USER_STATUS,
  customerState,
  isDisabledStatus,
  type CustomerSearchField,
  type CustomerState,
  type customerBulkInput,
  type customerExportInput,
} from '../../../contracts/customers.ts';
import { formatDateTime } from '../../../contracts/order.ts';
import type { z } from 'zod';
import { EXPORT_MAX_ROWS } from '../../../contracts/bulk.ts';
import type { Database } from '../../db/client.ts';
import { buildExport, exportTime, type ExportSheet } from '../../http/table-export.ts';
import { actorOf, type AuthStaff } from '../../http/auth-staff.ts';
import { notFound, refuse } from '../../http/errors.ts';
import type { AddressService } from '../address/service.ts';
import type { AuditService } from '../audit/service.ts';
import { createOrderListRepo } from '../order-ops/list-repo.ts';
import { isRowId } from '../order-ops/orders-repo.ts';
import type { SessionService } from '../user/session-service.ts';
import type { UserService } from '../user/user-service.ts';
import { createCustomerRepo, type CustomerQueries, type CustomerRecord } from './repo.ts';

export interface CustomerServiceDeps {
  users: Pick<UserService, 'resendActivation'>;
  sessions: Pick<SessionService, 'revokeAllForUser'>;
  addresses: Pick<AddressService, 'list'>;
  audit: Pick<AuditService, 'record'>;
  clock?: () => Date;
}

type Page = { page: number; size: number };

const ENTITY = 'customer';

const name = (c: { fname: string | null; lname: string | null }) => `${c.fname ?? ''}${c.lname ?? ''}`.trim() || null;

export function customerAnswer(c: CustomerRecord) {
  return {
    id: c.id,
    email: c.email,
    username: c.username,
    name: name(c),
    company: c.company,
    tel: c.tel,
    phone: c.phone,
    state: customerState(c.status),
    activated: c.status === USER_STATUS.active || c.status === USER_STATUS.disabled,
    create_time: c.create_time,
    last_login_at: c.last_login_at,
  };
}

function statusText(status: number): string {
  const label = CUSTOMER_STATE_LABELS[customerState(status)];
  return status === USER_STATUS.disabledInactive ? `${label}（未激活）` : label;
}

/** Every labelled field as text, in the order of CUSTOMER_FIELD_LABELS. */
function labelledFields(c: CustomerRecord, regions: Map<number, string>) {
  const option = (options: readonly { value: number; label: string }[], value: number | null) =>
    value === null ? '' : (options.find((o) => o.value === value)?.label ?? String(value));
  const region = (id: number | null) => (id === null ? '' : (regions.get(id) ?? String(id)));
  const time = (value: Date | null) => (value ? formatDateTime(value.toISOString()) : '');
  const text: Record<keyof typeof CUSTOMER_FIELD_LABELS, string> = {
    id: String(c.id),
    email: c.email,
    username: c.username ?? '',
    tid: c.tid === 0 ? '普通客户' : String(c.tid),
    fname: c.fname ?? '',
    lname: c.lname ?? '',
    prefix: c.prefix ? `+${c.prefix}` : '',
    tel: c.tel ?? '',
    tel2: c.tel2 ?? '',
    phone: c.phone ?? '',
    phone1: c.phone1 ?? '',
    company: c.company ?? '',
    department: c.department ?? '',
    fapiao_title: c.fapiao_title ?? '',
    com_code: c.com_code ?? '',
    pi_fname: c.pi_fname ?? '',
    pi_lname: c.pi_lname ?? '',
    pi_email: c.pi_email ?? '',
    country: option(COUNTRY_OPTIONS, c.country),
    province_id: region(c.province_id),
    city_id: region(c.city_id),
    address: c.address ?? '',
    zip: c.zip ?? '',
    road: option(ROAD_OPTIONS, c.road),
    is_sendup: c.is_sendup === 1 ? '是' : '否',
    status: statusText(c.status),
    activated_at: time(c.activated_at),
    last_login_at: time(c.last_login_at),
    lang: c.lang === 'en' ? '英文（英文网站注册，邮件为英文）' : '中文',
    create_time: time(c.create_time),
    update_time: time(c.update_time),
  };
  return (Object.keys(CUSTOMER_FIELD_LABELS) as (keyof typeof CUSTOMER_FIELD_LABELS)[]).map((key) => ({
    key,
    label: CUSTOMER_FIELD_LABELS[key],
    value: text[key],
  }));
}

function decideDisable(status: number): number {
  if (isDisabledStatus(status)) throw refuse(M.alreadyDisabled);
  return status === USER_STATUS.active ? USER_STATUS.disabled : USER_STATUS.disabledInactive;
}

function decideEnable(status: number): number {
  if (!isDisabledStatus(status)) throw refuse(M.notDisabled);
  return status === USER_STATUS.disabled ? USER_STATUS.active : USER_STATUS.inactive;
}

/** The export's columns: the list's, and the times in Shanghai. */
const CUSTOMER_EXPORT_SHEET: ExportSheet<CustomerRecord> = {
  title: '客户',
  asciiName: 'customers',
  columns: [
    { header: '编号', width: 8, value: (c) => c.id },
    { header: '邮箱', width: 28, value: (c) => c.email },
    { header: '用户名', width: 14, value: (c) => c.username ?? '' },
    { header: '姓名', width: 12, value: (c) => name(c) ?? '' },
    { header: '单位', width: 28, value: (c) => c.company ?? '' },
    { header: '部门', width: 16, value: (c) => c.department ?? '' },
    // As the console's list labels them: tel is the mobile, phone the landline.
    { header: '手机', width: 14, value: (c) => c.tel ?? '' },
    { header: '座机', width: 14, value: (c) => c.phone ?? '' },
    { header: '状态', width: 8, value: (c) => CUSTOMER_STATE_LABELS[customerState(c.status)] },
    { header: '注册时间', width: 20, value: (c) => exportTime(c.create_time) },
    { header: '最近登录', width: 20, value: (c) => exportTime(c.last_login_at) },
  ],
};

export function createCustomerService(database: Database, deps: CustomerServiceDeps) {
  const repo = createCustomerRepo(database.db);
  const orders = createOrderListRepo(database.db);
  const clock = deps.clock ?? (() => new Date());

  async function existing(q: Pick<CustomerQueries, 'find'>, id: number, lock = false): Promise<CustomerRecord> {
    const customer = isRowId(id) ? await q.find(id, lock) : null;
    if (!customer) throw notFound(M.customerMissing);
    return customer;
  }

  /** Moves the status under the row lock and records it, in `tx`; `decide` refuses or names the new status. */
  async function changeStatusIn(tx: CustomerQueries, staff: AuthStaff, ip: string | null, id: number, action: string, decide: (status: number) => number) {
    const before = await existing(tx, id, true);
    const status = decide(before.status);
    const after = (await tx.setStatus(id, status))!;
    await deps.audit.record(
      actorOf(staff, ip),
      { action, entity: ENTITY, entityId: id, before: { email: before.email, status: before.status }, after: { email: after.email, status: after.status } },
      tx.db,
    );
    return after;
  }

  const changeStatus = (staff: AuthStaff, ip: string | null, id: number, action: string, decide: (status: number) => number) =>
    repo.transaction((tx) => changeStatusIn(tx, staff, ip, id, action, decide));

  return {
    async list(input: { keyword: string | null; field?: CustomerSearchField; state?: CustomerState } & Page) {
      const { rows, total } = await repo.page(
        { keyword: input.keyword ?? undefined, field: input.field, state: input.state },
        (input.page - 1) * input.size,
        input.size,
      );
      return { data: rows.map(customerAnswer), total };
    },

    async detail(id: number) {
      const customer = await existing(repo, id);
      const regionIds = [customer.province_id, customer.city_id].filter((v): v is number => v !== null);
      const [regions, addresses, sessions] = await Promise.all([repo.regionNames(regionIds), deps.addresses.list(id), repo.liveSessions(id, clock())]);
      return {
        customer: customerAnswer(customer),
        fields: labelledFields(customer, regions),
        addresses: addresses.map((a) => ({
          id: a.id,
          name: a.name,
          company: a.company,
          region: a.areaname ?? '',
          address: a.address,
          zip: a.zip,
          tel: a.tel,
          tel2: a.tel2,
          is_default: a.is_default === 1,
        })),
        sessions,
      };
    },

    async orders(input: { id: number } & Page) {
      await existing(repo, input.id);
      const { rows, total } = await orders.page({ uid: input.id }, (input.page - 1) * input.size, input.size);
      return { data: rows, total };
    },

    async jobs(input: { id: number } & Page) {
      await existing(repo, input.id);
      const { rows, total } = await repo.jobs(input.id, (input.page - 1) * input.size, input.size);
      return { data: rows, total };
    },

    /** Stops the account: no login, every session ended now. */
    async disable(staff: AuthStaff, ip: string | null, id: number) {
      const after = await changeStatus(staff, ip, id, 'customer.disable', decideDisable);
      await deps.sessions.revokeAllForUser(id);
      return customerAnswer(after);
    },

    /** Back to what it was before: active, or still waiting for activation. */
    async enable(staff: AuthStaff, ip: string | null, id: number) {
      const after = await changeStatus(staff, ip, id, 'customer.enable', decideEnable);
      return customerAnswer(after);
    },

    /**
     * 停用 or 启用 of the ticked customers in one transaction, each decided and audited as its single
     * action; one refused (missing, already so) leaves them all as they were. Sessions end after the
     * commit, as for one.
     */
    async bulk(staff: AuthStaff, ip: string | null, input: z.output<typeof customerBulkInput>): Promise<{ count: number }> {
      const disable = input.action === 'disable';
      await repo.transaction(async (tx) => {
        for (const id of input.ids) await changeStatusIn(tx, staff, ip, id, disable ? 'customer.disable' : 'customer.enable', disable ? decideDisable : decideEnable);
      });
      if (disable) for (const id of input.ids) await deps.sessions.revokeAllForUser(id);
      return { count: input.ids.length };
    },

    /** Every customer the list's filters match (up to EXPORT_MAX_ROWS, newest first); audited. */
    async exportFile(staff: AuthStaff, ip: string | null, input: z.output<typeof customerExportInput>) {
      const { rows, total } = await repo.page({ keyword: input.keyword ?? undefined, field: input.field, state: input.state }, 0, EXPORT_MAX_ROWS);
      const file = await buildExport(CUSTOMER_EXPORT_SHEET, input.format, rows, total);
      await deps.audit.record(actorOf(staff, ip), { action: 'customer.export', entity: ENTITY, entityId: null, after: { filter: input, rows: rows.length, total } });
      return file;
    },

    async resendActivation(staff: AuthStaff, ip: string | null, id: number) {
      const customer = await existing(repo, id);
      if (isDisabledStatus(customer.status)) throw refuse(M.activationDisabled);
      if (customer.status !== USER_STATUS.inactive) throw refuse(M.activationNotNeeded);
      // The user service checks again: an account activated in between gets no mail.
      if (!(await deps.users.resendActivation(id))) throw refuse(M.activationNotNeeded);
      await deps.audit.record(actorOf(staff, ip), {
        action: 'customer.resend_activation',
        entity: ENTITY,
        entityId: id,
        before: { email: customer.email, status: customer.status },
        after: { email: customer.email, status: customer.status, activation_mail: customer.email },
      });
      return customerAnswer(customer);
    },
  };
}
