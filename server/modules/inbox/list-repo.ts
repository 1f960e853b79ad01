// The inbox list: the three enquiry tables as one list (UNION ALL, paged by union-pager.ts), each joined
// with its inbox state and the assignee's name, filtered inside each branch (each table's create_time
// index serves the dates). The export reads the same query with a larger limit.
import { and, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { INBOX_KINDS, type InboxKind } from '../../../contracts/inbox.ts';
import type { Db } from '../../db/client.ts';
import { likePattern, searchTerms } from '../../db/sql-helpers.ts';
import { asDate, asNullableDate, asNullableNumber, asNullableText, unionPage, whereClause } from '../../db/union-pager.ts';
import { bookings, inboxStates, mailEnquiries, purchaseEnquiries, staff } from '../../db/schema/index.ts';

export interface InboxFilter {
  kind?: InboxKind;
  handled?: boolean;
  assigneeId?: number;
  from?: Date;
  /** Exclusive. */
  until?: Date;
  product?: string;
  keyword?: string;
}

export interface InboxListRow {
  kind: InboxKind;
  id: number;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  product: string | null;
  product_id: number | null;
  assignee_id: number | null;
  assignee_name: string | null;
  handled_at: Date | null;
  create_time: Date;
}

interface Branch {
  table: typeof purchaseEnquiries | typeof bookings | typeof mailEnquiries;
  id: AnyPgColumn;
  name: AnyPgColumn;
  email: AnyPgColumn;
  phone: AnyPgColumn;
  company: AnyPgColumn;
  product: AnyPgColumn;
  /** Further product text a search may match (the enquiry's item number). */
  productAlso: AnyPgColumn | null;
  productId: SQL;
  create_time: AnyPgColumn;
}

const BRANCHES: Record<InboxKind, Branch> = {
  enquiry: {
    table: purchaseEnquiries,
    ...pick(purchaseEnquiries),
    company: purchaseEnquiries.company,
    product: purchaseEnquiries.title,
    productAlso: purchaseEnquiries.article_number,
    productId: sql`${purchaseEnquiries.aid}`,
  },
  booking: { table: bookings, ...pick(bookings), company: bookings.company, product: bookings.title, productAlso: null, productId: sql`${bookings.aid}` },
  mail: {
    table: mailEnquiries,
    ...pick(mailEnquiries),
    company: mailEnquiries.unit,
    product: mailEnquiries.product_name,
    productAlso: null,
    productId: sql`null::integer`,
  },
};

function pick(t: typeof purchaseEnquiries | typeof bookings | typeof mailEnquiries) {
  return { id: t.id, name: t.name, email: t.email, phone: t.phone, create_time: t.create_time };
}

const stateJoin = (kind: InboxKind, b: Branch) => sql`left join ${inboxStates} on ${inboxStates.kind} = ${kind} and ${inboxStates.item_id} = ${b.id}`;

function conditions(b: Branch, filter: InboxFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.handled === true) parts.push(isNotNull(inboxStates.handled_at));
  if (filter.handled === false) parts.push(isNull(inboxStates.handled_at));
  if (filter.assigneeId !== undefined) parts.push(eq(inboxStates.assignee_id, filter.assigneeId));
  if (filter.from) parts.push(gte(b.create_time, filter.from));
  if (filter.until) parts.push(lt(b.create_time, filter.until));
  if (filter.product) {
    const pattern = likePattern(filter.product);
    const byId = /^\d{1,9}$/.test(filter.product) ? sql`${b.productId} = ${Number(filter.product)}` : undefined;
    parts.push(or(ilike(b.product, pattern), b.productAlso ? ilike(b.productAlso, pattern) : undefined, byId));
  }
  // Every term of the keyword must occur in one of the visitor's fields.
  for (const term of searchTerms(filter.keyword ?? '')) {
    const pattern = likePattern(term);
    parts.push(or(ilike(b.name, pattern), ilike(b.email, pattern), ilike(b.phone, pattern), ilike(b.company, pattern)));
  }
  return and(...parts);
}

function branchQuery(kind: InboxKind, filter: InboxFilter, cap: number): SQL {
  const b = BRANCHES[kind];
  return sql`(select ${kind}::text as kind, ${b.id} as id, ${b.name} as name, ${b.email} as email, ${b.phone} as phone,
      ${b.company} as company, ${b.product} as product, ${b.productId} as product_id, ${inboxStates.assignee_id} as assignee_id,
      ${staff.name} as assignee_name, ${inboxStates.handled_at} as handled_at, ${b.create_time} as create_time
    from ${b.table}
    ${stateJoin(kind, b)}
    left join ${staff} on ${staff.id} = ${inboxStates.assignee_id}
    ${whereClause(conditions(b, filter))}
    order by ${b.create_time} desc, ${b.id} desc
    limit ${cap})`;
}

function countQuery(kind: InboxKind, filter: InboxFilter): SQL {
  const b = BRANCHES[kind];
  return sql`(select count(*) as total from ${b.table} ${stateJoin(kind, b)} ${whereClause(conditions(b, filter))})`;
}

const toRow = (r: Record<string, unknown>): InboxListRow => ({
  kind: r.kind as InboxKind,
  id: Number(r.id),
  name: String(r.name),
  email: String(r.email),
  phone: String(r.phone),
  company: asNullableText(r.company),
  product: asNullableText(r.product),
  product_id: asNullableNumber(r.product_id),
  assignee_id: asNullableNumber(r.assignee_id),
  assignee_name: asNullableText(r.assignee_name),
  handled_at: asNullableDate(r.handled_at),
  create_time: asDate(r.create_time),
});

export function createInboxListRepo(db: Db) {
  return {
    page(filter: InboxFilter, offset: number, limit: number): Promise<{ rows: InboxListRow[]; total: number }> {
      const kinds = filter.kind ? [filter.kind] : [...INBOX_KINDS];
      return unionPage(db, kinds.map((k) => ({ rows: (cap: number) => branchQuery(k, filter, cap), count: countQuery(k, filter) })), { offset, limit }, toRow);
    },
  };
}
