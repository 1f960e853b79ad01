// The two views of a technical-service list: cards (category type 9, view 1) and a table whose columns
// fit the molds (type 10, view 0). Both server-render every row; the order button opens the modal.
import { Button, Table, type TableColumnsType } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import type { TechProduct } from '../../../contracts/api/product.ts';
import { IMAGE_SIZES, SiteImage } from '../../components/site-image.tsx';
import { techColumns } from './tech-columns.ts';
import { priceText } from './tech-query.ts';

interface ListProps {
  rows: TechProduct[];
  onOrder: (product: TechProduct) => void;
}

function OrderButton({ product, onOrder }: { product: TechProduct; onOrder: (product: TechProduct) => void }) {
  return (
    <Button type="primary" size="small" icon={<ShoppingCartOutlined aria-hidden />} onClick={() => onOrder(product)} aria-label={`订购：${product.title}`} data-testid="order-button">
      订购
    </Button>
  );
}

export function TechProductTable({ rows, molds, onOrder }: ListProps & { molds: string | null }) {
  const columns: TableColumnsType<TechProduct> = [
    ...techColumns(molds).map((column) => ({
      key: column.field,
      dataIndex: column.field,
      title: column.title,
      width: column.width,
      render: (value: string | null) => (column.field === 'price' ? priceText(value) : value || '—'),
    })),
    {
      key: 'action',
      title: '操作',
      width: 90,
      fixed: 'right' as const,
      render: (_value: unknown, product: TechProduct) => <OrderButton product={product} onOrder={onOrder} />,
    },
  ];
  return (
    <div className="tech-table" data-testid="tech-table">
      <Table<TechProduct>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        onRow={() => ({ 'data-testid': 'tech-row' }) as React.HTMLAttributes<HTMLElement>}
      />
    </div>
  );
}

export function TechProductCards({ rows, onOrder }: ListProps) {
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
                <dt>货号</dt>
                <dd>{product.article_number || '—'}</dd>
              </div>
              <div>
                <dt>物种</dt>
                <dd>{product.species || '—'}</dd>
              </div>
              {product.gene_name ? (
                <div>
                  <dt>基因</dt>
                  <dd>{product.gene_name}</dd>
                </div>
              ) : null}
              <div>
                <dt>规格</dt>
                <dd>{product.specifications || '—'}</dd>
              </div>
            </dl>
            <div className="tech-card__foot">
              <span className="tech-card__price">{priceText(product.price)}</span>
              <OrderButton product={product} onOrder={onOrder} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
