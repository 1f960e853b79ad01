// The frame of the CRISPR-Net pages (tool and result): band, breadcrumb, card. Plain markup: the antd
// parts inside bring their provider and button settings themselves (lazy-crispr.tsx).
import type { ReactNode } from 'react';
import { Breadcrumb, PageBand } from '../../components/page-frame.tsx';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../../contracts/page-paths.ts';

export function CrisprFrame({ heading, testId, children }: { heading: string; testId: string; children: ReactNode }) {
  const t = useT();
  const title = t('crispr.title');
  return (
    <div className="search-page crispr-page" data-testid={testId}>
      <PageBand title={title} subtitle="Off-target scoring with mismatches and indels (Lin et al., Adv. Sci. 2020)" />
      <div className="container">
        <Breadcrumb items={[{ label: t('nav.home'), to: pagePath('home') }, { label: title, to: pagePath('crispr') }, { label: heading }]} />
        <section className="crispr-card" aria-labelledby="crispr-heading">
          <h1 id="crispr-heading" className="crispr-card__title">
            {heading}
          </h1>
          {children}
        </section>
      </div>
    </div>
  );
}
