// /talentRecruitmentDetail?key={id}: one job posting. The loader runs again whenever `key` changes;
// an unknown or malformed key is a 404 page.
import { ArrowLeftOutlined } from '../components/plain-icons.tsx';
import { data, Link, useLocation } from 'react-router';
import { orNotFoundPage } from '../components/or-not-found-page.ts';
import type { Route } from './+types/talent-recruitment-detail';
import { JobType, publishDate } from '../../contracts/about.ts';
import { serverContext } from '../server-context.ts';
import { plainText } from '../components/plain-text.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { recruitmentLabel } from '../features/about/recruitment-page.tsx';
import { withSiteMeta } from '../components/page-meta.ts';
import { pageLanguage } from '../../contracts/page-language.ts';
import { EnglishNotice } from '../components/english-notice.tsx';
import { rootMessages } from '../components/shell-data.ts';
import { translator } from '../i18n/translate.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { pagePath } from '../../contracts/page-paths.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { services } = context.get(serverContext);
  const key = new URL(request.url).searchParams.get('key') ?? '';
  const id = /^\d{1,9}$/.test(key) ? Number(key) : 0;
  if (id <= 0) throw data(null, { status: 404 });
  // A preview link (server/modules/content/preview.ts) shows the posting even while hidden.
  const preview = await services.preview.allows(request, 'job', id);
  const [job, settings] = await Promise.all([
    orNotFoundPage(services.about.job(id, { preview, lang })),
    services.content.webSettings({ lang }),
  ]);
  return { job, companyName: settings.company_name };
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const t = translator(rootMessages(matches));
  const { job } = loaderData;
  const facts = [job.leixing, job.didian, job.renshu ? t('job.metaCount', { count: job.renshu }) : ''].filter(Boolean).join(' · ');
  return [
    { title: pageTitle(loaderData.companyName, job.title) },
    { name: 'description', content: [facts, plainText(job.body).slice(0, 120)].filter(Boolean).join(t('job.labelSeparator')) },
  ];
};

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

/** Where the back arrow goes: the list the visitor came from, else the list of the posting's type. */
function backTarget(state: unknown, type: number, to: (path: string) => string): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && /^(\/en)?\/(recruitment|contactus)\//i.test(from)) return from;
  return to(pagePath(type === JobType.school ? 'recruitment-school' : 'recruitment-enterprise'));
}

export default function TalentRecruitmentDetail({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { to } = useLocale();
  const { job } = loaderData;
  const location = useLocation();
  const back = backTarget(location.state, job.type, to);
  return (
    <article className="job-detail container" data-testid="job-detail">
      <EnglishNotice item={job} />
      <Link to={back} className="job-detail__back" data-testid="job-back">
        <ArrowLeftOutlined aria-hidden="true" />
        <span>{t('job.back', { label: t(recruitmentLabel(job.type)) })}</span>
      </Link>
      <header className="job-detail__header">
        <h1 className="job-detail__title">{job.title}</h1>
        <ul className="job-detail__facts">
          {job.leixing ? <li>{t('job.kind')}{t('job.labelSeparator')}{job.leixing}</li> : null}
          {job.didian ? <li>{t('job.place')}{t('job.labelSeparator')}{job.didian}</li> : null}
          {job.renshu ? <li>{t('job.count')}{t('job.labelSeparator')}{job.renshu}</li> : null}
          <li>{t('job.published')}{t('job.labelSeparator')}{publishDate(job.create_time)}</li>
        </ul>
      </header>
      <div className="job-detail__body rich-text" data-testid="job-body" dangerouslySetInnerHTML={{ __html: job.body }} />
    </article>
  );
}
