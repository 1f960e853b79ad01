// /forgetPwd: reset the password with a code sent to the account's e-mail.
import { Link } from 'react-router';
import type { Route } from './+types/forget-pwd';
import { pageTitle } from '../components/shell-rules.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { ForgetPwdForm } from '../features/auth/forget-pwd-form.tsx';
import { withSiteMeta } from '../components/page-meta.ts';
import { translator } from '../i18n/translate.ts';
import { useLocale, useT } from '../i18n/use-t.ts';

const ownMeta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(rootSettings(matches)?.company_name, translator(rootMessages(matches))('auth.forgetPwd')) }];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function ForgetPwd() {
  const t = useT();
  const { pathTo } = useLocale();
  return (
    <AuthPage title={t('auth.forgetPwd')} heading={t('auth.forgetPwdHeading')} testId="forget-pwd-page">
      <ForgetPwdForm />
      <p className="auth-footnote">
        {t('auth.rememberedPassword')}
        <Link to={pathTo('login')}>{t('auth.backToLogin')}</Link>
      </p>
    </AuthPage>
  );
}
