// /forgetPwd: reset the password with a code sent to the account's e-mail.
import { Link } from 'react-router';
import type { Route } from './+types/forget-pwd';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { ForgetPwdForm } from '../features/auth/forget-pwd-form.tsx';
import { withSiteMeta } from '../components/page-meta.ts';

const ownMeta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(rootSettings(matches)?.company_name, '忘记密码') }];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function ForgetPwd() {
  return (
    <AuthPage title="忘记密码" heading="找回密码" testId="forget-pwd-page">
      <ForgetPwdForm />
      <p className="auth-footnote">
        想起密码了？<Link to="/login">返回登录</Link>
      </p>
    </AuthPage>
  );
}
