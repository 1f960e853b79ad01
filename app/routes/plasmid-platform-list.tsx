// /plasmidPlatform/plasmidPlatformList: the filtered, paged plasmid catalogue, server-rendered from the
// URL (host, plasmidUsage, fragmentType, fragmentSpecies, nuclearResistance, eukaryoticResistance,
// fluorescentMarker, name or itemNo, page, size), so a filtered list can be shared and reloaded. The
// state is also kept for the session: the plain list address brings back the last list shown.
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import type { Route } from './+types/plasmid-platform-list';
import { serverContext } from '../server-context.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { Breadcrumb, PageBand } from '../components/page-frame.tsx';
import { PlasmidFilterBar } from '../features/plasmid/plasmid-filter-bar.tsx';
import { PlasmidPagination } from '../features/plasmid/plasmid-pagination.tsx';
import { PlasmidResults } from '../features/plasmid/plasmid-results.tsx';
import {
  LIST_NAVIGATION,
  PLASMID_INDEX_PATH,
  PLASMID_LIST_PATH,
  defaultListState,
  hasListParams,
  isListNavigation,
  isNarrowed,
  listStateHref,
  listStateSearch,
  parseListState,
  toListQuery,
  toListRows,
  withFilter,
} from '../features/plasmid/plasmid-query.ts';
import { forgetClassification, saveListSearch, savedListSearch } from '../features/plasmid/plasmid-storage.ts';
import { platformSeo } from '../features/plasmid/plasmid-seo.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { pageLanguage } from '../../contracts/page-language.ts';
import { translator } from '../i18n/translate.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { pagePath } from '../../contracts/page-paths.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { services } = context.get(serverContext);
  const state = parseListState(new URL(request.url).searchParams);
  // A plasmid-platform category's preview link (server/modules/content/preview.ts) lands here: its name titles the page.
  const previewCategory = await services.preview.previewedId(request, 'category');
  const [page, tree] = await Promise.all([services.plasmids.list(toListQuery(state)), services.content.navigationTree(previewCategory, { lang })]);
  // Filtered and searched views are variations of the one catalogue page; plain pages are their own.
  const canonicalPath = !isNarrowed(state) && state.page > 1 ? pagePath('plasmid-platform-list', { page: state.page }) : PLASMID_LIST_PATH;
  return { state, rows: toListRows(page.data), total: page.total, seo: platformSeo(tree, lang), canonical: services.config.publicUrl + canonicalPath };
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => {
  const company = rootSettings(matches)?.company_name;
  const t = translator(rootMessages(matches));
  if (!loaderData) return [{ title: pageTitle(company, t('catalogue.listTitle')) }];
  const { seo, state } = loaderData;
  const title = `${state.page > 1 ? t('catalogue.listTitlePage', { page: state.page }) : t('catalogue.listTitle')} - ${seo.title}`;
  return [
    { title: pageTitle(company, title) },
    { name: 'description', content: seo.description },
    { name: 'keywords', content: seo.keywords },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ];
};

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function PlasmidPlatformList({ loaderData }: Route.ComponentProps) {
  const { state, rows, total, seo } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const t = useT();
  const { to } = useLocale();
  const listPath = to(PLASMID_LIST_PATH);
  const busy = navigation.state === 'loading' && navigation.location?.pathname === listPath;

  // Arriving at the plain address (menu, link, new visit) brings back this session's list. The page's
  // own changes carry LIST_NAVIGATION state, so clearing the last filter really shows the whole list.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!isListNavigation(location.state) && !hasListParams(params)) {
      const saved = savedListSearch();
      if (saved) {
        void navigate(`${listPath}?${saved}`, { replace: true, preventScrollReset: true, state: LIST_NAVIGATION });
        return;
      }
    }
    saveListSearch(listStateSearch(parseListState(params)));
  }, [location.search, location.state, navigate, listPath]);

  const go = (href: string) => void navigate(to(href), { preventScrollReset: true, state: LIST_NAVIGATION });
  const reset = () => {
    saveListSearch('');
    forgetClassification();
    go(listStateHref({ ...defaultListState(), size: state.size }));
  };

  return (
    <div className="plasmid-page" data-testid="plasmid-list">
      <PageBand title={seo.title} subtitle={t('catalogue.listSubtitle')} />
      <div className="container">
        <Breadcrumb items={[{ label: t('nav.home'), to: pagePath('home') }, { label: seo.title, to: PLASMID_INDEX_PATH }, { label: t('catalogue.listTitle') }]} />
        <h1 className="plasmid-page__title">{t('catalogue.listTitle')}</h1>
        <PlasmidFilterBar state={state} onFilter={(key, value) => go(listStateHref(withFilter(state, key, value)))} onReset={reset} />
        <p id="plasmid-count" className="plasmid-page__count" aria-live="polite" data-testid="plasmid-count">
          {t('catalogue.countBefore')}
          <strong>{total}</strong>
          {t('catalogue.countAfter')}
        </p>
        {rows.length === 0 ? (
          <div className="plasmid-empty" data-testid="plasmid-empty">
            <p className="plasmid-empty__title">{total > 0 ? t('catalogue.pageEmpty') : t('catalogue.noMatch')}</p>
            <p>
              {total > 0 ? (
                <Link to={to(listStateHref({ ...state, page: 1 }))} state={LIST_NAVIGATION}>
                  {t('catalogue.firstPage')}
                </Link>
              ) : (
                <>
                  {t('catalogue.fewerFilters')}
                  <Link
                    to={listPath}
                    onClick={(event) => {
                      event.preventDefault();
                      reset();
                    }}
                  >
                    {t('catalogue.showAll')}
                  </Link>
                </>
              )}
            </p>
          </div>
        ) : (
          <div id="plasmid-results" className="plasmid-results">
            <PlasmidResults rows={rows} busy={busy} />
          </div>
        )}
        <div className="plasmid-page__pagination">
          <PlasmidPagination
            state={state}
            total={rows.length === 0 ? 0 : total}
            onGo={(href) => {
              go(href);
              // The new page starts at the top of the results, not of the whole page.
              document.getElementById('plasmid-count')?.scrollIntoView({ block: 'start' });
            }}
          />
        </div>
      </div>
    </div>
  );
}
