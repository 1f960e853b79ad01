// /admin …: the console's layout. No token → the sign-in; a session that must enrol TOTP → only
// 我的账号; otherwise the frame with the page, which reads the member through useConsole(). With the
// console's page cookie the server draws all of it with the member's data (decision 0091); without,
// it sends a spinner and the browser decides.
import { Button, Result, Spin } from 'antd';
import { useContext, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { staffApi } from '../../contracts/api/admin/staff.ts';
import { consolePath } from '../../contracts/console-paths.ts';
import { staffLoginHref } from '../api/client.ts';
import { useApiData } from '../api/use-api-data.ts';
import { AnswerSourceContext } from '../api/server-answers.ts';
import type { ConsoleContext } from '../features/admin/console-context.ts';
import { ConsoleProvider } from '../features/admin/console-provider.tsx';
import { ConsoleFrame } from '../features/admin/console-frame.tsx';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { markConsoleLive, staffSignOut, useHydratedMarker, useStaffSignedIn } from '../features/admin/staff-session.ts';
import { afterHydrationParts } from '../features/admin/hydration-parts.tsx';
import consoleCss from '../styles/console.css?url';
import type { Route } from './+types/admin-layout';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: consoleCss }];

export const meta: Route.MetaFunction = consoleMeta('运营后台');

const ENROL_PATH = consolePath('admin-account');

function Waiting() {
  return (
    <div className="console-waiting">
      <Spin size="large" aria-label="加载中" />
    </div>
  );
}

export default function AdminLayout() {
  return (
    <ConsoleProvider>
      <ConsoleGate />
    </ConsoleProvider>
  );
}

/**
 * After the page: its effect runs once the page has hydrated (the frame puts the page in a boundary of
 * its own, which hydrates after the frame), and waits for the page's own parts (hydration-parts.tsx):
 * from then on loads go to the network, and the page is marked live.
 */
function AnswersHydrated() {
  const answers = useContext(AnswerSourceContext);
  useEffect(() => {
    if (!answers) return;
    return afterHydrationParts(() => {
      answers.forget();
      markConsoleLive();
    });
  }, [answers]);
  return null;
}

function ConsoleGate() {
  // A page drawn on the server is marked live by AnswersHydrated, once its own part has hydrated.
  useHydratedMarker(useContext(AnswerSourceContext) === null);
  const location = useLocation();
  const signedIn = useStaffSignedIn();
  const me = useApiData(staffApi.me, {}, { enabled: Boolean(signedIn) });

  if (signedIn === undefined) return <Waiting />;
  if (!signedIn) return <Navigate replace to={staffLoginHref(location) ?? consolePath('admin-login')} />;
  if (me.data === undefined) {
    if (me.status !== 'failed') return <Waiting />;
    return (
      <Result
        status="warning"
        title="无法读取账号信息"
        extra={[
          <Button key="retry" type="primary" onClick={me.reload}>
            重试
          </Button>,
          <Button key="out" onClick={() => void staffSignOut()}>
            退出登录
          </Button>,
        ]}
      />
    );
  }
  if (me.data.scope === 'enrol' && location.pathname !== ENROL_PATH) return <Navigate replace to={ENROL_PATH} />;

  const context: ConsoleContext = { me: me.data, reloadMe: me.reload };
  return (
    <ConsoleFrame me={me.data}>
      <Outlet context={context} />
      <AnswersHydrated />
    </ConsoleFrame>
  );
}
