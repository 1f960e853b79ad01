// Wraps the personal pages: without a token in session storage they show 请先登录! with a way to the
// login page that comes back here afterwards (login's `redirect` query).
import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useHasToken } from './use-login-token.ts';

export const LOGIN_PROMPT = '请先登录!';

export function loginHref(redirect: string): string {
  return `/login?redirect=${encodeURIComponent(redirect)}`;
}

export function LoginRequired({ redirect, children }: { redirect: string; children: ReactNode }) {
  const loggedIn = useHasToken();
  const navigate = useNavigate();
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
      else void navigate('/');
    };
    return (
      <Result
        status="warning"
        title={LOGIN_PROMPT}
        data-testid="login-required"
        extra={[
          <Button key="login" type="primary" onClick={() => void navigate(loginHref(redirect))}>
            去登录
          </Button>,
          <Button key="back" onClick={back}>
            返回
          </Button>,
        ]}
      />
    );
  }
  return <>{children}</>;
}
