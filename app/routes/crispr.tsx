// /crispr: the CRISPR-Net tool; with ?id= it shows that job's result (the spec's other reading).
// Outside the antd layout: the form and the result view are lazy islands (decision 0044).
import { useSearchParams } from 'react-router';
import type { Route } from './+types/crispr';
import siteValidationCss from '../styles/site-validation.css?url';
import { pageTitle } from '../components/shell-rules.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { CrisprFrame } from '../features/crispr/crispr-frame.tsx';
import { CrisprHelpText } from '../features/crispr/crispr-help-text.tsx';
import { jobIdParam } from '../features/crispr/job-id.ts';
import { LazyCrisprForm, LazyCrisprResult } from '../features/crispr/lazy-crispr.tsx';
import { withSiteMeta } from '../components/page-meta.ts';
import { translator } from '../i18n/translate.ts';
import { useT } from '../i18n/use-t.ts';

const ownMeta: Route.MetaFunction = ({ matches }) => {
  const t = translator(rootMessages(matches));
  return [
    { title: pageTitle(rootSettings(matches)?.company_name, t('crispr.title')) },
    { name: 'description', content: t('crispr.description') },
  ];
};

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: siteValidationCss }];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function CrisprRoute() {
  const [params] = useSearchParams();
  const t = useT();
  if (params.has('id')) {
    return (
      <CrisprFrame heading={t('crispr.headingResult')} testId="crispr-result-page">
        <LazyCrisprResult id={jobIdParam(params.get('id'))} />
      </CrisprFrame>
    );
  }
  return (
    <CrisprFrame heading={t('crispr.headingTool')} testId="crispr-tool-page">
      <CrisprHelpText />
      <LazyCrisprForm />
    </CrisprFrame>
  );
}
