// Customers as sales staff run them (DESIGN.md "Operations console", "Customers").
// - Search, one account with every field labelled (never the password hash), its addresses, its
//   orders of every kind (the console's order list filtered by uid) and its CRISPR-Net jobs.
// - Disable: users.status 2 (was active) or 3 (not yet activated), so enabling restores exactly the
//   status before (contracts/customers.ts). The account cannot log in (user-service answers
//   账号已停用，请联系客服) and every session ends at once (the session lookup also refuses any status
//   but 1, so a session missed by the revoke cannot be used either).
// - Resend activation: only to an account still waiting for it, through the user service's own mail.
// - Every write is recorded in the audit log with the status before and after; a status change and
//   its record commit together under the account's row lock.
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
} from '../../../contracts/customers.ts';
import { formatDateTime } from '../../../contracts/order.ts';
import type { Database } from '../../db/client.ts';
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

export function createCustomerService(database: Database, deps: CustomerServiceDeps) {
  const repo = createCustomerRepo(database.db);
  const orders = createOrderListRepo(database.db);
  const clock = deps.clock ?? (() => new Date());

  async function existing(q: Pick<CustomerQueries, 'find'>, id: number, lock = false): Promise<CustomerRecord> {
    const customer = isRowId(id) ? await q.find(id, lock) : null;
    if (!customer) throw notFound(M.customerMissing);
    return customer;
  }

  /** Moves the status under the row lock and records it; `decide` refuses or names the new status. */
  async function changeStatus(staff: AuthStaff, ip: string | null, id: number, action: string, decide: (status: number) => number) {
    return repo.transaction(async (tx) => {
      const before = await existing(tx, id, true);
      const status = decide(before.status);
      const after = (await tx.setStatus(id, status))!;
      await deps.audit.record(
        actorOf(staff, ip),
        { action, entity: ENTITY, entityId: id, before: { email: before.email, status: before.status }, after: { email: after.email, status: after.status } },
        tx.db,
      );
      return after;
    });
  }

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
      const after = await changeStatus(staff, ip, id, 'customer.disable', (status) => {
        if (isDisabledStatus(status)) throw refuse(M.alreadyDisabled);
        return status === USER_STATUS.active ? USER_STATUS.disabled : USER_STATUS.disabledInactive;
      });
      await deps.sessions.revokeAllForUser(id);
      return customerAnswer(after);
    },

    /** Back to what it was before: active, or still waiting for activation. */
    async enable(staff: AuthStaff, ip: string | null, id: number) {
      const after = await changeStatus(staff, ip, id, 'customer.enable', (status) => {
        if (!isDisabledStatus(status)) throw refuse(M.notDisabled);
        return status === USER_STATUS.disabled ? USER_STATUS.active : USER_STATUS.inactive;
      });
      return customerAnswer(after);
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
