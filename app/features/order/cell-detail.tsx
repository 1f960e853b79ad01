// /orderCellDetail (query id): a cell-line order read-only with every field under a readable label, the
// proofs as short-lived download links; edit and delete at status 0 only (docs/decisions/0011-cell-line-delete-rule.md),
// delete asks first and goes back on success with 删除成功. Below (beyond the specification) the order's
// progress, result files and messages.
import { Button, Empty, Space, Spin, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { cellOrderApi } from '../../../contracts/api/order-cell.ts';
import { CELL_FILE_FIELDS, CELL_FIELD_KEYS, CELL_MESSAGES, canDeleteCell, canEditCell, cellFieldLabel, cellValueText } from '../../../contracts/order-cell.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { formatDate, statusLabel } from '../../../contracts/order.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { confirmDelete } from './delete-confirm.ts';
import { queryId } from './order-kinds.ts';
import { OrderLifeSections } from './progress/order-life-sections.tsx';
import { pricingApi } from '../../../contracts/api/pricing.ts';
import { OrderPricing } from './pricing/order-pricing.tsx';
import { useGoBack } from './sample-form.tsx';
import { ReorderButton } from './reorder-button.tsx';
import { DetailList } from '../../components/detail-list.tsx';

const FILE_FIELDS: readonly string[] = CELL_FILE_FIELDS;

export function CellDetail() {
  const [params] = useSearchParams();
  const id = queryId(params.get('id'));
  const navigate = useNavigate();
  const t = useT();
  const { lang, pathTo } = useLocale();
  const goBack = useGoBack(pathTo('order'));
  const loaded = useApiData(cellOrderApi.info, { id }, { enabled: id !== null });
  // undefined while loading, null when the order is missing (or not this user's).
  const order = loaded.status === 'failed' ? null : loaded.data;
  const pricing = useApiData(pricingApi.estimate, { kind: 'cell', id }, { enabled: id !== null });

  if (!id || order === null) return <Empty description={messageIn(lang, CELL_MESSAGES.notFound)} />;
  if (order === undefined) {
    return (
      <div className="account-loading">
        <Spin />
      </div>
    );
  }

  const items = CELL_FIELD_KEYS.map((field) => {
    const text = cellValueText(field, order[field], lang);
    // A proof opens through the short-lived link the answer carried (the stored address is private).
    const link = FILE_FIELDS.includes(field) ? order.file_links[field as (typeof CELL_FILE_FIELDS)[number]] : null;
    const children = link ? (
      <a href={link.url} target="_blank" rel="noreferrer" data-testid={`cell-file-${field}`}>
        {link.name}
      </a>
    ) : (
      text || '—'
    );
    return { key: field, label: cellFieldLabel(lang, field), children };
  });

  return (
    <div className="sample-detail cell-detail" data-testid="cell-detail">
      <DetailList
        className="sample-detail__order"
        title={t('orderCell.orderInfo')}
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'orderno', label: t('orderCell.orderno'), children: order.orderno },
          { key: 'create_time', label: t('orderCell.created'), children: formatDate(order.create_time) },
          { key: 'status', label: t('orderCell.status'), children: <Tag>{messageIn(lang, statusLabel(order.status))}</Tag> },
        ]}
      />
      <OrderPricing pricing={pricing.status === 'failed' ? null : pricing.data} />
      <DetailList title={t('orderCell.details')} bordered column={1} size="small" items={items} />
      <Space className="order-form__actions" wrap>
        {canEditCell(order.status) ? (
          <Button type="primary" onClick={() => void navigate(pathTo('order-cell-action', { id: order.id }))}>
            {t('orderCell.edit')}
          </Button>
        ) : null}
        {canDeleteCell(order.status) ? (
          <Button danger onClick={() => confirmDelete({ endpoint: cellOrderApi.remove, id: order.id, onDeleted: goBack })}>
            {t('orderCell.delete')}
          </Button>
        ) : null}
        <ReorderButton kind="cell" id={order.id} orderno={order.orderno} />
        <Button onClick={goBack}>{t('orderCell.back')}</Button>
      </Space>
      <OrderLifeSections kind="cell" id={order.id} status={order.status} />
    </div>
  );
}
