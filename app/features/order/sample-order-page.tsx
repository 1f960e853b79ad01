// The three pages of a GUIDE-seq or amplicon order (sample form, sample list, sample detail): one
// frame each, so the six route files only name their kind and view. Titles, breadcrumbs and test ids
// per page; the amplicon list's crumb is worded as the source words it (spec/ordering.md, decision 0022),
// the other amplicon pages name the service.
import type { MetaDescriptor } from 'react-router';
import { useLocation } from 'react-router';
import type { SampleOrderKind } from '../../../contracts/order.ts';
import { withSiteMeta } from '../../components/page-meta.ts';
import { rootSettings } from '../../components/shell-data.ts';
import { pageTitle } from '../../components/shell-rules.ts';
import { OrderFrame } from './order-frame.tsx';
import { SampleDetail } from './sample-detail.tsx';
import { SampleForm } from './sample-form.tsx';
import { SampleList } from './sample-list.tsx';

export type SampleOrderView = 'action' | 'list' | 'detail';

const TITLES: Record<SampleOrderView, string> = { action: '提交样本', list: '样本列表', detail: '样本详情' };
const SERVICE_CRUMB: Record<SampleOrderKind, string> = { guide: 'GUIDE-seq脱靶检测', amplicon: '扩增子检测' };
const TEST_ID_PREFIX: Record<SampleOrderKind, string> = { guide: 'seq', amplicon: 'amplicon' };

function serviceCrumb(kind: SampleOrderKind, view: SampleOrderView): string {
  return kind === 'amplicon' && view === 'list' ? '细胞株订单' : SERVICE_CRUMB[kind];
}

/** The pages' meta: the title, not indexed (personal pages). */
export function sampleOrderMeta(view: SampleOrderView) {
  return (args: Parameters<typeof withSiteMeta>[0]): MetaDescriptor[] =>
    withSiteMeta(args, [{ title: pageTitle(rootSettings(args.matches)?.company_name, TITLES[view]) }, { name: 'robots', content: 'noindex' }]);
}

export function SampleOrderPage({ kind, view }: { kind: SampleOrderKind; view: SampleOrderView }) {
  const location = useLocation();
  const title = TITLES[view];
  return (
    <OrderFrame
      title={title}
      crumbs={[{ label: serviceCrumb(kind, view), to: '/order' }, { label: title }]}
      redirect={`${location.pathname}${location.search}`}
      testId={`${TEST_ID_PREFIX[kind]}-${view}`}
    >
      {view === 'action' ? <SampleForm kind={kind} /> : view === 'list' ? <SampleList kind={kind} /> : <SampleDetail kind={kind} />}
    </OrderFrame>
  );
}
