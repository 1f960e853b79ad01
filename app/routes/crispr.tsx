// /crispr: the CRISPR-Net tool; with ?id= it shows that job's result (the spec's other reading).
import { useSearchParams } from 'react-router';
import type { Route } from './+types/crispr';
import { pageTitle } from '../components/shell-rules.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { CrisprFrame } from '../features/crispr/crispr-frame.tsx';
import { CrisprForm } from '../features/crispr/crispr-form.tsx';
import { CrisprResult, jobIdParam } from '../features/crispr/crispr-result.tsx';
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

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function CrisprRoute() {
  const [params] = useSearchParams();
  const t = useT();
  if (params.has('id')) {
    return (
      <CrisprFrame heading={t('crispr.headingResult')} testId="crispr-result-page">
        <CrisprResult id={jobIdParam(params.get('id'))} />
      </CrisprFrame>
    );
  }
  return (
    <CrisprFrame heading={t('crispr.headingTool')} testId="crispr-tool-page">
      <CrisprForm />
    </CrisprFrame>
  );
}
