// Wraps the personal pages: without a token in session storage they show 请先登录! with a way to the
// login page that comes back here afterwards (login's `redirect` query).
import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useHasToken } from './use-login-token.ts';
import type { PageLanguage } from '../../../contracts/page-language.ts';
import { localePagePath } from '../../../contracts/page-paths.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { VERIFICATION_MESSAGES } from '../../../contracts/verification.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';

// The verification contract's message, so its English is loaded wherever the prompt is shown.
export const LOGIN_PROMPT = VERIFICATION_MESSAGES.loginFirst;

/** The login page of the page's language, coming back to `redirect` (a path of the same site) afterwards. */
export function loginHref(redirect: string, lang: PageLanguage = 'zh'): string {
  return localePagePath(lang, 'login', { redirect });
}

export function LoginRequired({ redirect, children }: { redirect: string; children: ReactNode }) {
  const loggedIn = useHasToken();
  const navigate = useNavigate();
  const t = useT();
  const { lang, pathTo } = useLocale();
  if (loggedIn === null) {
    return (
      <div className="account-loading">
        <Spin />
      </div>
    );
  }
  if (!loggedIn) {
    const back = () => {
      if (window.history.length > 1) void navigate(-1);
      else void navigate(pathTo('home'));
    };
    return (
      <Result
        status="warning"
        title={messageIn(lang, LOGIN_PROMPT)}
        data-testid="login-required"
        extra={[
          <Button key="login" type="primary" onClick={() => void navigate(loginHref(redirect, lang))}>
            {t('profile.goLogin')}
          </Button>,
          <Button key="back" onClick={back}>
            {t('profile.back')}
          </Button>,
        ]}
      />
    );
  }
  return <>{children}</>;
}
