// /dynamicDetail?id: a service detail page (category type 1): header image, breadcrumb, the article's
// title and body, the booking form with its SMS code behind the slider puzzle, and the site's fixed
// contact buttons. Server-rendered; an unknown id is the 404 page. Without an article the category's
// own body is shown and nothing can be booked.
import type { Route } from './+types/dynamic-detail';
import { serverContext } from '../server-context.ts';
import { Breadcrumb, PageBanner } from '../components/page-frame.tsx';
import { withSiteMeta } from '../components/page-meta.ts';
import { plainText } from '../components/plain-text.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
import { readServiceCategory } from '../features/service/service-page-data.ts';
import { LazyBookingForm } from '../features/service/lazy-booking-form.tsx';
import { ServiceAdvantages } from '../features/service/service-advantages.tsx';
import { pageLanguage } from '../../contracts/page-language.ts';
import { EnglishNotice } from '../components/english-notice.tsx';
import { useT } from '../i18n/use-t.ts';
import { pagePath } from '../../contracts/page-paths.ts';
import blockIconsCss from '../styles/block-icons.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: blockIconsCss }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { services } = context.get(serverContext);
  const page = await readServiceCategory(services, request);
  // A preview link (server/modules/content/preview.ts) shows its article, even a draft, in place of the first one.
  const previewId = await services.preview.previewedId(request, 'article');
  const previewed = previewId === null ? null : await services.articles.findForPreview(previewId, { lang });
  const article = previewed?.tid === page.category.id ? previewed : await services.articles.firstOfCategory(page.category.id, { lang });
  return { ...page, article };
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => {
  const title = loaderData?.article?.title || loaderData?.category.catname;
  const description = plainText(loaderData?.article?.description) || plainText(loaderData?.category.description);
  const keywords = loaderData?.article?.keywords || loaderData?.category.keywords;
  return [
    { title: pageTitle(rootSettings(matches)?.company_name, title) },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...(keywords ? [{ name: 'keywords', content: keywords }] : []),
  ];
};

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function DynamicDetail({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { category, trail, banner, article } = loaderData;
  // An untranslated article has an empty English title: the category's name stands in.
  const title = article?.title || category.catname;
  const body = article?.body || category.body || category.description || '';
  return (
    <div className="service-page" data-testid="dynamic-detail">
      <PageBanner title={category.catname} image={banner} />
      <div className="container">
        <Breadcrumb items={[{ label: t('nav.home'), to: pagePath('home') }, ...trail.map((node) => ({ label: node.catname })), { label: title }]} />
        <div className="service-detail">
          <EnglishNotice item={article ?? category} />
          <article className="service-detail__article" aria-labelledby="service-detail-title">
            <h1 id="service-detail-title" className="service-page__title">
              {title}
            </h1>
            {body ? (
              <div className="service-detail__body rich-text" data-testid="service-body" dangerouslySetInnerHTML={{ __html: body }} />
            ) : (
              <p className="empty-state">{t('service.noIntro')}</p>
            )}
            <ServiceAdvantages youshi={category.youshi} blocks={[]} />
          </article>
          <aside className="service-detail__aside">
            {article ? (
              <LazyBookingForm key={article.id} target={{ aid: article.id, tid: category.id, title }} />
            ) : (
              <p className="empty-state">{t('service.noBooking')}</p>
            )}
          </aside>
        </div>
      </div>
    </div>
  );
}
