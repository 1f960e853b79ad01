// The two views of a technical-service list: cards (category type 9, view 1) and a table whose columns
// fit the molds (type 10, view 0). Both server-render every row; the order button opens the modal.
// antd's Table, Card and Button are drawn without antd (decision 0049): the page hydrates as a whole,
// so an order button answers from the page's own hydration on.
import { ShoppingCartOutlined } from '../../components/plain-icons.tsx';
import type { TechProduct } from '../../../contracts/api/product.ts';
import { PlainButton } from '../../components/plain-button.tsx';
import type { PlainColumn } from '../../components/plain-table.tsx';
import { PlainResponsiveTable } from '../../components/plain-responsive-table.tsx';
import { IMAGE_SIZES, SiteImage } from '../../components/site-image.tsx';
import { techColumns } from './tech-columns.ts';
import { priceText } from './tech-query.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';

interface ListProps {
  rows: TechProduct[];
  onOrder: (product: TechProduct) => void;
}

function OrderButton({ product, onOrder }: { product: TechProduct; onOrder: (product: TechProduct) => void }) {
  const t = useT();
  return (
    <PlainButton type="primary" size="small" icon={<ShoppingCartOutlined aria-hidden />} onClick={() => onOrder(product)} aria-label={t('catalogue.orderOf', { title: product.title })} data-testid="order-button" data-early-press>
      {t('catalogue.order')}
    </PlainButton>
  );
}

/** At least this wide: below it (a tablet) the table scrolls in its own box rather than squeezing columns. */
const TABLE_MIN_WIDTH = 840;

/** The last column: each row's order button. */
function orderColumn(title: string, onOrder: ListProps['onOrder']): PlainColumn<TechProduct> {
  return { key: 'action', title, className: 'tech-table__action', cell: (product) => <OrderButton product={product} onOrder={onOrder} /> };
}

export function TechProductTable({ rows, molds, onOrder }: ListProps & { molds: string | null }) {
  const fields = techColumns(molds);
  const t = useT();
  const { lang } = useLocale();
  const heading = (column: (typeof fields)[number]) => (lang === 'en' ? column.enTitle : column.title);
  const price = (value: string | null) => priceText(value, t('catalogue.priceOnRequest'));
  // Columns share the list's width (about 880 px at 1366) and wrap their text, so every column and the
  // price are read without scrolling; the price and the order button never wrap.
  const columns: PlainColumn<TechProduct>[] = [
    ...fields.map((column) => ({
      key: column.field,
      title: heading(column),
      className: `tech-table__${column.field === 'price' ? 'price' : 'cell'}`,
      cell: (product: TechProduct) => (column.field === 'price' ? price(product.price) : product[column.field] || '—'),
    })),
    orderColumn(t('catalogue.action'), onOrder),
  ];
  return (
    <div className="tech-table" data-testid="tech-table">
      <PlainResponsiveTable<TechProduct>
        rowKey={(product) => product.id}
        columns={columns}
        rows={rows}
        scrollX={TABLE_MIN_WIDTH}
        rowTestId="tech-row"
        cardTestId="tech-row"
        renderCard={(product) => ({
          key: product.id,
          title: product.title,
          status: <span className="tech-card__price">{price(product.price)}</span>,
          fields: fields
            .filter((column) => column.field !== 'title' && column.field !== 'price')
            .map((column) => ({ label: heading(column), value: product[column.field] || '—' })),
          actions: <OrderButton product={product} onOrder={onOrder} />,
        })}
      />
    </div>
  );
}

export function TechProductCards({ rows, onOrder }: ListProps) {
  const t = useT();
  return (
    <ul className="tech-cards" data-testid="tech-cards">
      {rows.map((product) => (
        <li key={product.id} className="tech-card" data-testid="tech-row">
          {product.litpic ? <SiteImage className="tech-card__image" src={product.litpic} alt="" sizes={IMAGE_SIZES.tile} width={400} height={240} /> : null}
          <div className="tech-card__body">
            <h2 className="tech-card__title">{product.title}</h2>
            {product.en_title ? <p className="tech-card__en">{product.en_title}</p> : null}
            <dl className="tech-card__facts">
              <div>
                <dt>{t('catalogue.itemNoShort')}</dt>
                <dd>{product.article_number || '—'}</dd>
              </div>
              <div>
                <dt>{t('catalogue.species')}</dt>
                <dd>{product.species || '—'}</dd>
              </div>
              {product.gene_name ? (
                <div>
                  <dt>{t('catalogue.gene')}</dt>
                  <dd>{product.gene_name}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('catalogue.specification')}</dt>
                <dd>{product.specifications || '—'}</dd>
              </div>
            </dl>
            <div className="tech-card__foot">
              <span className="tech-card__price">{priceText(product.price, t('catalogue.priceOnRequest'))}</span>
              <OrderButton product={product} onOrder={onOrder} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
