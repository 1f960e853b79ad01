// The frame of the personal pages: breadcrumb, the tabs (account, addresses, API keys) and the content.
import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { LoginRequired } from './login-required.tsx';
import { FormButtons } from '../../components/button-config.tsx';
import { useLocale, useT } from '../../i18n/use-t.ts';
import type { MessageKey } from '../../i18n/zh.ts';
import type { PageName } from '../../../contracts/page-paths.ts';

const TABS = [
  { page: 'account', label: 'profile.account' },
  { page: 'address-management', label: 'profile.addresses' },
  { page: 'api-keys', label: 'apiKeys.title' },
] as const satisfies ReadonlyArray<{ page: PageName; label: MessageKey }>;

interface AccountFrameProps {
  title: string;
  /** Which tab's page this is (contracts/page-paths.ts). */
  page: (typeof TABS)[number]['page'];
  testId: string;
  children: ReactNode;
}

export function AccountFrame({ title, page, testId, children }: AccountFrameProps) {
  const t = useT();
  const { pathTo } = useLocale();
  return (
    <div className="account-page" data-testid={testId}>
      <div className="container">
        <Breadcrumb className="account-page__crumbs" items={[{ title: <Link to={pathTo('home')}>{t('nav.home')}</Link> }, { title }]} />
        <nav className="account-tabs" aria-label={t('profile.myAccount')}>
          {TABS.map((tab) => (
            <NavLink key={tab.page} to={pathTo(tab.page)} className={({ isActive }) => `account-tabs__link${isActive ? ' is-active' : ''}`}>
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
            <LoginRequired redirect={pathTo(page)}>{children}</LoginRequired>
          </FormButtons>
        </section>
      </div>
    </div>
  );
}
