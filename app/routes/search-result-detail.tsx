// /searchResultDetail?kind=&id=: one search hit (article or product; news and plasmids also render
// here though they have their own pages). Unknown kinds, ids or hidden items answer the 404 page.
import { ArrowLeftOutlined } from '../components/plain-icons.tsx';
import { Link, data, useNavigate } from 'react-router';
import { orNotFoundPage } from '../components/or-not-found-page.ts';
import type { Route } from './+types/search-result-detail';
import { serverContext } from '../server-context.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
import { plainText } from '../components/plain-text.ts';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { Breadcrumb } from '../components/page-frame.tsx';
import { parseDetailQuery } from '../features/search/search-query.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { pageLanguage } from '../../contracts/page-language.ts';
import { rootMessages } from '../components/shell-data.ts';
import { translator } from '../i18n/translate.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { EnglishNotice } from '../components/english-notice.tsx';
import { pagePath } from '../../contracts/page-paths.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  const lang = pageLanguage(request);
  const query = parseDetailQuery(new URL(request.url).searchParams);
  if (!query) throw data(null, { status: 404 });
  const item = await orNotFoundPage(services.search.detail(query.kind, query.id, { lang }));
  // The item's own page is the canonical address of what this page shows (withSiteMeta puts it
  // into the page's language).
  return { ...item, canonical: item.url ? services.config.publicUrl + item.url : null };
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => {
  const company = rootSettings(matches)?.company_name;
  const t = translator(rootMessages(matches));
  if (!loaderData) return [{ title: pageTitle(company, t('nav.notFound')) }, { name: 'robots', content: 'noindex' }];
  const summary = loaderData.fields.map((f) => `${f.label}${t('searchDetail.fieldSeparator')}${f.value}`).join(t('searchDetail.fieldJoin'));
  const description = (summary || plainText(loaderData.body)).slice(0, 150) || loaderData.title;
  return [
    { title: pageTitle(company, loaderData.title) },
    { name: 'description', content: description },
    ...(loaderData.canonical ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
  ];
};

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function SearchResultDetail({ loaderData: item }: Route.ComponentProps) {
  const t = useT();
  const { to } = useLocale();
  const navigate = useNavigate();
  return (
    <div className="search-page search-detail" data-testid="search-detail">
      <div className="container">
        <Breadcrumb items={[{ label: t('nav.home'), to: pagePath('home') }, { label: t('search.title'), to: pagePath('search-result') }, { label: t('searchDetail.crumb') }]} />
        <EnglishNotice item={item} />
        <article className="search-detail__article">
          <header className="search-detail__header">
            <button type="button" className="search-detail__back" onClick={() => void navigate(-1)} aria-label={t('searchDetail.back')}>
              <ArrowLeftOutlined aria-hidden />
            </button>
            <span className={`search-card__kind search-card__kind--${item.type}`}>{t(`search.badge.${item.type}`)}</span>
            <h1 className="search-detail__title">{item.title}</h1>
          </header>
          {item.fields.length ? (
            <dl className="search-detail__fields">
              {item.fields.map((field) => (
                <div key={field.label} className="search-detail__field">
                  <dt>{field.label}</dt>
                  <dd>{field.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {item.body ? <div className="search-detail__body search-html" dangerouslySetInnerHTML={{ __html: item.body }} /> : null}
          {item.url ? (
            <p className="search-detail__more">
              <Link to={to(item.url)} className="button button--primary">
                {t('searchDetail.more')}
              </Link>
            </p>
          ) : null}
        </article>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
