// @vitest-environment happy-dom
// The console's side menu as links (console-nav.tsx): headings label their lists, the page's entry is
// marked as the current page, a lone entry after a heading's entries is set apart, and choosing an entry
// tells the frame (which closes the menu drawn over a phone's page).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffSelf } from './console-context.ts';
import { ConsoleNav } from './console-nav.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const member = (roles: string[], scope: 'full' | 'enrol' = 'full') =>
  ({ id: 1, email: 'a@example.com', name: '王管理', roles, status: 1, totp_enabled: true, last_login_at: null, create_time: '2026-01-01T00:00:00Z', scope, session_expires_at: '2026-12-31T00:00:00Z' }) as unknown as StaffSelf;

let host: HTMLDivElement | null = null;
afterEach(() => host?.remove());

async function draw(me: StaffSelf, selectedKey: string, onChoose = () => {}) {
  const container = document.createElement('div');
  host = container;
  document.body.append(container);
  const router = createMemoryRouter([{ path: '*', element: <ConsoleNav me={me} selectedKey={selectedKey} onChoose={onChoose} /> }], { initialEntries: ['/admin/orders'] });
  const root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
  return { nav: container.querySelector('nav')!, root, router };
}

describe('ConsoleNav', () => {
  it('lists an admin’s entries as links under their headings, the page’s entry current', async () => {
    const { nav, root } = await draw(member(['admin']), 'orders');
    expect(nav.getAttribute('aria-label')).toBe('后台菜单');
    const links = [...nav.querySelectorAll('a')];
    expect(links).toHaveLength(17);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['订单']);
    expect(nav.querySelector('a[href="/admin/orders"]')?.textContent).toBe('订单');
    // Each heading names the list of its entries.
    const business = nav.querySelector('ul[aria-labelledby="console-nav-business"]')!;
    expect(document.getElementById('console-nav-business')?.textContent).toBe('业务');
    expect([...business.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['订单', '价目表', '发票', '询价与预约', '客户']);
    // 我的账号 follows 系统's entries: a rule sets it apart.
    expect(nav.querySelector('.console-nav__after-group')?.textContent).toBe('我的账号');
    expect(nav.querySelectorAll('.console-nav__after-group')).toHaveLength(1);
    act(() => root.unmount());
  });

  it('shows a lab member 概览, 订单 and 价目表 under 业务, and 我的账号; a member enrolling only 我的账号', async () => {
    const lab = await draw(member(['lab']), 'dashboard');
    expect([...lab.nav.querySelectorAll('.console-nav__heading')].map((heading) => heading.textContent)).toEqual(['业务']);
    expect([...lab.nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['概览', '订单', '价目表', '我的账号']);
    expect(lab.nav.querySelector('a[aria-current="page"]')?.textContent).toBe('概览');
    act(() => lab.root.unmount());
    const enrolling = await draw(member(['admin'], 'enrol'), 'account');
    expect([...enrolling.nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['我的账号']);
    expect(enrolling.nav.querySelector('.console-nav__after-group')).toBeNull();
    act(() => enrolling.root.unmount());
  });

  it('goes to the chosen page and tells the frame', async () => {
    const onChoose = vi.fn();
    const { nav, root, router } = await draw(member(['admin']), 'orders', onChoose);
    await act(async () => (nav.querySelector('a[href="/admin/audit"]') as HTMLAnchorElement).click());
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/admin/audit');
    act(() => root.unmount());
  });
});
