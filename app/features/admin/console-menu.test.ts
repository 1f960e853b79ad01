import { describe, expect, it } from 'vitest';
import { consoleMenu, consoleMenuGroups, menuKeyOf } from './console-menu.ts';

const labels = (roles: string[], scope: 'full' | 'enrol' = 'full') => consoleMenu(roles, scope).map((entry) => entry.label);

// The menu as lines: a lone entry by its label, a heading as `heading: entry, entry`.
const outline = (roles: string[], scope: 'full' | 'enrol' = 'full') =>
  consoleMenuGroups(roles, scope).map((item) => ('entries' in item ? `${item.label}: ${item.entries.map((entry) => entry.label).join(', ')}` : item.label));

describe('console menu', () => {
  it('shows each role its sections', () => {
    expect(labels(['admin'])).toEqual(['概览', '订单', '价目表', '发票', '询价与预约', '客户', '栏目', '文章与服务页', '新闻与资料', '质粒', '产品', '轮播与推荐', '招聘', '站点设置', '员工', '审计日志', '我的账号']);
    expect(labels(['sales'])).toEqual(['概览', '订单', '价目表', '发票', '询价与预约', '客户', '我的账号']);
    expect(labels(['lab'])).toEqual(['概览', '订单', '价目表', '我的账号']);
    expect(labels(['lab', 'sales'])).toEqual(['概览', '订单', '价目表', '发票', '询价与预约', '客户', '我的账号']);
    expect(labels(['editor'])).toEqual(['概览', '栏目', '文章与服务页', '新闻与资料', '质粒', '产品', '轮播与推荐', '招聘', '站点设置', '我的账号']);
  });

  it('groups the entries under 业务, 内容 and 系统', () => {
    expect(outline(['admin'])).toEqual([
      '概览',
      '业务: 订单, 价目表, 发票, 询价与预约, 客户',
      '内容: 栏目, 文章与服务页, 新闻与资料, 质粒, 产品, 轮播与推荐, 招聘, 站点设置',
      '系统: 员工, 审计日志',
      '我的账号',
    ]);
    expect(consoleMenuGroups(['admin'], 'full').map((item) => item.key)).toEqual(['dashboard', 'business', 'content', 'system', 'account']);
  });

  it('leaves out a heading with no entry for the roles', () => {
    expect(outline(['lab'])).toEqual(['概览', '业务: 订单, 价目表', '我的账号']);
    expect(outline(['sales'])).toEqual(['概览', '业务: 订单, 价目表, 发票, 询价与预约, 客户', '我的账号']);
    expect(outline(['editor'])).toEqual(['概览', '内容: 栏目, 文章与服务页, 新闻与资料, 质粒, 产品, 轮播与推荐, 招聘, 站点设置', '我的账号']);
    expect(outline(['lab', 'editor'])).toEqual(['概览', '业务: 订单, 价目表', '内容: 栏目, 文章与服务页, 新闻与资料, 质粒, 产品, 轮播与推荐, 招聘, 站点设置', '我的账号']);
  });

  it('shows only the account while TOTP enrolment is pending', () => {
    expect(labels(['admin'], 'enrol')).toEqual(['我的账号']);
    expect(outline(['admin'], 'enrol')).toEqual(['我的账号']);
  });

  it('keeps the links of the entries', () => {
    expect(consoleMenu(['admin'], 'full').find((entry) => entry.label === '审计日志')).toEqual({ key: 'audit', label: '审计日志', to: '/admin/audit' });
    expect(consoleMenu(['admin'], 'full').find((entry) => entry.label === '站点设置')?.to).toBe('/admin/content/site');
  });

  it('highlights the section of a page', () => {
    expect(menuKeyOf('/admin')).toBe('dashboard');
    expect(menuKeyOf('/admin/')).toBe('dashboard');
    expect(menuKeyOf('/admin/orders/guide/4')).toBe('orders');
    expect(menuKeyOf('/admin/audit')).toBe('audit');
    expect(menuKeyOf('/admin/customers/12')).toBe('customers');
    expect(menuKeyOf('/admin/inbox')).toBe('inbox');
    expect(menuKeyOf('/admin/content/plasmids')).toBe('content-plasmids');
    expect(menuKeyOf('/admin/content/news')).toBe('content-news');
    expect(menuKeyOf('/admin/content/carousels')).toBe('content-carousels');
    expect(menuKeyOf('/admin/content/categories')).toBe('content-categories');
    expect(menuKeyOf('/admin/account')).toBe('account');
  });
});
