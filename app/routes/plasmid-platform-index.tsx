// /plasmidPlatform/plasmidPlatformIndex: the quick links (host E. coli or mammalian cells; usage gene
// editing or gene template; fluorescent marker green or red). Each is a real link to the filtered list;
// a click also remembers its main and sub classification in local storage, and the quick link used
// last is marked when the visitor comes back.
import { RightOutlined, SearchOutlined } from '../components/plain-icons.tsx';
import { Form, Link } from 'react-router';
import type { Route } from './+types/plasmid-platform-index';
import { serverContext } from '../server-context.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { Breadcrumb, PageBand } from '../components/page-frame.tsx';
import { PLASMID_FILTERS, plasmidFilterLabel, type PlasmidFilterKey } from '../../contracts/plasmid-filters.ts';
import { messageIn } from '../../contracts/english-messages.ts';
import { PLASMID_SEARCH_MAX } from '../../contracts/plasmid-constants.ts';
import { PLASMID_INDEX_PATH, PLASMID_LIST_PATH, quickLinkHref } from '../features/plasmid/plasmid-query.ts';
import { rememberClassification, rememberedClassification } from '../features/plasmid/plasmid-storage.ts';
import { platformSeo } from '../features/plasmid/plasmid-seo.ts';
import { useBrowserValue } from '../components/use-browser-value.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { pageLanguage } from '../../contracts/page-language.ts';
import { translator, type Translate } from '../i18n/translate.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import type { MessageKey } from '../i18n/zh.ts';
import { pagePath } from '../../contracts/page-paths.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { services } = context.get(serverContext);
  const [counts, tree] = await Promise.all([services.plasmids.counts(), services.content.navigationTree(undefined, { lang })]);
  return { all: counts.all, links: counts.quickLinks, seo: platformSeo(tree, lang), canonical: services.config.publicUrl + PLASMID_INDEX_PATH };
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => {
  const company = rootSettings(matches)?.company_name;
  if (!loaderData) return [{ title: pageTitle(company, translator(rootMessages(matches))('catalogue.platformName')) }];
  return [
    { title: pageTitle(company, loaderData.seo.title) },
    { name: 'description', content: loaderData.seo.description },
    { name: 'keywords', content: loaderData.seo.keywords },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ];
};

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

/** The quick link used last, as `main:sub` (a string, so the snapshot compares equal between reads). */
function lastQuickLink(): string | null {
  const remembered = rememberedClassification();
  return remembered ? `${remembered.main}:${remembered.sub}` : null;
}

const GROUP_NOTES: Partial<Record<PlasmidFilterKey, MessageKey>> = {
  plasmidHost: 'catalogue.note.plasmidHost',
  plasmidUsage: 'catalogue.note.plasmidUsage',
  plasmidFluorescentMarker: 'catalogue.note.plasmidFluorescentMarker',
};

function groupNote(t: Translate, key: PlasmidFilterKey): string | null {
  const note = GROUP_NOTES[key];
  return note ? t(note) : null;
}

export default function PlasmidPlatformIndex({ loaderData }: Route.ComponentProps) {
  const { all, links, seo } = loaderData;
  const t = useT();
  const { lang, to, pathTo } = useLocale();
  // Known only to this browser: marked once the page is hydrated.
  const last = useBrowserValue(lastQuickLink);
  const groups = PLASMID_FILTERS.filter((f) => links.some((l) => l.main === f.key));

  return (
    <div className="plasmid-page plasmid-index" data-testid="plasmid-index">
      <PageBand title={seo.title} subtitle={seo.description} />
      <div className="container">
        <Breadcrumb items={[{ label: t('nav.home'), to: pagePath('home') }, { label: seo.title }]} />
        <div className="plasmid-index__head">
          <h1 className="plasmid-page__title">{t('catalogue.quickTitle')}</h1>
          <p className="plasmid-index__lead">
            {t('catalogue.leadBefore')}
            <strong>{all}</strong>
            {t('catalogue.leadAfter')}
          </p>
          <Form method="get" action={to(PLASMID_LIST_PATH)} className="plasmid-index__search" role="search" aria-label={t('catalogue.nameSearch')}>
            <label htmlFor="plasmid-index-search" className="visually-hidden">
              {t('catalogue.productName')}
            </label>
            <input id="plasmid-index-search" className="plasmid-index__input" type="search" name="name" maxLength={PLASMID_SEARCH_MAX} placeholder={t('catalogue.indexPlaceholder')} />
            <button type="submit" className="button button--primary">
              <SearchOutlined aria-hidden /> {t('catalogue.search')}
            </button>
          </Form>
        </div>
        <div className="plasmid-quick">
          {groups.map((group) => (
            <section key={group.key} className="plasmid-quick__group" aria-labelledby={`quick-${group.key}`}>
              <h2 id={`quick-${group.key}`} className="plasmid-quick__title">
                {messageIn(lang, group.title)}
                <span className="plasmid-quick__note">{groupNote(t, group.key)}</span>
              </h2>
              <ul className="plasmid-quick__list">
                {links
                  .filter((link) => link.main === group.key)
                  .map((link) => {
                    const label = messageIn(lang, plasmidFilterLabel(link.main, link.sub));
                    const isLast = last === `${link.main}:${link.sub}`;
                    return (
                      <li key={link.sub}>
                        <Link
                          to={to(quickLinkHref(link.main, link.sub))}
                          className={`plasmid-quick__link plasmid-quick__link--${link.sub}${isLast ? ' is-last' : ''}`}
                          onClick={() => rememberClassification(link.main, link.sub)}
                          data-testid="plasmid-quick-link"
                        >
                          <span className="plasmid-quick__label">{label}</span>
                          <span className="plasmid-quick__count">{t('catalogue.quickCount', { count: link.count })}</span>
                          {isLast ? <span className="plasmid-quick__last">{t('catalogue.lastViewed')}</span> : null}
                          <RightOutlined className="plasmid-quick__arrow" aria-hidden />
                        </Link>
                      </li>
                    );
                  })}
              </ul>
            </section>
          ))}
        </div>
        <p className="plasmid-index__all">
          {/* An explicit first page: the plain address would bring back this session's filtered list. */}
          <Link to={pathTo('plasmid-platform-list', { page: 1 })} className="button button--primary">
            {t('catalogue.browseAll')}
          </Link>
        </p>
      </div>
    </div>
  );
}
