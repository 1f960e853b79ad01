// /techService?type&id&molds: the technical-service product list, server-rendered. The left menu is
// /product/getModels (the entry matching molds is highlighted, else the first; a click replaces the
// route and reloads, through CategoryLink); type-1 categories list cards, type-0 ones a table whose
// columns fit the molds. Keyword search and paging (15/30/50) are links and a GET form, so the list
// works without JavaScript; each order action opens the purchase modal. An id naming nothing is 404.
// The antd parts (search field, table or cards, paging) are antd's markup without antd, live once the
// page has hydrated (an order pressed earlier is held and pressed again then: early-press.ts); only the
// purchase dialog loads antd, when first opened (decision 0049).
import { useState, type FormEvent } from 'react';
import { data, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/tech-service';
import { serverContext } from '../server-context.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { plainText } from '../components/plain-text.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { CategoryLink } from '../components/category-link.tsx';
import { useEarlyPresses } from '../components/early-press.ts';
import { ProductBanner, ProductBreadcrumb } from '../features/product/product-frame.tsx';
import { LazyPurchaseModal } from '../features/product/lazy-modals.tsx';
import { TechListing } from '../features/product/tech-listing.tsx';
import { TechSearchField } from '../features/product/tech-search-field.tsx';
import { parseTechServiceQuery, techServiceHref } from '../features/product/tech-query.ts';
import { TECH_SERVICE_PATH, TECH_SERVICE_VIEW } from '../../contracts/category-nav.ts';
import { CategoryType } from '../../contracts/content-constants.ts';
import type { TechModel, TechProduct } from '../../contracts/api/product.ts';
import { pageLanguage } from '../../contracts/page-language.ts';
import { translator } from '../i18n/translate.ts';
import { useLocale, useT } from '../i18n/use-t.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { services } = context.get(serverContext);
  const query = parseTechServiceQuery(new URL(request.url).searchParams);
  // A preview link (server/modules/content/preview.ts) for a product lists it even while hidden; one for
  // a category shows it in the menu, breadcrumb and list as if it were shown.
  const [product, category] = await Promise.all([services.preview.previewedId(request, 'product'), services.preview.previewedId(request, 'category')]);
  const page = await services.products.techServicePage(query, { product, category, lang });
  if (query.idGiven && !page.active) throw data(null, { status: 404 });
  const canonical = page.active ? `${services.config.publicUrl}${modelHref(page.active)}` : `${services.config.publicUrl}${TECH_SERVICE_PATH}`;
  return { ...page, keyword: query.keyword, page: query.page, size: query.size, canonical };
}

function modelHref(model: TechModel): string {
  return `${TECH_SERVICE_PATH}?${new URLSearchParams({ type: String(model.type), id: String(model.tid), molds: model.molds })}`;
}

/** A menu entry as the navigation rule sees it: category type 9 (cards) or 10 (table). */
function modelNode(model: TechModel) {
  const type = model.type === TECH_SERVICE_VIEW.cards ? CategoryType.TechServiceCards : CategoryType.TechServiceTable;
  return { id: model.tid, pid: -1, type, molds: model.molds, catname: model.name };
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => {
  const company = rootSettings(matches)?.company_name;
  const t = translator(rootMessages(matches));
  if (!loaderData) return [{ title: pageTitle(company, t('status.notFoundTitle')) }];
  const name = loaderData.category?.catname || t('catalogue.techService');
  const tags: Array<Record<string, string>> = [
    { title: pageTitle(company, name) },
    { name: 'description', content: plainText(loaderData.category?.description) || t('catalogue.techDescription', { name }) },
  ];
  if (loaderData.category?.keywords) tags.push({ name: 'keywords', content: loaderData.category.keywords });
  tags.push({ tagName: 'link', rel: 'canonical', href: loaderData.canonical });
  return tags;
};

/** The site's sharing tags on top; the canonical link above is kept (it names the category's own address). */
export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function TechService({ loaderData }: Route.ComponentProps) {
  const { menu, active, path, banner, products, keyword, page, size } = loaderData;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [ordering, setOrdering] = useState<TechProduct | null>(null);
  const t = useT();
  const { to } = useLocale();
  const title = active?.name || t('catalogue.techService');
  // An order pressed while React Router still decodes the page's data is pressed again once live.
  useEarlyPresses();

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('keyword') ?? '');
    void navigate(to(techServiceHref(search, { keyword: value })));
  };

  return (
    <div className="product-page tech-service" data-testid="tech-service">
      <ProductBanner image={banner} label={path[0]?.catname || title} />
      <div className="container">
        <ProductBreadcrumb path={path} />
        <div className="tech-layout">
          <nav className="tech-menu" aria-label={t('catalogue.techMenu')} data-testid="tech-menu">
            <p className="tech-menu__heading">{path[0]?.catname || t('catalogue.techService')}</p>
            <ul>
              {menu.map((model) => {
                const current = active?.tid === model.tid;
                return (
                  <li key={model.tid} className={current ? 'is-active' : undefined} aria-current={current ? 'page' : undefined}>
                    <CategoryLink node={modelNode(model)} isTopLevel={false} className="tech-menu__link" />
                  </li>
                );
              })}
            </ul>
          </nav>
          <section className="tech-main" aria-labelledby="tech-title">
            <div className="tech-main__head">
              <h1 id="tech-title" className="tech-main__title">
                {title}
              </h1>
              <form className="tech-search" method="get" action={to(TECH_SERVICE_PATH)} role="search" onSubmit={onSearch} data-testid="tech-search">
                {active ? (
                  <>
                    <input type="hidden" name="type" value={active.type} />
                    <input type="hidden" name="id" value={active.tid} />
                    <input type="hidden" name="molds" value={active.molds} />
                  </>
                ) : null}
                <TechSearchField keyword={keyword} />
              </form>
            </div>
            {products.data.length === 0 ? (
              <p className="empty-state" data-testid="tech-empty">
                {keyword ? t('catalogue.techNoMatch', { keyword }) : t('catalogue.techEmpty')}
              </p>
            ) : null}
            <TechListing
              rows={products.data}
              view={active?.type === TECH_SERVICE_VIEW.cards ? 'cards' : 'table'}
              molds={active?.molds ?? null}
              page={page}
              size={size}
              total={products.total}
              onOrder={setOrdering}
            />
          </section>
        </div>
      </div>
      <LazyPurchaseModal product={ordering} onClose={() => setOrdering(null)} />
    </div>
  );
}
