// /privacyPolicy: the privacy policy's HTML body from the server (pages slug 'privacy', sanitised).
import type { Route } from './+types/privacy-policy';
import { serverContext } from '../server-context.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { Breadcrumb, PageBand } from '../components/page-frame.tsx';
import { withSiteMeta } from '../components/page-meta.ts';
import { pageLanguage } from '../../contracts/page-language.ts';
import { EnglishNotice } from '../components/english-notice.tsx';
import { useT } from '../i18n/use-t.ts';
import { translator } from '../i18n/translate.ts';
import { pagePath } from '../../contracts/page-paths.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { services } = context.get(serverContext);
  const page = await services.search.privacyPolicy({ lang });
  return { ...page, canonical: `${services.config.publicUrl}${pagePath('privacy-policy')}` };
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = translator(rootMessages(matches));
  const company = rootSettings(matches)?.company_name;
  return [
    { title: pageTitle(company, loaderData?.title || t('privacy.title')) },
    { name: 'description', content: t('privacy.description', { company: company ?? t('privacy.company') }) },
    ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
  ];
};

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const title = loaderData.title || t('privacy.title');
  return (
    <div className="search-page privacy-page" data-testid="privacy-policy">
      <PageBand title={title} />
      <div className="container">
        <Breadcrumb items={[{ label: t('nav.home'), to: pagePath('home') }, { label: title }]} />
        <EnglishNotice item={loaderData} />
        <article className="privacy-page__article">
          <h1 className="privacy-page__title">{title}</h1>
          {loaderData.body ? (
            <div className="search-html privacy-page__body" dangerouslySetInnerHTML={{ __html: loaderData.body }} />
          ) : (
            <p className="search-empty">{t('privacy.empty')}</p>
          )}
        </article>
      </div>
    </div>
  );
}
