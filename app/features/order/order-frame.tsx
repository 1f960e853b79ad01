// The frame of every ordering page: breadcrumb, title and the login check on entry (spec/ordering.md
// section 2: without a token the prompt with a login button that leads back, and a back button).
import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoginRequired } from '../account/login-required.tsx';
import { FormButtons } from '../../components/button-config.tsx';
import { useLocale, useT } from '../../i18n/use-t.ts';

export interface Crumb {
  label: string;
  to?: string;
}

interface OrderFrameProps {
  title: ReactNode;
  crumbs: Crumb[];
  /** Where login leads back to: `order` from the order centre, the page itself elsewhere. */
  redirect: string;
  testId: string;
  wide?: boolean;
  children: ReactNode;
}

export function OrderFrame({ title, crumbs, redirect, testId, children }: OrderFrameProps) {
  const t = useT();
  const { to, pathTo } = useLocale();
  return (
    <div className="order-page" data-testid={testId}>
      <div className="container">
        <Breadcrumb
          className="order-page__crumbs"
          items={[{ title: <Link to={pathTo('home')}>{t('nav.home')}</Link> }, ...crumbs.map((c) => ({ title: c.to ? <Link to={to(c.to)}>{c.label}</Link> : c.label }))]}
        />
        <section className="order-card" aria-labelledby="order-title">
          <h1 id="order-title" className="order-card__title">
            {title}
          </h1>
          {/* Two-character labels keep their spelling (删除, not 删 除). */}
          <FormButtons>
            <LoginRequired redirect={redirect}>{children}</LoginRequired>
          </FormButtons>
        </section>
      </div>
    </div>
  );
}
