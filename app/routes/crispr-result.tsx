// /crispr-result?id=: one job's status and results (login required; only the owner's jobs).
import { useSearchParams } from 'react-router';
import type { Route } from './+types/crispr-result';
import siteValidationCss from '../styles/site-validation.css?url';
import { pageTitle } from '../components/shell-rules.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { CrisprFrame } from '../features/crispr/crispr-frame.tsx';
import { CrisprResult } from '../features/crispr/crispr-result.tsx';
import { jobIdParam } from '../features/crispr/job-id.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { translator } from '../i18n/translate.ts';
import { useT } from '../i18n/use-t.ts';

const ownMeta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(rootSettings(matches)?.company_name, translator(rootMessages(matches))('crispr.resultTitle')) },
  { name: 'robots', content: 'noindex' },
];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: siteValidationCss }];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function CrisprResultRoute() {
  const [params] = useSearchParams();
  const t = useT();
  return (
    <CrisprFrame heading={t('crispr.headingResult')} testId="crispr-result-page">
      <CrisprResult id={jobIdParam(params.get('id'))} />
    </CrisprFrame>
  );
}
