// /orderCellList (query oid, orderno): the cell-line orders. The specification shows no columns beyond
// the order centre's table, so the page is that table for type 3 (gene copy number, view/edit/delete).
import type { Route } from './+types/order-cell-list';
import siteValidationCss from '../styles/site-validation.css?url';
import { useLocation } from 'react-router';
import { ORDER_MENU } from '../../contracts/order.ts';
import { messageIn } from '../../contracts/english-messages.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { translator } from '../i18n/translate.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { OrderFrame } from '../features/order/order-frame.tsx';
import { OrderTable } from '../features/order/order-table.tsx';

const ownMeta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(rootSettings(matches)?.company_name, translator(rootMessages(matches))('orderCell.listTitle')) },
  { name: 'robots', content: 'noindex' },
];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: siteValidationCss }];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function Page() {
  const location = useLocation();
  const t = useT();
  const { lang, pathTo } = useLocale();
  return (
    <OrderFrame title={t('orderCell.listTitle')} crumbs={[{ label: t('orderCell.crumb'), to: pathTo('order', { tab: 'cell' }) }, { label: t('orderCell.listCrumb') }]} redirect={`${location.pathname}${location.search}`} testId="cell-list">
      <OrderTable kind="cell" addLabel={messageIn(lang, ORDER_MENU[2].addLabel)} />
    </OrderFrame>
  );
}
