// The side menu by role (contracts/staff.ts CONSOLE_SECTIONS): 订单 for admin, sales and lab; 询价与预约
// and 客户 for admin and sales; the content pages for admin and editor; 员工 and 审计日志 for admins;
// 概览 and 我的账号 for everyone. A session that must first enrol TOTP sees only 我的账号.
// The entries sit under headings the way the staff split the work: 业务 (sales and lab's daily
// orders and enquiries), 内容 (the public site), 系统 (accounts and the audit trail). A heading with no
// entry left for the member's roles is dropped, so a lab member sees 概览, 业务/订单, 我的账号.
import { consolePath } from '../../../contracts/console-paths.ts';
import { CONSOLE_SECTIONS, hasRole } from '../../../contracts/staff-roles.ts';

export interface ConsoleMenuEntry {
  key: string;
  label: string;
  to: string;
}

export interface ConsoleMenuGroup {
  key: string;
  label: string;
  entries: ConsoleMenuEntry[];
}

/** A top-level line of the menu: a lone entry, or a heading with its entries. */
export type ConsoleMenuItem = ConsoleMenuEntry | ConsoleMenuGroup;

const GROUPS = {
  business: '业务',
  content: '内容',
  system: '系统',
} as const;

type GroupKey = keyof typeof GROUPS;

interface Entry extends ConsoleMenuEntry {
  section?: keyof typeof CONSOLE_SECTIONS;
  group?: GroupKey;
}

// Menu order; entries of one group stay next to each other.
const ENTRIES: Entry[] = [
  { key: 'dashboard', label: '概览', to: consolePath('admin-dashboard') },
  { key: 'orders', label: '订单', to: consolePath('admin-orders'), section: 'orders', group: 'business' },
  { key: 'prices', label: '价目表', to: consolePath('admin-prices'), section: 'orders', group: 'business' },
  { key: 'invoices', label: '发票', to: consolePath('admin-invoices'), section: 'invoices', group: 'business' },
  { key: 'inbox', label: '询价与预约', to: consolePath('admin-inbox'), section: 'inbox', group: 'business' },
  { key: 'customers', label: '客户', to: consolePath('admin-customers'), section: 'customers', group: 'business' },
  { key: 'content-categories', label: '栏目', to: consolePath('admin-content-categories'), section: 'content', group: 'content' },
  { key: 'content-articles', label: '文章与服务页', to: consolePath('admin-content-articles'), section: 'content', group: 'content' },
  { key: 'content-news', label: '新闻与资料', to: consolePath('admin-content-news'), section: 'content', group: 'content' },
  { key: 'content-plasmids', label: '质粒', to: consolePath('admin-content-plasmids'), section: 'content', group: 'content' },
  { key: 'content-products', label: '产品', to: consolePath('admin-content-products'), section: 'content', group: 'content' },
  { key: 'content-carousels', label: '轮播与推荐', to: consolePath('admin-content-carousels'), section: 'content', group: 'content' },
  { key: 'content-jobs', label: '招聘', to: consolePath('admin-content-jobs'), section: 'content', group: 'content' },
  { key: 'content-site', label: '站点设置', to: consolePath('admin-content-site'), section: 'content', group: 'content' },
  { key: 'staff', label: '员工', to: consolePath('admin-staff'), section: 'staff', group: 'system' },
  { key: 'audit', label: '审计日志', to: consolePath('admin-audit'), section: 'audit', group: 'system' },
  { key: 'account', label: '我的账号', to: consolePath('admin-account') },
];

function visibleEntries(roles: readonly string[], scope: 'full' | 'enrol'): Entry[] {
  if (scope === 'enrol') return ENTRIES.filter((entry) => entry.key === 'account');
  return ENTRIES.filter((entry) => !entry.section || hasRole(roles, CONSOLE_SECTIONS[entry.section]));
}

const plain = ({ key, label, to }: Entry): ConsoleMenuEntry => ({ key, label, to });

/** The member's entries in menu order, without the headings. */
export function consoleMenu(roles: readonly string[], scope: 'full' | 'enrol'): ConsoleMenuEntry[] {
  return visibleEntries(roles, scope).map(plain);
}

/** The member's menu with its headings; a heading appears only when it keeps at least one entry. */
export function consoleMenuGroups(roles: readonly string[], scope: 'full' | 'enrol'): ConsoleMenuItem[] {
  const items: ConsoleMenuItem[] = [];
  for (const entry of visibleEntries(roles, scope)) {
    if (!entry.group) {
      items.push(plain(entry));
      continue;
    }
    const last = items.at(-1);
    if (last && 'entries' in last && last.key === entry.group) last.entries.push(plain(entry));
    else items.push({ key: entry.group, label: GROUPS[entry.group], entries: [plain(entry)] });
  }
  return items;
}

/** The entry a path belongs to (the order detail highlights 订单). */
export function menuKeyOf(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  const dashboard = consolePath('admin-dashboard');
  if (path === dashboard) return 'dashboard';
  const hit = ENTRIES.find((entry) => entry.to !== dashboard && (path === entry.to || path.startsWith(`${entry.to}/`)));
  return hit?.key ?? '';
}

