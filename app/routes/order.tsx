// /order: the order centre. The special categories are public and come with the page; the orders are
// loaded in the browser with the session token.
import type { Route } from './+types/order';
import { serverContext } from '../server-context.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { OrderFrame } from '../features/order/order-frame.tsx';
import { OrderCentre, type SpecialCategory } from '../features/order/order-centre.tsx';
import { pageLanguage } from '../../contracts/page-language.ts';
import { useT } from '../i18n/use-t.ts';
import { translator } from '../i18n/translate.ts';

function menuFields(node: SpecialCategory): SpecialCategory {
  const { id, pid, catname, type, gourl, molds, tid } = node;
  return { id, pid, catname, type, gourl, molds, tid, childs: node.childs.map(menuFields) };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { services } = context.get(serverContext);
  const categories = await services.content.specialCategories({ lang });
  return { categories: categories.map(menuFields) };
}

const ownMeta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(rootSettings(matches)?.company_name, translator(rootMessages(matches))('order.centre')) },
  { name: 'robots', content: 'noindex' },
];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function OrderRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <OrderFrame title={t('order.centre')} crumbs={[{ label: t('order.centre') }]} redirect="order" testId="order-centre">
      <OrderCentre categories={loaderData.categories} />
    </OrderFrame>
  );
}
