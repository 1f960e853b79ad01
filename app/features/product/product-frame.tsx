// The frame both product pages share: the banner under the home-style header, and the breadcrumb
// built from the category path (each crumb follows the navigation rule).
import { Link } from 'react-router';
import { CategoryLink } from '../../components/category-link.tsx';
import { PageBand } from '../../components/page-frame.tsx';
import { IMAGE_SIZES, SiteImage, isBannerPicture } from '../../components/site-image.tsx';
import { useLocale, useT } from '../../i18n/use-t.ts';
import type { NavCategory } from '../../../contracts/category-nav.ts';

export type CrumbCategory = NavCategory & { catname: string };

/**
 * The category's banner picture (it carries the section name itself) behind the transparent header;
 * without a banner-sized picture, the title band of the other pages.
 */
export function ProductBanner({ image, label }: { image: string; label: string }) {
  const { lang } = useLocale();
  // The banner pictures have the Chinese section name drawn in (decision 0035): English pages show the band.
  if (!image || !isBannerPicture(image) || lang === 'en') return <PageBand title={label} />;
  return (
    <section className="product-banner page-banner" aria-label={label} data-testid="product-banner">
      <SiteImage className="product-banner__image" src={image} alt={label} sizes={IMAGE_SIZES.fullWidth} width={1920} height={420} priority />
    </section>
  );
}

export function ProductBreadcrumb({ path, current }: { path: readonly CrumbCategory[]; current?: string }) {
  const t = useT();
  const { pathTo } = useLocale();
  return (
    <nav className="page-breadcrumb" aria-label={t('breadcrumb.label')} data-testid="breadcrumb">
      <ol>
        <li>
          <Link to={pathTo('home')}>{t('nav.home')}</Link>
        </li>
        {path.map((node, index) =>
          index === path.length - 1 && !current ? (
            <li key={node.id}>
              <span aria-current="page">{node.catname}</span>
            </li>
          ) : (
            <li key={node.id}>
              <CategoryLink node={node} isTopLevel={false} />
            </li>
          ),
        )}
        {current ? (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
