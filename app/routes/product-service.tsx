// /productService?id: a product category (type 8), server-rendered: banner, breadcrumb, the product
// menu as cards with their child links (navigation rule), the category's text and the products of the
// category and everything below it as a grid of cards: picture, then the product's detail HTML. The buy buttons inside that HTML (class
// "product-buy") open the 'product purchase' modal through one delegated click handler: the HTML is
// sanitised and the CSP forbids inline script, so nothing in the stored HTML can run.
import { useState, type MouseEvent } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/product-service';
import { serverContext } from '../server-context.ts';
import { pageTitle, telHref } from '../components/shell-rules.ts';
import { plainText } from '../components/plain-text.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { rootMessages, rootSettings, useShellData } from '../components/shell-data.ts';
import { CategoryLink } from '../components/category-link.tsx';
import { PlainButton } from '../components/plain-button.tsx';
import { parsePositiveInt } from '../../contracts/numbers.ts';
import { ProductBanner, ProductBreadcrumb } from '../features/product/product-frame.tsx';
import { LazyMailEnquiryModal } from '../features/product/lazy-modals.tsx';
import { IMAGE_SIZES, SiteImage } from '../components/site-image.tsx';
import { pageLanguage } from '../../contracts/page-language.ts';
import { translator } from '../i18n/translate.ts';
import { useT } from '../i18n/use-t.ts';
import { pagePath } from '../../contracts/page-paths.ts';

/** The class of the buy buttons inside product HTML. */
export const BUY_BUTTON_CLASS = 'product-buy';

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { services } = context.get(serverContext);
  const id = parsePositiveInt(new URL(request.url).searchParams.get('id'));
  // A category's preview link (server/modules/content/preview.ts) shows it even while hidden.
  const page = id === null ? null : await services.products.productServicePage(id, await services.preview.previewedId(request, 'category'), { lang });
  if (!page) throw data(null, { status: 404 });
  // A preview link (server/modules/content/preview.ts) adds its article of this category, even a draft.
  const previewId = await services.preview.previewedId(request, 'article');
  const previewed = previewId === null || page.articles.some((a) => a.id === previewId) ? null : await services.articles.findForPreview(previewId, { lang });
  if (previewed?.tid === page.category.id) page.articles = [...page.articles, { id: previewed.id, tid: previewed.tid, title: previewed.title, litpic: previewed.litpic, description: previewed.description, body: previewed.body }];
  return { ...page, canonical: `${services.config.publicUrl}${pagePath('product-service', { id: page.category.id })}` };
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => {
  const company = rootSettings(matches)?.company_name;
  if (!loaderData) return [{ title: pageTitle(company, translator(rootMessages(matches))('status.notFoundTitle')) }];
  const { category } = loaderData;
  const tags: Array<Record<string, string>> = [
    { title: pageTitle(company, category.catname) },
    { name: 'description', content: plainText(category.description) || category.catname },
  ];
  if (category.keywords) tags.push({ name: 'keywords', content: category.keywords });
  tags.push({ tagName: 'link', rel: 'canonical', href: loaderData.canonical });
  return tags;
};

/** The site's sharing tags on top; the canonical link above is kept (it names the category's own address). */
export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function ProductService({ loaderData }: Route.ComponentProps) {
  const { path, category, root, menu, banner, articles } = loaderData;
  const { settings } = useShellData();
  const [buying, setBuying] = useState<string | null>(null);
  const t = useT();
  const phone = telHref(settings.xxl_tel400, settings.xxl_tel);

  // One handler for every buy button of the product HTML (event delegation).
  const onContentClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest(`.${BUY_BUTTON_CLASS}`);
    if (!button) return;
    event.preventDefault();
    setBuying(button.closest('[data-product-title]')?.getAttribute('data-product-title') ?? category.catname);
  };

  return (
    <div className="product-page product-service" data-testid="product-service">
      <ProductBanner image={banner} label={root.catname} />
      <div className="container">
        <ProductBreadcrumb path={path} />
        <nav className="product-menu" aria-label={t('catalogue.productMenu', { name: root.catname })} data-testid="product-menu">
          <ul>
            {menu.map((entry) => (
              <li key={entry.id} className={`product-menu__card${entry.id === category.id || entry.childs.some((c) => c.id === category.id) ? ' is-active' : ''}`}>
                <CategoryLink node={entry} isTopLevel={false} className="product-menu__title" />
                {entry.childs.length ? (
                  <ul className="product-menu__childs">
                    {entry.childs.map((child) => (
                      <li key={child.id}>
                        <CategoryLink node={child} isTopLevel={false} className={child.id === category.id ? 'is-active' : undefined} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <section className="product-intro" aria-labelledby="product-title">
          <h1 id="product-title" className="product-intro__title">
            {category.catname}
          </h1>
          {category.body ? <div className="news-rich product-intro__body" dangerouslySetInnerHTML={{ __html: category.body }} /> : null}
        </section>
        {/* Delegation: the buy buttons inside are links, so a keyboard Enter reaches this handler as a click too. */}
        <div className="product-articles" onClick={onContentClick} data-testid="product-articles">
          {articles.length === 0 ? (
            <p className="empty-state" data-testid="product-empty">
              {t('catalogue.productEmpty')}
            </p>
          ) : (
            <div className="product-grid" data-testid="product-grid">
              {articles.map((article) => (
                <article key={article.id} id={`product-${article.id}`} className="product-article" data-product-title={article.title} data-testid="product-article">
                  {article.litpic ? (
                    <SiteImage className="product-article__image" src={article.litpic} alt={article.title} sizes={IMAGE_SIZES.tile} width={480} height={320} />
                  ) : null}
                  <div className="news-rich product-article__body" dangerouslySetInnerHTML={{ __html: article.body }} />
                </article>
              ))}
            </div>
          )}
        </div>
        <section id="buy" className="product-buy-panel" aria-labelledby="buy-title">
          <h2 id="buy-title">{t('catalogue.buyTitle')}</h2>
          <p>
            {t('catalogue.buyText')}
            {phone ? (
              <>
                {t('catalogue.buyCall')}{' '}
                <a className="product-buy-panel__tel" href={phone.href}>
                  {phone.label}
                </a>
              </>
            ) : null}
            {t('catalogue.buyEnd')}
          </p>
          <PlainButton type="primary" onClick={() => setBuying(category.catname)} data-testid="buy-panel-button">
            {t('catalogue.buyButton')}
          </PlainButton>
        </section>
      </div>
      <LazyMailEnquiryModal productName={buying} onClose={() => setBuying(null)} />
    </div>
  );
}
