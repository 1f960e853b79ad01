// /newsCenter/newsCenterDetail?newsId: one news item or technical document, server-rendered. The
// loader runs again whenever newsId changes; a missing or unknown item is the 404 page.
import { data } from 'react-router';
import type { Route } from './+types/news-center-detail';
import { serverContext } from '../server-context.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { plainText } from '../components/plain-text.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { Breadcrumb, PageBanner } from '../components/page-frame.tsx';
import { CategoryType } from '../../contracts/content-constants.ts';
import { parsePositiveInt } from '../../contracts/numbers.ts';
import { NEWS_CENTER_PATH, findCategory, formatNewsDate, newsHeading } from '../features/news/news-query.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { pageLanguage } from '../../contracts/page-language.ts';
import { EnglishNotice } from '../components/english-notice.tsx';
import { useT } from '../i18n/use-t.ts';
import { translator } from '../i18n/translate.ts';
import { pagePath } from '../../contracts/page-paths.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { services } = context.get(serverContext);
  const id = parsePositiveInt(new URL(request.url).searchParams.get('newsId'));
  // A preview link (server/modules/content/preview.ts) shows the item even as a draft.
  const preview = id !== null && (await services.preview.allows(request, 'news', id));
  const item = id === null ? null : await services.news.find(id, { preview, lang });
  if (!item) throw data(null, { status: 404 });
  const [tree, banner] = await Promise.all([services.content.navigationTree(undefined, { lang }), services.content.categoryImage(item.tid)]);
  const category = findCategory(tree, item.tid);
  const techDocs = category?.type === CategoryType.TechDocs;
  return { item, banner: banner.info, bannerLabel: category?.catname ?? newsHeading(techDocs, lang) };
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => {
  const item = loaderData?.item;
  if (!item) return [{ title: pageTitle(rootSettings(matches)?.company_name, translator(rootMessages(matches))('nav.notFound')) }];
  const tags = [
    { title: pageTitle(rootSettings(matches)?.company_name, item.title) },
    { name: 'description', content: plainText(item.description) || item.title },
  ];
  if (item.keywords) tags.push({ name: 'keywords', content: item.keywords });
  return tags;
};

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function NewsCenterDetail({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { item, banner, bannerLabel } = loaderData;
  return (
    <div className="news-page news-detail" data-testid="news-detail">
      <PageBanner title={bannerLabel} image={banner} />
      <div className="container">
        <Breadcrumb
          items={[
            { label: t('nav.home'), to: pagePath('home') },
            { label: t('news.title'), to: NEWS_CENTER_PATH },
            { label: t('news.detail') },
          ]}
        />
        <EnglishNotice item={item} />
        <article className="news-article" aria-labelledby="news-article-title">
          <header className="news-article__header">
            <h1 id="news-article-title" className="news-article__title">
              {item.title}
            </h1>
            <p className="news-article__meta">
              {t('news.published')}<time dateTime={item.create_time}>{formatNewsDate(item.create_time)}</time>
            </p>
          </header>
          <div className="news-article__body news-rich" data-testid="news-body" dangerouslySetInnerHTML={{ __html: item.body }} />
        </article>
      </div>
    </div>
  );
}
