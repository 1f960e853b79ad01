// The console's chrome: a side menu by role, a header with the search (Ctrl+K), the member's name, roles and 退出登录.
// Below the lg breakpoint (992 px, so at 768 px) the side menu collapses to nothing and opens over the
// page from the header's menu button; choosing an entry closes it again. A page drawn on the server
// does not know the screen's width: the style sheet hides the menu on narrow screens from the first
// paint (console.css), so the page does not move when the script takes over.
import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Layout, Space, Tag, Typography } from 'antd';
import { Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { StaffSelf } from './console-context.ts';
import { consolePath } from '../../../contracts/console-paths.ts';
import { menuKeyOf } from './console-menu.ts';
import { ConsoleNav } from './console-nav.tsx';
import { roleLabel } from './role-label.ts';
import { CONSOLE_NAME } from './console-meta.ts';
import { ConsoleSearch } from './console-search.tsx';
import { staffSignOut } from './staff-session.ts';
import { keepTablesKeyboardScrollable } from './keyboard-scroll.ts';
import { mediaQueryStore } from '../../components/use-narrow-screen.ts';

/** Below antd's lg breakpoint the menu lies over the page (console.css hides it until opened). */
const belowLg = mediaQueryStore('(max-width: 991.98px)');

/**
 * The header's menu button. Only it reads the screen's width (false on the server and while
 * hydrating): the frame's look on a narrow screen is console.css's, so learning the width after
 * hydration re-renders this button, not the whole frame. Measured here rather than by antd's Sider,
 * whose collapsing adds classes the page's inlined antd rules do not cover (a phone would then apply
 * antd's whole stylesheet right after hydrating).
 */
function MenuToggle({ folded, menuOpen, onToggle }: { folded: boolean; menuOpen: boolean; onToggle: (narrow: boolean) => void }) {
  const narrow = useSyncExternalStore(belowLg.subscribe, belowLg.matches, () => false);
  const expanded = narrow ? menuOpen : !folded;
  return (
    <Button
      type="text"
      className="console__toggle"
      aria-label={expanded ? '收起菜单' : '展开菜单'}
      aria-expanded={expanded}
      icon={<MenuOutlined />}
      onClick={() => onToggle(belowLg.matches())}
    />
  );
}

export function ConsoleFrame({ me, children }: { me: StaffSelf; children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // A wide screen folds the menu away; a narrow one opens it over the page (console.css applies
  // each below or above the breakpoint).
  const [folded, setFolded] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const content = useRef<HTMLElement>(null);
  useEffect(() => (content.current ? keepTablesKeyboardScrollable(content.current) : undefined), []);

  async function signOut() {
    await staffSignOut();
    void navigate(consolePath('admin-login'), { replace: true });
  }

  return (
    <Layout className={`console${menuOpen ? ' console--menu-open' : ''}${folded ? ' console--folded' : ''}`} data-testid="console">
      <Layout.Sider className="console__sider" collapsedWidth={0} collapsible collapsed={false} trigger={null} width={208}>
        <Link to={consolePath('admin-dashboard')} className="console__brand">
          {CONSOLE_NAME}
        </Link>
        <ConsoleNav me={me} selectedKey={menuKeyOf(pathname)} onChoose={closeMenu} />
      </Layout.Sider>
      {menuOpen ? <div className="console__scrim" aria-hidden="true" onClick={() => setMenuOpen(false)} /> : null}
      <Layout className="console__body">
        <Layout.Header className="console__header">
          <MenuToggle folded={folded} menuOpen={menuOpen} onToggle={(narrow) => (narrow ? setMenuOpen((open) => !open) : setFolded((value) => !value))} />
          {/* Not while a member still has to set up two-step sign-in: nothing else is open to it yet. */}
          {me.scope === 'enrol' ? null : <ConsoleSearch />}
          <Space className="console__who" size={8}>
            <Typography.Text strong data-testid="console-member">
              {me.name}
            </Typography.Text>
            <span className="console__roles">
              {me.roles.map((role) => (
                <Tag key={role} color={role === 'admin' ? 'red' : 'blue'}>
                  {roleLabel(role)}
                </Tag>
              ))}
            </span>
            <Button icon={<LogoutOutlined />} onClick={() => void signOut()}>
              退出登录
            </Button>
          </Space>
        </Layout.Header>
        {/* antd's Content is the page's <main> already: one main landmark, not one inside another. */}
        <Layout.Content className="console__content" id="main" ref={content}>
          {/* Its own boundary: a page drawn on the server hydrates and commits apart from the frame, so
              neither holds a phone's main thread for both (decision 0091). Two, one inside the other:
              React may hydrate this boundary in the frame's own pass when it is ready in time, which
              made one commit of the frame and the page; the inner one always waits for a pass of its
              own (decision 0100). */}
          <Suspense fallback={null}>
            <Suspense fallback={null}>{children}</Suspense>
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
