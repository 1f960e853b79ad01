// The console's one search (contracts/api/admin/search.ts): each part asks the list of its own module
// with the words as that list's filter, so a hit is exactly what the part's list page would show, and
// is searched only for a member whose roles may make that list's call (the server's own rule for it).
import type { z } from 'zod';
import { adminArticleApi, adminNewsApi } from '../../../contracts/api/admin/content-articles.ts';
import { adminCustomerApi } from '../../../contracts/api/admin/customers.ts';
import { adminInboxApi } from '../../../contracts/api/admin/inbox.ts';
import { adminOrderApi, adminOrderListInput } from '../../../contracts/api/admin/orders.ts';
import { CONSOLE_SEARCH_KINDS, type ConsoleSearchAnswer, type ConsoleSearchKind, type consoleSearchInput } from '../../../contracts/api/admin/search.ts';
import { inboxListInput } from '../../../contracts/api/admin/inbox.ts';
import { consolePath } from '../../../contracts/console-paths.ts';
import { contentListInput } from '../../../contracts/content-articles.ts';
import { INBOX_KIND_LABELS } from '../../../contracts/inbox.ts';
import { ORDER_KIND_LABELS } from '../../../contracts/order-ops.ts';
import { hasRole } from '../../../contracts/staff-roles.ts';
import type { createArticleAdminService } from '../content-admin/article-service.ts';
import type { createNewsAdminService } from '../content-admin/news-service.ts';
import type { createCustomerService } from '../customers/service.ts';
import type { createInboxService } from '../inbox/service.ts';
import type { createOrderOpsService } from '../order-ops/service.ts';

type Hit = ConsoleSearchAnswer['hits'][number];
interface Deps {
  orderOps: Pick<ReturnType<typeof createOrderOpsService>, 'list'>;
  customers: Pick<ReturnType<typeof createCustomerService>, 'list'>;
  inbox: Pick<ReturnType<typeof createInboxService>, 'list'>;
  articleAdmin: Pick<ReturnType<typeof createArticleAdminService>, 'list'>;
  newsAdmin: Pick<ReturnType<typeof createNewsAdminService>, 'list'>;
}

/** The list calls a part stands for: a member may search it only if it may make every one. */
const PART_CALLS: Record<ConsoleSearchKind, readonly { roles?: readonly string[] }[]> = {
  order: [adminOrderApi.list],
  customer: [adminCustomerApi.list],
  content: [adminArticleApi.list, adminNewsApi.list],
  enquiry: [adminInboxApi.list],
};

/** The parts a member with these roles may search. */
export function searchableKinds(roles: readonly string[]): ConsoleSearchKind[] {
  return CONSOLE_SEARCH_KINDS.filter((kind) => PART_CALLS[kind].every((call) => hasRole(roles, (call.roles ?? []) as never)));
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(' · ');

export function createConsoleSearchService(deps: Deps) {
  async function orders(q: string, limit: number): Promise<Hit[]> {
    // By number or by customer: two filters of the order list, the number's matches first.
    const ask = (filter: { orderno?: string; customer?: string }) => deps.orderOps.list(adminOrderListInput.parse({ ...filter, size: limit }));
    const [byNumber, byCustomer] = await Promise.all([ask({ orderno: q }), ask({ customer: q })]);
    const rows = [...byNumber.data, ...byCustomer.data].filter((row, i, all) => all.findIndex((other) => other.kind === row.kind && other.id === row.id) === i);
    return rows.slice(0, limit).map((row) => ({
      kind: 'order',
      key: `order:${row.kind}:${row.id}`,
      title: row.orderno,
      detail: joined(ORDER_KIND_LABELS[row.kind], row.customer_name, row.customer_email, row.company),
      href: consolePath('admin-order-detail', { kind: row.kind, id: row.id }),
    }));
  }

  async function customers(q: string, limit: number): Promise<Hit[]> {
    const page = await deps.customers.list({ keyword: q, page: 1, size: limit });
    return page.data.map((row) => ({
      kind: 'customer',
      key: `customer:${row.id}`,
      title: row.name || row.username || row.email,
      detail: joined(row.email, row.company, row.phone),
      href: consolePath('admin-customer-detail', { id: row.id }),
    }));
  }

  async function content(q: string, limit: number): Promise<Hit[]> {
    const input = contentListInput.parse({ keyword: q, size: limit });
    const [articles, news] = await Promise.all([deps.articleAdmin.list(input), deps.newsAdmin.list(input)]);
    const hit = (area: 'articles' | 'news', label: string) => (row: { id: number; title: string }) => ({
      kind: 'content' as const,
      key: `content:${area}:${row.id}`,
      title: row.title,
      detail: label,
      href: consolePath(`admin-content-${area}`, { keyword: row.title }),
    });
    return [...articles.data.map(hit('articles', '文章')), ...news.data.map(hit('news', '新闻与资料'))].slice(0, limit);
  }

  async function enquiries(q: string, limit: number): Promise<Hit[]> {
    // The visitor (name, e-mail, phone, company) or what it asked about, the visitor's matches first.
    const ask = (filter: { keyword?: string; product?: string }) => deps.inbox.list(inboxListInput.parse({ ...filter, size: limit }));
    const [byVisitor, byProduct] = await Promise.all([ask({ keyword: q }), ask({ product: q })]);
    const rows = [...byVisitor.data, ...byProduct.data].filter((row, i, all) => all.findIndex((other) => other.kind === row.kind && other.id === row.id) === i);
    return rows.slice(0, limit).map((row) => ({
      kind: 'enquiry',
      key: `enquiry:${row.kind}:${row.id}`,
      title: joined(row.name, row.product),
      detail: joined(INBOX_KIND_LABELS[row.kind], row.email, row.company),
      href: consolePath('admin-inbox', { item: `${row.kind}-${row.id}` }),
    }));
  }

  const PARTS: Record<ConsoleSearchKind, (q: string, limit: number) => Promise<Hit[]>> = { order: orders, customer: customers, content, enquiry: enquiries };

  return {
    async search(roles: readonly string[], input: z.output<typeof consoleSearchInput>): Promise<ConsoleSearchAnswer> {
      const kinds = searchableKinds(roles);
      const parts = await Promise.all(kinds.map((kind) => PARTS[kind](input.q, input.limit)));
      return { kinds, hits: parts.flat() };
    },
  };
}
