// /orderCellAction (id: edit): the cell-line construction form ('submit sample'). Without a session the
// prompt's login leads back with redirect=orderCellAction (the edit page comes back to itself).
import type { Route } from './+types/order-cell-action';
import { useLocation } from 'react-router';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { OrderFrame } from '../features/order/order-frame.tsx';
import { CellForm } from '../features/order/cell-form.tsx';

const ownMeta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(rootSettings(matches)?.company_name, '提交样本') },
  { name: 'robots', content: 'noindex' },
];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function Page() {
  const location = useLocation();
  const redirect = location.search ? `${location.pathname}${location.search}` : 'orderCellAction';
  return (
    <OrderFrame title="提交样本" crumbs={[{ label: '细胞株构建', to: '/order' }, { label: '提交样本' }]} redirect={redirect} testId="cell-action">
      <CellForm />
    </OrderFrame>
  );
}
