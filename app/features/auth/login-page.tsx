// The body of /login (optional `redirect`), loaded as a lazy island by routes/login.tsx (decision 0043):
// e-mail + password or phone + SMS code. `registered=1` follows a registration, `activated=1|0` the
// activation link of the e-mail. On /en/login the customer stays on the English site afterwards (the
// English home by default). The page sits outside the antd layout, so the island brings antd's
// provider itself (decision 0029).
import { Alert, Tabs } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AntdProvider } from '../../components/antd-provider.tsx';
import { AuthPage } from './auth-page.tsx';
import { EmailLoginForm } from './email-login-form.tsx';
import { ResendActivation } from './resend-activation.tsx';
import { safeRedirect } from './safe-redirect.ts';
import { SmsLoginForm } from './sms-login-form.tsx';
import { useLocale, useT } from '../../i18n/use-t.ts';

function LoginNotice({ params }: { params: URLSearchParams }) {
  const t = useT();
  const { pathTo } = useLocale();
  const activated = params.get('activated');
  if (activated === '1') return <Alert type="success" showIcon title={t('auth.activated')} className="auth-alert" data-testid="login-notice" />;
  if (activated === '0') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('auth.activationInvalid')}
        description={
          <>
            {t('auth.activationInvalidText')}
            <Link to={pathTo('confirmation')}>{t('auth.activationHelp')}</Link>
            {t('auth.sentenceEnd')}
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
        title={t('auth.activationSent')}
        description={
          <>
            {t('auth.activationSentText')}
            <Link to={pathTo('confirmation')}>{t('auth.noMail')}</Link>
          </>
        }
        className="auth-alert"
        data-testid="login-notice"
      />
    );
  }
  return null;
}

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const { lang, pathTo } = useLocale();
  const done = () => void navigate(safeRedirect(params.get('redirect'), pathTo('home'), lang), { replace: true });

  return (
    <AntdProvider>
      <AuthPage title={t('auth.login')} heading={t('auth.loginHeading')} testId="login-page">
        <LoginNotice params={params} />
        <Tabs
          className="auth-tabs"
          centered
          items={[
            { key: 'email', label: t('auth.emailTab'), children: <EmailLoginForm onDone={done} /> },
            { key: 'sms', label: t('auth.smsTab'), children: <SmsLoginForm onDone={done} /> },
          ]}
        />
        <p className="auth-footnote">
          {t('auth.noAccount')}
          <Link to={pathTo('register')}>{t('auth.registerNow')}</Link>
        </p>
        <div className="auth-footnote">
          <ResendActivation />
        </div>
      </AuthPage>
    </AntdProvider>
  );
}
