// /register: the page is rendered on the server; the form works once the page is hydrated.
import type { Route } from './+types/register';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { RegisterForm } from '../features/auth/register-form.tsx';
import { withSiteMeta } from '../components/page-meta.ts';

const ownMeta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(rootSettings(matches)?.company_name, '注册') }];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function Register() {
  return (
    <AuthPage title="注册" heading="注册账号" wide testId="register-page">
      <RegisterForm />
    </AuthPage>
  );
}
