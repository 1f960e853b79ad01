// /order: the left menu (the three fixed entries, then the special categories from the server), the
// entry of the `tab` query selected (the first without one or for an unknown one). A click puts the
// entry in the address as a new history entry, so a reload, a shared link and the back button keep it. A fixed entry shows its order table; a server category shows tag
// buttons for its children (spec/ordering.md section 2; what the children lead to follows the site's
// navigation rule).
import { Empty, Menu } from 'antd';
import { useSearchParams } from 'react-router';
import type { CategoryNode } from '../../../contracts/api/content.ts';
import { ORDER_MENU } from '../../../contracts/order.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { CategoryLink } from '../../components/category-link.tsx';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { OrderTable } from './order-table.tsx';

export type SpecialCategory = Pick<CategoryNode, 'id' | 'pid' | 'catname' | 'type' | 'gourl' | 'molds' | 'tid'> & {
  childs: SpecialCategory[];
};

export function OrderCentre({ categories }: { categories: SpecialCategory[] }) {
  const t = useT();
  const { lang } = useLocale();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const known = ORDER_MENU.some((entry) => entry.kind === tab) || categories.some((c) => `cat-${c.id}` === tab);
  const selected = tab && known ? tab : ORDER_MENU[0].kind;
  const fixed = ORDER_MENU.find((entry) => entry.kind === selected);
  const category = fixed ? null : categories.find((c) => `cat-${c.id}` === selected);
  const select = (key: string) => {
    if (key === selected) return;
    const next = new URLSearchParams(params);
    next.set('tab', key);
    void setParams(next, { preventScrollReset: true });
  };

  return (
    <div className="order-centre">
      <nav className="order-centre__menu" aria-label={t('order.centre')}>
        <Menu
          mode="inline"
          selectedKeys={[selected]}
          onClick={({ key }) => select(key)}
          items={[
            ...ORDER_MENU.map((entry) => ({ key: entry.kind, label: messageIn(lang, entry.label) })),
            ...categories.map((c) => ({ key: `cat-${c.id}`, label: c.catname })),
          ]}
        />
      </nav>
      <div className="order-centre__content">
        {fixed ? (
          <OrderTable key={fixed.kind} kind={fixed.kind} addLabel={fixed.addLabel} />
        ) : category ? (
          <div className="order-centre__tags" data-testid="order-category-tags">
            <h2 className="order-centre__subtitle">{category.catname}</h2>
            {category.childs.length > 0 ? (
              <div className="order-centre__tag-list">
                {category.childs.map((child) => (
                  <CategoryLink key={child.id} node={child} isTopLevel={false} className="order-tag">
                    {child.catname}
                  </CategoryLink>
                ))}
              </div>
            ) : (
              <Empty description={t('order.empty')} />
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}
