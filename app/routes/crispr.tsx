// /crispr: the CRISPR-Net tool; with ?id= it shows that job's result (the spec's other reading).
import { useSearchParams } from 'react-router';
import type { Route } from './+types/crispr';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
import { CRISPR_TITLE, CrisprFrame } from '../features/crispr/crispr-frame.tsx';
import { CrisprForm } from '../features/crispr/crispr-form.tsx';
import { CrisprResult, jobIdParam } from '../features/crispr/crispr-result.tsx';
import { withSiteMeta } from '../components/page-meta.ts';

const ownMeta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(rootSettings(matches)?.company_name, CRISPR_TITLE) },
  { name: 'description', content: 'CRISPR-Net 在线脱靶评分：输入 sgRNA 在靶与脱靶序列对（支持错配与 DNA/RNA bulge），深度学习模型预测脱靶活性。' },
];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function CrisprRoute() {
  const [params] = useSearchParams();
  if (params.has('id')) {
    return (
      <CrisprFrame heading="评分结果" testId="crispr-result-page">
        <CrisprResult id={jobIdParam(params.get('id'))} />
      </CrisprFrame>
    );
  }
  return (
    <CrisprFrame heading="在线评分" testId="crispr-tool-page">
      <CrisprForm />
    </CrisprFrame>
  );
}
