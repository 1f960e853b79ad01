// The frame of the sign-in pages: breadcrumb (home > page) above a centred card.
import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/use-t.ts';

interface AuthPageProps {
  /** Last breadcrumb entry and the card's heading. */
  title: string;
  /** Heading text when it differs from the breadcrumb entry. */
  heading?: string;
  /** Wider card for the registration form. */
  wide?: boolean;
  testId?: string;
  children: ReactNode;
}

export function AuthPage({ title, heading, wide = false, testId, children }: AuthPageProps) {
  const t = useT();
  const { pathTo } = useLocale();
  return (
    <div className="auth-page" data-testid={testId}>
      <div className="container">
        <Breadcrumb className="auth-page__crumbs" items={[{ title: <Link to={pathTo('home')}>{t('nav.home')}</Link> }, { title }]} />
        <section className={`auth-card${wide ? ' auth-card--wide' : ''}`} aria-labelledby="auth-title">
          <h1 id="auth-title" className="auth-card__title">
            {heading ?? title}
          </h1>
          {children}
        </section>
      </div>
    </div>
  );
}
