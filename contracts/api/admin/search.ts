// One search across the console (issue 35, point 10; Ctrl+K / ⌘K): orders by number or customer,
// customers, content (articles, news) and enquiries (询价、预约、邮件询价). Any member may ask; each
// part is searched only for a member whose roles may open it (the list call of that part), so a lab
// member finds orders and nothing else. Each hit carries the console page that opens it.
import { z } from 'zod';
import { listInt, requiredString } from '../../form-fields.ts';
import { admin } from './admin-v1.ts';

export const CONSOLE_SEARCH_KINDS = ['order', 'customer', 'content', 'enquiry'] as const;
export type ConsoleSearchKind = (typeof CONSOLE_SEARCH_KINDS)[number];

export const CONSOLE_SEARCH_KIND_LABELS: Record<ConsoleSearchKind, string> = {
  order: '订单',
  customer: '客户',
  content: '内容',
  enquiry: '询价与预约',
};

/** Hits per part, unless the caller asks for fewer (at most CONSOLE_SEARCH_MAX_LIMIT). */
export const CONSOLE_SEARCH_LIMIT = 5;
export const CONSOLE_SEARCH_MAX_LIMIT = 10;

export const CONSOLE_SEARCH_MESSAGES = {
  queryRequired: '请输入要搜索的内容',
} as const;

export const consoleSearchInput = z.object({
  q: requiredString(CONSOLE_SEARCH_MESSAGES.queryRequired, 50),
  limit: listInt(CONSOLE_SEARCH_LIMIT, { max: CONSOLE_SEARCH_MAX_LIMIT }),
});

export const consoleSearchHit = z.object({
  kind: z.enum(CONSOLE_SEARCH_KINDS),
  /** Unique among the hits (e.g. `order:guide:12`). */
  key: z.string(),
  title: z.string(),
  /** A second line: the customer, the e-mail, the kind of content or enquiry. */
  detail: z.string(),
  /** The console page that opens it. */
  href: z.string(),
});

export const consoleSearchAnswer = z.object({
  /** The parts this member's roles let it search, in the order the hits come. */
  kinds: z.array(z.enum(CONSOLE_SEARCH_KINDS)),
  hits: z.array(consoleSearchHit),
});
export type ConsoleSearchAnswer = z.infer<typeof consoleSearchAnswer>;

export const adminSearchApi = {
  search: admin({
    path: '/search',
    roles: [],
    summary: '控制台搜索（q、limit 每类最多条数）：订单（订单号、客户）、客户、内容（文章、新闻）、询价与预约；只搜索员工角色可打开的类别',
    input: consoleSearchInput,
    output: consoleSearchAnswer,
  }),
};
