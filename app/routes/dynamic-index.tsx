// /dynamicIndex?id: a service category's landing page: its introduction, its child service types
// as tiles (each follows the navigation rule) and the service advantages. Server-rendered; an
// unknown id is the 404 page.
import type { Route } from './+types/dynamic-index';
import { serverContext } from '../server-context.ts';
import { ServiceTile } from '../features/service/service-tile.tsx';
import { Breadcrumb, PageBanner } from '../components/page-frame.tsx';
import { withSiteMeta } from '../components/page-meta.ts';
import { plainText } from '../components/plain-text.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
import { readServiceCategory } from '../features/service/service-page-data.ts';
import { ServiceAdvantages } from '../features/service/service-advantages.tsx';
import { pageLanguage } from '../../contracts/page-language.ts';
import { useT } from '../i18n/use-t.ts';
import { pagePath } from '../../contracts/page-paths.ts';
import blockIconsCss from '../styles/block-icons.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: blockIconsCss }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { services } = context.get(serverContext);
  const [page, advantages] = await Promise.all([readServiceCategory(services, request), services.about.blocks('fuwuyoushi', { lang })]);
  return { ...page, advantages };
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => {
  const category = loaderData?.category;
  return [
    { title: pageTitle(rootSettings(matches)?.company_name, category?.catname) },
    ...(category?.description ? [{ name: 'description', content: plainText(category.description) }] : []),
    ...(category?.keywords ? [{ name: 'keywords', content: category.keywords }] : []),
  ];
};

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function DynamicIndex({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { category, trail, banner, advantages } = loaderData;
  return (
    <div className="service-page" data-testid="dynamic-index">
      <PageBanner title={category.catname} image={banner} />
      <div className="container">
        <Breadcrumb items={[{ label: t('nav.home'), to: pagePath('home') }, ...trail.map((node) => ({ label: node.catname })), { label: category.catname }]} />
        <header className="service-page__header">
          <h1 className="service-page__title">{category.catname}</h1>
          {category.encatname ? <p className="service-page__en">{category.encatname}</p> : null}
        </header>
        {category.body || category.description ? (
          <section className="service-intro rich-text" aria-label={t('service.intro')} data-testid="category-intro" dangerouslySetInnerHTML={{ __html: category.body || category.description || '' }} />
        ) : null}

        <section aria-labelledby="service-types-title" className="service-types">
          <h2 id="service-types-title" className="service-section__title">{t('service.types')}</h2>
          {category.childs.length === 0 ? (
            <p className="empty-state">{t('service.none')}</p>
          ) : (
            <ul className="tile-grid" data-testid="service-tiles">
              {category.childs.map((child) => (
                <li key={child.id}>
                  <ServiceTile node={child} idPrefix="service" />
                </li>
              ))}
            </ul>
          )}
        </section>

        <ServiceAdvantages youshi={category.youshi} blocks={advantages} />
      </div>
    </div>
  );
}
