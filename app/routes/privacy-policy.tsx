// /privacyPolicy: the privacy policy's HTML body from the server (pages slug 'privacy', sanitised).
import type { Route } from './+types/privacy-policy';
import { serverContext } from '../server-context.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
import { Breadcrumb, PageBand } from '../components/page-frame.tsx';
import { withSiteMeta } from '../components/page-meta.ts';
import { pageLanguage } from '../../contracts/page-language.ts';
import { EnglishNotice } from '../components/english-notice.tsx';

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { services } = context.get(serverContext);
  const page = await services.search.privacyPolicy({ lang });
  return { ...page, canonical: `${services.config.publicUrl}/privacyPolicy` };
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => {
  const company = rootSettings(matches)?.company_name;
  return [
    { title: pageTitle(company, loaderData?.title || '隐私政策') },
    { name: 'description', content: `${company ?? '本公司'}如何收集、使用、保存和保护您的个人信息，以及您享有的权利。` },
    ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
  ];
};

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const title = loaderData.title || '隐私政策';
  return (
    <div className="search-page privacy-page" data-testid="privacy-policy">
      <PageBand title={title} />
      <div className="container">
        <Breadcrumb items={[{ label: '首页', to: '/' }, { label: title }]} />
        <EnglishNotice item={loaderData} />
        <article className="privacy-page__article">
          <h1 className="privacy-page__title">{title}</h1>
          {loaderData.body ? (
            <div className="search-html privacy-page__body" dangerouslySetInnerHTML={{ __html: loaderData.body }} />
          ) : (
            <p className="search-empty">隐私政策正在更新，请稍后再来查看。</p>
          )}
        </article>
      </div>
    </div>
  );
}
