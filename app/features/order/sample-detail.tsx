// /orderSeqDetail and /orderAmpliconDetail (query id, orderno, oid): one sample read-only with parts of
// its order header; buttons edit (the form with id and oid), delete (on success back, then 删除成功)
// and back. Below them (beyond the specification) the order's progress as it concerns this sample and
// this sample's result files.
import { Button, Empty, Space, Spin, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LEIXING, ORDER_MESSAGES, canDelete, canEdit, formatDate, statusLabel, type SampleOrderKind } from '../../../contracts/order.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { confirmDelete } from './delete-confirm.ts';
import { SAMPLE_KINDS, queryId } from './order-kinds.ts';
import { OrderLifeSections } from './progress/order-life-sections.tsx';
import { pricingApi } from '../../../contracts/api/pricing.ts';
import { DueDate } from './pricing/price-parts.tsx';
import { useGoBack } from './sample-form.tsx';
import { sampleItems } from './sample-labels.tsx';
import { FIELD_LABEL } from '../../../contracts/order-field-labels.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { useMessageIn } from './use-message-in.ts';
import { pagePath } from '../../../contracts/page-paths.ts';
import { DetailList } from '../../components/detail-list.tsx';

export function SampleDetail({ kind }: { kind: SampleOrderKind }) {
  const config = SAMPLE_KINDS[kind];
  const t = useT();
  const m = useMessageIn();
  const { pathTo } = useLocale();
  const [params] = useSearchParams();
  const id = queryId(params.get('id'));
  const navigate = useNavigate();
  const loaded = useApiData(config.api.sample, { id }, { enabled: id !== null });
  // undefined while loading, null when the sample is missing (or not this user's).
  const sample = loaded.status === 'failed' ? null : loaded.data;
  const oid = sample?.oid ?? queryId(params.get('oid'));
  // The sample's expected finish date, from its order's dates (issue 34 point 3).
  const pricing = useApiData(pricingApi.estimate, { kind, id: oid }, { enabled: oid !== null });
  const schedule = pricing.data?.schedule.samples.find((s) => s.id === sample?.id) ?? null;
  const goBack = useGoBack(oid ? pagePath(config.pages.list, { oid, orderno: sample?.orderno }) : pagePath('order'));

  if (!id) return <Empty description={m(ORDER_MESSAGES.sampleNotFound)} />;
  if (sample === undefined) {
    return (
      <div className="account-loading">
        <Spin />
      </div>
    );
  }
  if (sample === null) return <Empty description={m(ORDER_MESSAGES.sampleNotFound)} />;

  return (
    <div className="sample-detail" data-testid="sample-detail">
      <DetailList
        className="sample-detail__order"
        title={t('order.orderInfo')}
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'orderno', label: m(FIELD_LABEL.orderno), children: sample.orderno },
          { key: 'leixing', label: m(FIELD_LABEL.leixing), children: m(LEIXING[kind]) },
          { key: 'order_status', label: m(FIELD_LABEL.orderStatus), children: m(statusLabel(sample.order_status)) },
        ]}
      />
      <DetailList
        title={
          <span>
            {t('order.sampleInfo')} <Tag>{m(statusLabel(sample.status))}</Tag>
          </span>
        }
        bordered
        column={1}
        size="small"
        items={[
          ...sampleItems(kind, sample, m),
          { key: 'create_time', label: m(FIELD_LABEL.created), children: formatDate(sample.create_time) },
          ...(schedule ? [{ key: 'due', label: t('order.price.due'), children: <DueDate due={schedule.due} state={schedule.state} testId="sample-detail-due" /> }] : []),
        ]}
      />
      <Space className="order-form__actions" wrap>
        {canEdit(sample.status) && canEdit(sample.order_status) ? (
          <Button type="primary" onClick={() => void navigate(pathTo(config.pages.action, { id: sample.id, oid: sample.oid }))}>
            {t('order.edit')}
          </Button>
        ) : null}
        {canDelete(sample.status) ? (
          <Button
            danger
            onClick={() =>
              confirmDelete({
                endpoint: config.api.delSample,
                id: sample.id,
                onDeleted: goBack,
              })
            }
          >
            {t('order.delete')}
          </Button>
        ) : null}
        <Button onClick={goBack}>{t('order.back')}</Button>
      </Space>
      <OrderLifeSections kind={kind} id={sample.oid} status={sample.order_status} samples={[{ id: sample.id, name: sample.name }]} sampleId={sample.id} />
    </div>
  );
}
