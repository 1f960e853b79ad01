// /newsCenter?type&id&page: news (type 6) or technical documents (type 7) of a category and its
// children, 5 per page, server-rendered. An unknown or malformed id shows an empty list, never an error.
// The heading is 技术文档 for type 7 and 新闻中心 otherwise (spec), the sub-category beneath it;
// type 7 without an id lists every technical-documents category and nothing else.
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/news-center';
import { serverContext } from '../server-context.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { plainText } from '../components/plain-text.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { Breadcrumb, PageBanner } from '../components/page-frame.tsx';
import { NewsPagination } from '../features/news/news-pagination.tsx';
import {
  NEWS_CENTER_PATH,
  dayMonth,
  defaultNewsCategory,
  findCategory,
  firstTechDocsCategory,
  isTechDocs,
  newsDetailHref,
  newsHeading,
  newsPageHref,
  parseNewsCenterQuery,
  subCategoryName,
} from '../features/news/news-query.ts';
import { CategoryType } from '../../contracts/content-constants.ts';
import type { NewsPage } from '../../contracts/news.ts';
import { NEWS_PAGE_SIZE } from '../../contracts/news-constants.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { pageLanguage } from '../../contracts/page-language.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { translator } from '../i18n/translate.ts';
import { MoreText } from '../components/more-text.tsx';
import { pagePath } from '../../contracts/page-paths.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { services } = context.get(serverContext);
  const query = parseNewsCenterQuery(new URL(request.url).searchParams);
  // A category's preview link (server/modules/content/preview.ts) lists it even while hidden.
  const preview = await services.preview.previewedId(request, 'category');
  const tree = await services.content.navigationTree(preview, { lang });
  const techDocsOnly = query.id === undefined && query.type === CategoryType.TechDocs;
  const category =
    query.id === undefined ? (techDocsOnly ? firstTechDocsCategory(tree) : defaultNewsCategory(tree)) : query.id === null ? null : findCategory(tree, query.id);
  const known = query.id === undefined || category !== null;
  const empty: NewsPage = { data: [], total: 0 };
  const listQuery = techDocsOnly ? { categoryType: CategoryType.TechDocs } : { tid: category?.id };
  const [list, banner] = await Promise.all([
    known ? services.news.list({ ...listQuery, page: query.page, size: NEWS_PAGE_SIZE }, preview, { lang }) : empty,
    services.content.categoryImage(category?.id ?? 0, preview),
  ]);
  const techDocs = isTechDocs(query.type, category);
  const heading = newsHeading(techDocs, lang);
  return {
    heading,
    categoryName: subCategoryName(category, heading),
    description: plainText(category?.description),
    keywords: category?.keywords ?? '',
    banner: banner.info,
    bannerLabel: category?.catname ?? newsHeading(techDocs, lang),
    page: query.page,
    list,
  };
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => {
  const company = rootSettings(matches)?.company_name;
  const t = translator(rootMessages(matches));
  const heading = loaderData?.categoryName ?? loaderData?.heading ?? t('news.title');
  const tags = [
    { title: pageTitle(company, heading) },
    { name: 'description', content: loaderData?.description || t('news.description', { heading }) },
  ];
  if (loaderData?.keywords) tags.push({ name: 'keywords', content: loaderData.keywords });
  return tags;
};

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function NewsCenter({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { to } = useLocale();
  const { heading, categoryName, banner, bannerLabel, page, list } = loaderData;
  const [search] = useSearchParams();
  const title = categoryName ?? heading;

  return (
    <div className="news-page" data-testid="news-center">
      <PageBanner title={bannerLabel} image={banner} />
      <div className="container">
        <Breadcrumb items={[{ label: t('nav.home'), to: pagePath('home') }, { label: heading, to: `${NEWS_CENTER_PATH}${search.get('type') ? `?type=${search.get('type')}` : ''}` }]} />
        <hgroup className="news-page__heading">
          <h1 className="news-page__title" data-testid="news-heading">
            {heading}
          </h1>
          {categoryName ? (
            <p className="news-page__subcategory" data-testid="news-subcategory">
              {categoryName}
            </p>
          ) : null}
        </hgroup>
        {list.data.length === 0 ? (
          <p className="empty-state" data-testid="news-empty">
            {t('news.empty')}
          </p>
        ) : (
          <ul className="news-list" aria-label={t('news.list', { title })}>
            {list.data.map((item) => {
              const date = dayMonth(item.create_time);
              // An item without English text has an empty title on /en (never the Chinese one).
              const itemTitle = item.title || t('english.untitled');
              return (
                <li key={item.id} className="news-item" data-testid="news-item">
                  <time className="news-item__date" dateTime={item.create_time}>
                    <span className="news-item__day">{date.day}</span>
                    <span className="news-item__month">{date.month}</span>
                  </time>
                  <div className="news-item__body">
                    <h2 className="news-item__title">
                      <Link to={to(newsDetailHref(item.id))}>{itemTitle}</Link>
                    </h2>
                    <div className="news-item__description news-rich" dangerouslySetInnerHTML={{ __html: item.description }} />
                  </div>
                  <Link to={to(newsDetailHref(item.id))} className="button button--primary news-item__more" aria-label={t('news.readMoreAbout', { title: itemTitle })}>
                    <MoreText label={t('news.readMore')} full={t('news.readMoreAbout', { title: itemTitle })} />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        <div className="news-page__pagination">
          <NewsPagination page={page} total={list.total} pageSize={NEWS_PAGE_SIZE} href={(next) => newsPageHref(search, next)} />
        </div>
      </div>
    </div>
  );
}
