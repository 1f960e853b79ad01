// /orderCellAction (id: edit): the cell-line construction form ('submit sample'). Without a session the
// prompt's login leads back with redirect=orderCellAction (the edit page comes back to itself).
import type { Route } from './+types/order-cell-action';
import { useLocation } from 'react-router';
import { pageTitle } from '../components/shell-rules.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { translator } from '../i18n/translate.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { OrderFrame } from '../features/order/order-frame.tsx';
import { CellForm } from '../features/order/cell-form.tsx';

const ownMeta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(rootSettings(matches)?.company_name, translator(rootMessages(matches))('orderCell.submitTitle')) },
  { name: 'robots', content: 'noindex' },
];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function Page() {
  const location = useLocation();
  const t = useT();
  const { lang, pathTo } = useLocale();
  // The specification's bare redirect=orderCellAction is the Chinese page: the English site names its own.
  const redirect = location.search || lang === 'en' ? `${location.pathname}${location.search}` : 'orderCellAction';
  return (
    <OrderFrame title={t('orderCell.submitTitle')} crumbs={[{ label: t('orderCell.crumb'), to: pathTo('order', { tab: 'cell' }) }, { label: t('orderCell.submitTitle') }]} redirect={redirect} testId="cell-action">
      <CellForm />
    </OrderFrame>
  );
}
