// /orderCellDetail (query id): the cell-line order read-only.
import type { Route } from './+types/order-cell-detail';
import { useLocation } from 'react-router';
import { pageTitle } from '../components/shell-rules.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { translator } from '../i18n/translate.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { OrderFrame } from '../features/order/order-frame.tsx';
import { CellDetail } from '../features/order/cell-detail.tsx';
import detailListCss from '../styles/detail-list.css?url';

const ownMeta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(rootSettings(matches)?.company_name, translator(rootMessages(matches))('orderCell.detailTitle')) },
  { name: 'robots', content: 'noindex' },
];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

// The order's labelled details (app/components/detail-list.tsx): only the pages that show them load the sheet.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: detailListCss }];

export default function Page() {
  const location = useLocation();
  const t = useT();
  const { pathTo } = useLocale();
  return (
    <OrderFrame title={t('orderCell.detailTitle')} crumbs={[{ label: t('orderCell.crumb'), to: pathTo('order', { tab: 'cell' }) }, { label: t('orderCell.detailTitle') }]} redirect={`${location.pathname}${location.search}`} testId="cell-detail-page">
      <CellDetail />
    </OrderFrame>
  );
}
