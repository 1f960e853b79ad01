// /plasmidPlatform/plasmidPlatformList: the filtered, paged plasmid catalogue, server-rendered from the
// URL (host, plasmidUsage, fragmentType, fragmentSpecies, nuclearResistance, eukaryoticResistance,
// fluorescentMarker, name or itemNo, page, size), so a filtered list can be shared and reloaded. The
// state is also kept for the session: the plain list address brings back the last list shown.
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import type { Route } from './+types/plasmid-platform-list';
import { serverContext } from '../server-context.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
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
  withFilter,
} from '../features/plasmid/plasmid-query.ts';
import { forgetClassification, saveListSearch, savedListSearch } from '../features/plasmid/plasmid-storage.ts';
import { platformSeo } from '../features/plasmid/plasmid-seo.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { pageLanguage } from '../../contracts/page-language.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { services } = context.get(serverContext);
  const state = parseListState(new URL(request.url).searchParams);
  // A plasmid-platform category's preview link (server/modules/content/preview.ts) lands here: its name titles the page.
  const previewCategory = await services.preview.previewedId(request, 'category');
  const [page, tree] = await Promise.all([services.plasmids.list(toListQuery(state)), services.content.navigationTree(previewCategory, { lang })]);
  // Filtered and searched views are variations of the one catalogue page; plain pages are their own.
  const canonicalPath = !isNarrowed(state) && state.page > 1 ? `${PLASMID_LIST_PATH}?page=${state.page}` : PLASMID_LIST_PATH;
  return { state, rows: page.data, total: page.total, seo: platformSeo(tree), canonical: services.config.publicUrl + canonicalPath };
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => {
  const company = rootSettings(matches)?.company_name;
  if (!loaderData) return [{ title: pageTitle(company, '质粒列表') }];
  const { seo, state } = loaderData;
  const title = state.page > 1 ? `质粒列表（第 ${state.page} 页）- ${seo.title}` : `质粒列表 - ${seo.title}`;
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
  const busy = navigation.state === 'loading' && navigation.location?.pathname === PLASMID_LIST_PATH;

  // Arriving at the plain address (menu, link, new visit) brings back this session's list. The page's
  // own changes carry LIST_NAVIGATION state, so clearing the last filter really shows the whole list.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!isListNavigation(location.state) && !hasListParams(params)) {
      const saved = savedListSearch();
      if (saved) {
        void navigate(`${PLASMID_LIST_PATH}?${saved}`, { replace: true, preventScrollReset: true, state: LIST_NAVIGATION });
        return;
      }
    }
    saveListSearch(listStateSearch(parseListState(params)));
  }, [location.search, location.state, navigate]);

  const go = (href: string) => void navigate(href, { preventScrollReset: true, state: LIST_NAVIGATION });
  const reset = () => {
    saveListSearch('');
    forgetClassification();
    go(listStateHref({ ...defaultListState(), size: state.size }));
  };

  return (
    <div className="plasmid-page" data-testid="plasmid-list">
      <PageBand title={seo.title} subtitle="按宿主、用途、片段、抗性与荧光标记筛选质粒，在线查看图谱与序列" />
      <div className="container">
        <Breadcrumb items={[{ label: '首页', to: '/' }, { label: seo.title, to: PLASMID_INDEX_PATH }, { label: '质粒列表' }]} />
        <h1 className="plasmid-page__title">质粒列表</h1>
        <PlasmidFilterBar state={state} onFilter={(key, value) => go(listStateHref(withFilter(state, key, value)))} onReset={reset} />
        <p id="plasmid-count" className="plasmid-page__count" aria-live="polite" data-testid="plasmid-count">
          共找到 <strong>{total}</strong> 个质粒
        </p>
        {rows.length === 0 ? (
          <div className="plasmid-empty" data-testid="plasmid-empty">
            <p className="plasmid-empty__title">{total > 0 ? '这一页没有质粒了' : '没有找到符合条件的质粒'}</p>
            <p>
              {total > 0 ? (
                <Link to={listStateHref({ ...state, page: 1 })} state={LIST_NAVIGATION}>
                  回到第一页
                </Link>
              ) : (
                <>
                  请减少筛选条件，或
                  <Link
                    to={PLASMID_LIST_PATH}
                    onClick={(event) => {
                      event.preventDefault();
                      reset();
                    }}
                  >
                    查看全部质粒
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
