// /geneEditing/geneEditingIndex: the landing page of the gene-editing business (the specification
// lists the route without describing it): the business introduction, its service categories as
// tiles (navigation rule), the online tools, featured technical services and the three ordering
// services with links into the order centre. Server-rendered.
import { ArrowRightOutlined } from '../components/plain-icons.tsx';
import { Link } from 'react-router';
import type { Route } from './+types/gene-editing-index';
import { serverContext } from '../server-context.ts';
import { ServiceTile } from '../features/service/service-tile.tsx';
import { CategoryLink } from '../components/category-link.tsx';
import { Breadcrumb, PageBanner } from '../components/page-frame.tsx';
import { withSiteMeta } from '../components/page-meta.ts';
import { plainText } from '../components/plain-text.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { CategoryType } from '../../contracts/content-constants.ts';
import type { CategoryNode } from '../../contracts/api/content.ts';
import { GENE_EDITING_TOOLS, ORDER_SERVICES, type LandingEntry } from '../features/service/gene-editing-content.ts';
import { pageLanguage } from '../../contracts/page-language.ts';
import { translator } from '../i18n/translate.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { pagePath } from '../../contracts/page-paths.ts';

function techServices(tree: readonly CategoryNode[]): CategoryNode[] {
  const found: CategoryNode[] = [];
  const walk = (nodes: readonly CategoryNode[]) => {
    for (const node of nodes) {
      if (node.type === CategoryType.TechServiceCards || node.type === CategoryType.TechServiceTable) {
        if (node.pid !== 0) found.push(node);
      }
      walk(node.childs ?? []);
    }
  };
  walk(tree);
  return found;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { services } = context.get(serverContext);
  const tree = await services.content.allCategories(undefined, { lang });
  // The gene-editing business is the first service landing category (type 0) of the menu.
  const business = tree.find((node) => node.type === CategoryType.ServiceIndex) ?? null;
  const banner = await services.content.categoryImage(business?.id ?? 0);
  return { business, banner: banner.info, tech: techServices(tree).slice(0, 6) };
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => {
  const business = loaderData?.business;
  const t = translator(rootMessages(matches));
  const title = t('catalogue.geneEditing');
  return [
    { title: pageTitle(rootSettings(matches)?.company_name, business?.catname ? `${title} - ${business.catname}` : title) },
    { name: 'description', content: plainText(business?.description) || t('catalogue.geneEditingDescription') },
    ...(business?.keywords ? [{ name: 'keywords', content: business.keywords }] : []),
  ];
};

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

function EntryCard({ entry, testId }: { entry: LandingEntry; testId: string }) {
  const t = useT();
  const { to } = useLocale();
  const title = t(entry.title);
  return (
    <article className="landing-card" data-testid={testId}>
      <h3 className="landing-card__title">{title}</h3>
      <p className="landing-card__text">{t(entry.text)}</p>
      <Link className="button button--primary landing-card__action" to={to(entry.to)} aria-label={t('catalogue.entryAction', { action: t(entry.action), title })}>
        {t(entry.action)} <ArrowRightOutlined aria-hidden />
      </Link>
    </article>
  );
}

export default function GeneEditingIndex({ loaderData }: Route.ComponentProps) {
  const { business, banner, tech } = loaderData;
  const t = useT();
  const { lang } = useLocale();
  const title = t('catalogue.geneEditing');
  return (
    <div className="service-page gene-editing" data-testid="gene-editing-index">
      <PageBanner title={business?.catname || title} image={banner} />
      <div className="container">
        <Breadcrumb items={[{ label: t('nav.home'), to: pagePath('home') }, { label: title }]} />
        <header className="service-page__header">
          <h1 className="service-page__title">{title}</h1>
          {/* The Chinese page's English subtitle; the English page's title says it already. */}
          {lang === 'zh' ? <p className="service-page__en">Gene Editing</p> : null}
        </header>
        {business?.description || business?.body ? (
          <section className="service-intro rich-text" aria-label={t('catalogue.businessIntro')} data-testid="gene-editing-intro" dangerouslySetInnerHTML={{ __html: business.body || business.description || '' }} />
        ) : null}

        <section className="service-types" aria-labelledby="gene-services-title">
          <h2 id="gene-services-title" className="service-section__title">{t('catalogue.geneServices')}</h2>
          {business && business.childs.length > 0 ? (
            <ul className="tile-grid" data-testid="gene-editing-services">
              {business.childs.map((child) => (
                <li key={child.id}>
                  <ServiceTile node={child} idPrefix="gene-service" />
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">{t('catalogue.geneServicesEmpty')}</p>
          )}
        </section>

        <section className="service-types" aria-labelledby="gene-tools-title">
          <h2 id="gene-tools-title" className="service-section__title">{t('catalogue.onlineTools')}</h2>
          <div className="landing-grid">
            {GENE_EDITING_TOOLS.map((entry) => (
              <EntryCard key={entry.to} entry={entry} testId="gene-editing-tool" />
            ))}
          </div>
        </section>

        {tech.length > 0 ? (
          <section className="service-types" aria-labelledby="gene-tech-title">
            <h2 id="gene-tech-title" className="service-section__title">{t('catalogue.featuredTech')}</h2>
            <ul className="landing-links" data-testid="gene-editing-tech">
              {tech.map((node) => (
                <li key={node.id}>
                  <CategoryLink node={node} className="landing-links__link">
                    <span>{node.catname}</span>
                    {node.description ? <span className="landing-links__text">{plainText(node.description)}</span> : null}
                  </CategoryLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section className="service-types" aria-labelledby="gene-order-title">
          <h2 id="gene-order-title" className="service-section__title">{t('catalogue.orderOnline')}</h2>
          <p className="landing-lead">{t('catalogue.orderLead')}</p>
          <div className="landing-grid landing-grid--three">
            {ORDER_SERVICES.map((entry) => (
              <EntryCard key={entry.title} entry={entry} testId="gene-editing-order" />
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
