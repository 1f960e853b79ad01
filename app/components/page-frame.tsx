// The frame inner pages share: a banner (the category's picture, or a plain title band) and the
// breadcrumb. News, search, service and help pages all use these.
import { Link } from 'react-router';
import { IMAGE_SIZES, SiteImage, isBannerPicture } from './site-image.tsx';
import { useLocale, useT } from '../i18n/use-t.ts';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * The category's banner picture (it carries the section name itself); without one, or when the
 * picture is too small to be a banner (a tile in the banner field), a title band.
 */
export function PageBanner({ title, image, subtitle }: { title: string; image?: string | null; subtitle?: string }) {
  // The seeded and uploaded banner pictures have the Chinese section name drawn in (there is no
  // English picture field yet), so the English site shows the title band with the English name.
  const { lang } = useLocale();
  if (!image || !isBannerPicture(image) || lang === 'en') return <PageBand title={title} subtitle={subtitle} />;
  return (
    <section className="category-banner" aria-label={title}>
      <SiteImage className="category-banner__image" src={image} alt={title} sizes={IMAGE_SIZES.fullWidth} width={1920} height={360} priority />
    </section>
  );
}

export function PageBand({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <section className="page-band" aria-label={title}>
      <div className="container">
        <p className="page-band__title">{title}</p>
        {subtitle ? <p className="page-band__subtitle">{subtitle}</p> : null}
      </div>
    </section>
  );
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = useT();
  const { to } = useLocale();
  return (
    <nav className="page-breadcrumb" aria-label={t('breadcrumb.label')} data-testid="breadcrumb">
      <ol>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.to && index < items.length - 1 ? (
              <Link to={to(item.to)}>{item.label}</Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
