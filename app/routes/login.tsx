// /login (optional `redirect`): e-mail + password or phone + SMS code. `registered=1` follows a
// registration, `activated=1|0` the activation link of the e-mail.
import { Alert, Tabs } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { EmailLoginForm } from '../features/auth/email-login-form.tsx';
import { ResendActivation } from '../features/auth/resend-activation.tsx';
import { safeRedirect } from '../features/auth/safe-redirect.ts';
import { SmsLoginForm } from '../features/auth/sms-login-form.tsx';
import { withSiteMeta } from '../components/page-meta.ts';

const ownMeta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(rootSettings(matches)?.company_name, '登录') }];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

function LoginNotice({ params }: { params: URLSearchParams }) {
  const activated = params.get('activated');
  if (activated === '1') return <Alert type="success" showIcon title="账号已激活，请登录" className="auth-alert" data-testid="login-notice" />;
  if (activated === '0') {
    return (
      <Alert
        type="error"
        showIcon
        title="激活链接无效或已过期"
        description={
          <>
            请在下方重新发送激活邮件，或联系客服人工激活，详见<Link to="/confirmation">激活说明</Link>。
          </>
        }
        className="auth-alert"
        data-testid="login-notice"
      />
    );
  }
  if (params.get('registered') === '1') {
    return (
      <Alert
        type="info"
        showIcon
        title="激活邮件已发送"
        description={
          <>
            请在5分钟内查收邮件并点击激活链接，激活后即可登录。<Link to="/confirmation">没有收到邮件？</Link>
          </>
        }
        className="auth-alert"
        data-testid="login-notice"
      />
    );
  }
  return null;
}

export default function Login() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const done = () => void navigate(safeRedirect(params.get('redirect')), { replace: true });

  return (
    <AuthPage title="登录" heading="欢迎登录" testId="login-page">
      <LoginNotice params={params} />
      <Tabs
        className="auth-tabs"
        centered
        items={[
          { key: 'email', label: '邮箱登录', children: <EmailLoginForm onDone={done} /> },
          { key: 'sms', label: '手机验证码登录', children: <SmsLoginForm onDone={done} /> },
        ]}
      />
      <p className="auth-footnote">
        还没有账号？<Link to="/register">立即注册</Link>
      </p>
      <div className="auth-footnote">
        <ResendActivation />
      </div>
    </AuthPage>
  );
}
