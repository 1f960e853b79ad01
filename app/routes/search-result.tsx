// /searchResult?keyword=&keyword2=&type=&page=&size=: site search, server-rendered (the loader calls
// the search service directly). The secondary box narrows within the results (keywords2); the type
// filter keeps one type of hit; the searched words are marked in titles and snippets (decision 0072).
import { SearchOutlined } from '../components/plain-icons.tsx';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/search-result';
import { serverContext } from '../server-context.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { translator } from '../i18n/translate.ts';
import { Breadcrumb, PageBand } from '../components/page-frame.tsx';
import { SearchPagination } from '../features/search/search-pagination.tsx';
import { SEARCH_PATH, highlightTerms, parseSearchQuery } from '../features/search/search-query.ts';
import { Highlighted } from '../features/search/highlighted.tsx';
import { SearchTypeFilter } from '../features/search/search-type-filter.tsx';
import type { SearchResult } from '../../contracts/api/search.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { chinesePath, pageLanguage } from '../../contracts/page-language.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { pagePath } from '../../contracts/page-paths.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { services } = context.get(serverContext);
  const query = parseSearchQuery(new URL(request.url).searchParams);
  const result: SearchResult = query.keyword
    ? await services.search.search(
        { keywords: query.keyword, keywords2: query.keyword2, type: query.type || undefined, page: query.page - 1, size: query.size },
        { lang },
      )
    : { data: [], total: 0, types: { product: 0, service: 0, plasmid: 0, news: 0, document: 0 } };
  return { query, result };
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => {
  const keyword = loaderData?.query.keyword;
  const t = translator(rootMessages(matches));
  return [
    { title: pageTitle(rootSettings(matches)?.company_name, keyword ? t('search.titleFor', { keyword }) : t('search.title')) },
    { name: 'description', content: t('search.description') },
    { name: 'robots', content: 'noindex, follow' },
  ];
};

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function SearchResultPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { to, pathTo } = useLocale();
  const { query, result } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && chinesePath(navigation.location.pathname) === SEARCH_PATH;
  const terms = highlightTerms(query);
  const anyHits = Object.values(result.types).some((n) => n > 0);

  return (
    <div className="search-page" data-testid="search-result">
      <PageBand title={t('search.title')} subtitle={query.keyword ? t('search.keyword', { keyword: query.keyword }) : undefined} />
      <div className="container">
        <Breadcrumb items={[{ label: t('nav.home'), to: pagePath('home') }, { label: t('search.title') }]} />
        <h1 className="search-page__title">
          {t('search.title')}{query.keyword ? <span className="search-page__keyword">“{query.keyword}”</span> : null}
        </h1>
        {query.keyword ? (
          <Form method="get" action={to(SEARCH_PATH)} className="search-refine" role="search" aria-label={t('search.refine')} data-testid="search-refine">
            <input type="hidden" name="keyword" value={query.keyword} />
            {query.type ? <input type="hidden" name="type" value={query.type} /> : null}
            <label htmlFor="search-refine-input" className="visually-hidden">
              {t('search.within')}
            </label>
            <input
              key={query.keyword2}
              id="search-refine-input"
              className="search-refine__input"
              type="search"
              name="keyword2"
              defaultValue={query.keyword2}
              placeholder={t('search.withinPlaceholder')}
              maxLength={100}
              autoComplete="off"
            />
            <button type="submit" className="button button--primary search-refine__button">
              <SearchOutlined aria-hidden /> {t('search.submit')}
            </button>
          </Form>
        ) : null}
        {anyHits ? <SearchTypeFilter query={query} types={result.types} /> : null}
        {result.data.length === 0 ? (
          <div className="search-empty" data-testid="search-empty">
            <p className="search-empty__title">{query.keyword ? t('search.nothing') : t('search.askKeyword')}</p>
            <p>
              {query.keyword
                ? t('search.nothingHint')
                : t('search.askHint')}
            </p>
            <p>
              <Link to={pathTo('home')} className="button">
                {t('status.home')}
              </Link>
            </p>
          </div>
        ) : (
          <>
            <p className="search-page__count" aria-live="polite">
              {t('search.foundBefore')}<strong>{result.total}</strong>{t('search.foundAfter')}
            </p>
            <ul className={`search-list${busy ? ' search-list--busy' : ''}`} aria-label={t('search.list')}>
              {result.data.map((hit) => (
                <li key={`${hit.kind}-${hit.id}`} className="search-card" data-testid="search-card">
                  <div className="search-card__head">
                    <span className={`search-card__kind search-card__kind--${hit.type}`}>{t(`search.badge.${hit.type}`)}</span>
                    <h2 className="search-card__title">
                      <Link to={to(hit.url)}>
                        <Highlighted text={hit.title} terms={terms} />
                      </Link>
                    </h2>
                  </div>
                  {hit.snippet ? (
                    <p className="search-card__description">
                      <Highlighted text={hit.snippet} terms={terms} />
                    </p>
                  ) : null}
                  <p className="search-card__more">
                    <Link to={to(hit.url)} aria-label={t('search.detailsOf', { title: hit.title })}>
                      {t('search.details')} &gt;
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
            <SearchPagination query={query} total={result.total} />
          </>
        )}
      </div>
    </div>
  );
}
