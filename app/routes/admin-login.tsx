// /admin/login: staff sign-in (password, then the TOTP code when the member has enrolled). Its own
// page outside the console layout, centred and usable on a phone, and sent whole by the server as a
// public page is (critical antd rules inline, scripts after the first paint: decision 0090).
import { Card, Typography } from 'antd';
import antdCss from 'antd/dist/antd.css?url';
import { useNavigate, useSearchParams } from 'react-router';
import { consolePath } from '../../contracts/console-paths.ts';
import { isConsolePath } from '../components/shell-rules.ts';
import { antdStylesheetApplied } from '../critical-css/deferred-styles.ts';
import { safeRedirect } from '../features/auth/safe-redirect.ts';
import { CONSOLE_NAME, consoleMeta } from '../features/admin/console-meta.ts';
import { ConsoleProvider } from '../features/admin/console-provider.tsx';
import { StaffLoginForm } from '../features/admin/staff-login-form.tsx';
import { useHydratedMarker } from '../features/admin/staff-session.ts';
import consoleCss from '../styles/console.css?url';
import type { Route } from './+types/admin-login';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: consoleCss }];

export const meta: Route.MetaFunction = consoleMeta('登录');

/** Back into the console only: a public page or the sign-in itself leads to the dashboard. */
function afterLogin(target: string | null): string {
  const dashboard = consolePath('admin-dashboard');
  const path = safeRedirect(target, dashboard);
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return isConsolePath(pathname) && pathname !== consolePath('admin-login') ? path : dashboard;
}

export default function AdminLogin() {
  useHydratedMarker();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (
    <ConsoleProvider>
      <main className="console-login">
        <Card className="console-login__card">
          <Typography.Title level={1} className="console-login__title">
            {CONSOLE_NAME}登录
          </Typography.Title>
          <StaffLoginForm
            onDone={async ({ mustEnrol }) => {
              // This page came with only the antd rules it shows; the console is drawn with all of them.
              await antdStylesheetApplied(antdCss);
              await navigate(mustEnrol ? consolePath('admin-account') : afterLogin(search.get('redirect')), { replace: true });
            }}
          />
        </Card>
      </main>
    </ConsoleProvider>
  );
}
