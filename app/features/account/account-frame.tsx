// The frame of the personal pages: breadcrumb, the two tabs (account, addresses) and the content.
import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { LoginRequired } from './login-required.tsx';
import { FormButtons } from '../../components/button-config.tsx';

const TABS = [
  { to: '/account', label: '账户信息' },
  { to: '/addressManagement', label: '地址管理' },
] as const;

interface AccountFrameProps {
  title: string;
  path: (typeof TABS)[number]['to'];
  testId: string;
  children: ReactNode;
}

export function AccountFrame({ title, path, testId, children }: AccountFrameProps) {
  return (
    <div className="account-page" data-testid={testId}>
      <div className="container">
        <Breadcrumb className="account-page__crumbs" items={[{ title: <Link to="/">首页</Link> }, { title }]} />
        <nav className="account-tabs" aria-label="我的账户">
          {TABS.map((tab) => (
            <NavLink key={tab.to} to={tab.to} className={({ isActive }) => `account-tabs__link${isActive ? ' is-active' : ''}`}>
              {tab.label}
            </NavLink>
          ))}
        </nav>
        <section className="account-card" aria-labelledby="account-title">
          <h1 id="account-title" className="account-card__title">
            {title}
          </h1>
          {/* Two-character labels keep their spelling (保存, not 保 存), for readers and accessible names. */}
          <FormButtons>
            <LoginRequired redirect={path}>{children}</LoginRequired>
          </FormButtons>
        </section>
      </div>
    </div>
  );
}
