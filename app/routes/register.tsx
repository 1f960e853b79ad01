// /register: the page is rendered on the server; the form works once the page is hydrated.
import type { Route } from './+types/register';
import { pageTitle } from '../components/shell-rules.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { RegisterForm } from '../features/auth/register-form.tsx';
import { withSiteMeta } from '../components/page-meta.ts';
import { translator } from '../i18n/translate.ts';
import { useT } from '../i18n/use-t.ts';

const ownMeta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(rootSettings(matches)?.company_name, translator(rootMessages(matches))('auth.register')) }];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function Register() {
  const t = useT();
  return (
    <AuthPage title={t('auth.register')} heading={t('auth.registerHeading')} wide testId="register-page">
      <RegisterForm />
    </AuthPage>
  );
}
