// The not-found page, shown inside the site shell for unknown addresses (HTTP 404).
import { Link } from 'react-router';
import { useLocale, useT } from '../i18n/use-t.ts';

/** `home`: where the button leads (the console's own start page inside the console). */
export function NotFoundPage({ home }: { home?: string }) {
  const t = useT();
  const { pathTo } = useLocale();
  const target = home ?? pathTo('home');
  return (
    <section className="status-page" aria-labelledby="status-title" data-testid="not-found">
      <p className="status-page__code" aria-hidden="true">404</p>
      <h1 id="status-title">{t('status.notFoundTitle')}</h1>
      <p>{t('status.notFoundText')}</p>
      <p className="status-page__actions">
        <Link to={target} className="button button--primary">{t('status.home')}</Link>
      </p>
    </section>
  );
}

export function ErrorPage({ status, home }: { status: number; home?: string }) {
  const t = useT();
  const { pathTo } = useLocale();
  const target = home ?? pathTo('home');
  return (
    <section className="status-page" aria-labelledby="status-title" data-testid="error-page">
      <p className="status-page__code" aria-hidden="true">{status}</p>
      <h1 id="status-title">{t('status.errorTitle')}</h1>
      <p>{t('status.errorText')}</p>
      <p className="status-page__actions">
        <Link to={target} className="button button--primary">{t('status.home')}</Link>
      </p>
    </section>
  );
}
