// The three pages of a GUIDE-seq or amplicon order (sample form, sample list, sample detail): one
// frame each, so the six route files only name their kind and view. Titles, breadcrumbs and test ids
// per page. Every page's crumb names its service and leads to that service's tab of the order centre
// (decision 0069: the amplicon list no longer reads 细胞株订单, which led amplicon customers astray).
import type { MetaDescriptor } from 'react-router';
import { useLocation } from 'react-router';
import { withSiteMeta } from '../../components/page-meta.ts';
import { rootMessages, rootSettings } from '../../components/shell-data.ts';
import { pageTitle } from '../../components/shell-rules.ts';
import { translator } from '../../i18n/translate.ts';
import { useLocale, useT, type PathTo } from '../../i18n/use-t.ts';
import type { MessageKey } from '../../i18n/zh.ts';
import { LEIXING, type SampleOrderKind } from '../../../contracts/order.ts';
import { OrderFrame } from './order-frame.tsx';
import { useMessageIn } from './use-message-in.ts';
import { SampleDetail } from './sample-detail.tsx';
import { SampleForm } from './sample-form.tsx';
import { SampleList } from './sample-list.tsx';

export type SampleOrderView = 'action' | 'list' | 'detail';

const TITLES: Record<SampleOrderView, MessageKey> = { action: 'order.title.action', list: 'order.title.list', detail: 'order.title.detail' };
const TEST_ID_PREFIX: Record<SampleOrderKind, string> = { guide: 'seq', amplicon: 'amplicon' };

/** The order centre on the kind's tab, in the page's language. */
export function orderCentreTab(pathTo: PathTo, kind: 'guide' | 'amplicon' | 'cell'): string {
  return pathTo('order', { tab: kind });
}

/** The pages' meta: the title, not indexed (personal pages). */
export function sampleOrderMeta(view: SampleOrderView) {
  return (args: Parameters<typeof withSiteMeta>[0]): MetaDescriptor[] =>
    withSiteMeta(args, [
      { title: pageTitle(rootSettings(args.matches)?.company_name, translator(rootMessages(args.matches))(TITLES[view])) },
      { name: 'robots', content: 'noindex' },
    ]);
}

export function SampleOrderPage({ kind, view }: { kind: SampleOrderKind; view: SampleOrderView }) {
  const location = useLocation();
  const t = useT();
  const title = t(TITLES[view]);
  const m = useMessageIn();
  const { pathTo } = useLocale();
  return (
    <OrderFrame
      title={title}
      crumbs={[{ label: m(LEIXING[kind]), to: orderCentreTab(pathTo, kind) }, { label: title }]}
      redirect={`${location.pathname}${location.search}`}
      testId={`${TEST_ID_PREFIX[kind]}-${view}`}
    >
      {view === 'action' ? <SampleForm kind={kind} /> : view === 'list' ? <SampleList kind={kind} /> : <SampleDetail kind={kind} />}
    </OrderFrame>
  );
}
