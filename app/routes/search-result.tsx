// /searchResult?keyword=&keyword2=&page=&size=: site search, server-rendered (the loader calls the
// search service directly). The secondary box narrows within the results (keywords2).
import { SearchOutlined } from '@ant-design/icons';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/search-result';
import { serverContext } from '../server-context.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
import { Breadcrumb, PageBand } from '../components/page-frame.tsx';
import { SearchPagination } from '../features/search/search-pagination.tsx';
import { SEARCH_PATH, parseSearchQuery } from '../features/search/search-query.ts';
import { SEARCH_KIND_LABELS } from '../../contracts/search.ts';
import type { SearchResult } from '../../contracts/api/search.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { pageLanguage } from '../../contracts/page-language.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { services } = context.get(serverContext);
  const query = parseSearchQuery(new URL(request.url).searchParams);
  const result: SearchResult = query.keyword
    ? await services.search.search({ keywords: query.keyword, keywords2: query.keyword2, page: query.page - 1, size: query.size }, { lang })
    : { data: [], total: 0 };
  return { query, result };
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => {
  const keyword = loaderData?.query.keyword;
  return [
    { title: pageTitle(rootSettings(matches)?.company_name, keyword ? `“${keyword}”的搜索结果` : '搜索结果') },
    { name: 'description', content: '站内搜索：按名称、货号或关键词查找产品、质粒、服务与新闻。' },
    { name: 'robots', content: 'noindex, follow' },
  ];
};

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function SearchResultPage({ loaderData }: Route.ComponentProps) {
  const { query, result } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === SEARCH_PATH;

  return (
    <div className="search-page" data-testid="search-result">
      <PageBand title="搜索结果" subtitle={query.keyword ? `关键词：${query.keyword}` : undefined} />
      <div className="container">
        <Breadcrumb items={[{ label: '首页', to: '/' }, { label: '搜索结果' }]} />
        <h1 className="search-page__title">
          搜索结果{query.keyword ? <span className="search-page__keyword">“{query.keyword}”</span> : null}
        </h1>
        {query.keyword ? (
          <Form method="get" action={SEARCH_PATH} className="search-refine" role="search" aria-label="二次搜索" data-testid="search-refine">
            <input type="hidden" name="keyword" value={query.keyword} />
            <label htmlFor="search-refine-input" className="visually-hidden">
              在结果中搜索
            </label>
            <input
              key={query.keyword2}
              id="search-refine-input"
              className="search-refine__input"
              type="search"
              name="keyword2"
              defaultValue={query.keyword2}
              placeholder="请输入二次搜索内容"
              maxLength={100}
              autoComplete="off"
            />
            <button type="submit" className="button button--primary search-refine__button">
              <SearchOutlined aria-hidden /> 搜索
            </button>
          </Form>
        ) : null}
        {result.data.length === 0 ? (
          <div className="search-empty" data-testid="search-empty">
            <p className="search-empty__title">{query.keyword ? '没有找到相关内容' : '请输入要搜索的内容'}</p>
            <p>
              {query.keyword
                ? '请尝试更换关键词，或使用产品名称、英文名称、货号（如 P0003）进行搜索。'
                : '在页面顶部的搜索框中输入产品名称或编号即可搜索。'}
            </p>
            <p>
              <Link to="/" className="button">
                返回首页
              </Link>
            </p>
          </div>
        ) : (
          <>
            <p className="search-page__count" aria-live="polite">
              共找到 <strong>{result.total}</strong> 条相关结果
            </p>
            <ul className={`search-list${busy ? ' search-list--busy' : ''}`} aria-label="搜索结果列表">
              {result.data.map((hit) => (
                <li key={`${hit.kind}-${hit.id}`} className="search-card" data-testid="search-card">
                  <div className="search-card__head">
                    <span className={`search-card__kind search-card__kind--${hit.kind}`}>{SEARCH_KIND_LABELS[hit.kind]}</span>
                    <h2 className="search-card__title">
                      <Link to={hit.url}>{hit.title}</Link>
                    </h2>
                  </div>
                  <div className="search-card__description search-html" dangerouslySetInnerHTML={{ __html: hit.description }} />
                  <p className="search-card__more">
                    <Link to={hit.url} aria-label={`查看详情：${hit.title}`}>
                      查看详情 &gt;
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
