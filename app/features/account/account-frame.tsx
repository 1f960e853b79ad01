// The frame of the personal pages: breadcrumb, the tabs (account, addresses, API keys) and the content.
import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { LoginRequired } from './login-required.tsx';
import { FormButtons } from '../../components/button-config.tsx';
import { useLocale, useT } from '../../i18n/use-t.ts';
import type { MessageKey } from '../../i18n/zh.ts';

const TABS = [
  { to: '/account', label: 'profile.account' },
  { to: '/addressManagement', label: 'profile.addresses' },
  { to: '/apiKeys', label: 'apiKeys.title' },
] as const satisfies ReadonlyArray<{ to: string; label: MessageKey }>;

interface AccountFrameProps {
  title: string;
  path: (typeof TABS)[number]['to'];
  testId: string;
  children: ReactNode;
}

export function AccountFrame({ title, path, testId, children }: AccountFrameProps) {
  const t = useT();
  const { to } = useLocale();
  return (
    <div className="account-page" data-testid={testId}>
      <div className="container">
        <Breadcrumb className="account-page__crumbs" items={[{ title: <Link to={to('/')}>{t('nav.home')}</Link> }, { title }]} />
        <nav className="account-tabs" aria-label={t('profile.myAccount')}>
          {TABS.map((tab) => (
            <NavLink key={tab.to} to={to(tab.to)} className={({ isActive }) => `account-tabs__link${isActive ? ' is-active' : ''}`}>
              {t(tab.label)}
            </NavLink>
          ))}
        </nav>
        <section className="account-card" aria-labelledby="account-title">
          <h1 id="account-title" className="account-card__title">
            {title}
          </h1>
          {/* Two-character labels keep their spelling (保存, not 保 存), for readers and accessible names. */}
          <FormButtons>
            <LoginRequired redirect={to(path)}>{children}</LoginRequired>
          </FormButtons>
        </section>
      </div>
    </div>
  );
}
