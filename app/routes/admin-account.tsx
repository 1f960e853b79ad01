// /admin/account: my details, password and two-step sign-in. A session that must enrol TOTP sees only
// this page (the layout sends it here).
import { Card, Tag, Typography } from 'antd';
import { useConsole } from '../features/admin/console-context.ts';
import { roleLabel } from '../features/admin/role-label.ts';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { formatTime } from '../features/admin/console-time.ts';
import { PasswordForm } from '../features/admin/password-form.tsx';
import { TotpEnrol } from '../features/admin/totp-enrol.tsx';
import type { Route } from './+types/admin-account';
import { DetailList } from '../components/detail-list.tsx';

export const meta: Route.MetaFunction = consoleMeta('我的账号');

export default function AdminAccount() {
  const { me, reloadMe } = useConsole();
  return (
    <>
      <Typography.Title level={1} className="console__page-title">
        我的账号
      </Typography.Title>
      {me.scope === 'enrol' ? (
        <TotpEnrol me={me} onEnrolled={reloadMe} />
      ) : (
        <>
          <Card title="账号信息" className="console-section">
            <DetailList
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'email', label: '邮箱', children: me.email },
                { key: 'name', label: '姓名', children: me.name },
                { key: 'roles', label: '角色', children: me.roles.map((role) => <Tag key={role}>{roleLabel(role)}</Tag>) },
                { key: 'last', label: '最近登录', children: formatTime(me.last_login_at) || '—' },
                { key: 'expires', label: '本次登录有效至', children: formatTime(me.session_expires_at) },
              ]}
            />
          </Card>
          <TotpEnrol me={me} onEnrolled={reloadMe} />
          <PasswordForm />
        </>
      )}
    </>
  );
}
