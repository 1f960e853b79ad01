// One fixed entry of the order centre: search by order number, the add button, the order table
// (order number, creation date, sample count or gene copy number, service type, status, actions) and
// paging 10 with options 10 and 50 and 'total N records'. Actions follow the status rules of section 4.
// Phones get the same rows as cards (order number, status, the other columns, the actions).
import { FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ORDER_MESSAGES, PAGE_SIZE, PAGE_SIZE_OPTIONS, canAddSamples, canDelete, formatDate, statusLabel, totalText, type OrderKind } from '../../../contracts/order.ts';
import type { OrderHeader } from '../../../contracts/api/order.ts';
import { cellOrderApi, type CellOrder } from '../../../contracts/api/order-cell.ts';
import type { Endpoint } from '../../../contracts/endpoint.ts';
import { canDeleteCell, canEditCell } from '../../../contracts/order-cell.ts';
import { FIELD_LABEL } from '../../../contracts/order-field-labels.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { pricingApi } from '../../../contracts/api/pricing.ts';
import { DueDate } from './pricing/price-parts.tsx';
import { confirmDelete } from './delete-confirm.ts';
import { ImportModal } from './import-modal.tsx';
import { SAMPLE_KINDS } from './order-kinds.ts';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { usePhoneLayout } from '../../components/use-phone-layout.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import type { PageLanguage } from '../../../contracts/page-language.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { ReorderButton } from './reorder-button.tsx';
import { pagePath, type PageName } from '../../../contracts/page-paths.ts';

type OrderRow = OrderHeader | CellOrder;

/** How each kind lists, adds, shows and deletes its orders. Cell orders are edited and deleted at 0 only (decision 0011). */
const KIND_TABLE = {
  guide: { list: SAMPLE_KINDS.guide.api.list, firstPage: 0, add: SAMPLE_KINDS.guide.pages.action, del: SAMPLE_KINDS.guide.api.delOrder },
  amplicon: { list: SAMPLE_KINDS.amplicon.api.list, firstPage: 0, add: SAMPLE_KINDS.amplicon.pages.action, del: SAMPLE_KINDS.amplicon.api.delOrder },
  cell: { list: cellOrderApi.list, firstPage: 1, add: 'order-cell-action', del: cellOrderApi.remove },
} satisfies Record<OrderKind, { list: Endpoint; firstPage: 0 | 1; add: PageName; del: Endpoint }>;

function StatusTag({ status, lang }: { status: number; lang: PageLanguage }) {
  return <Tag color={status === 6 ? 'green' : status === 0 ? 'orange' : 'blue'}>{messageIn(lang, statusLabel(status))}</Tag>;
}

function viewHref(kind: OrderKind, row: OrderRow): string {
  if (kind === 'cell') return pagePath('order-cell-detail', { id: row.id });
  return pagePath(SAMPLE_KINDS[kind].pages.list, { oid: row.id, orderno: row.orderno });
}

export function OrderTable({ kind, addLabel }: { kind: OrderKind; addLabel: string }) {
  const config = KIND_TABLE[kind];
  const t = useT();
  const { lang, to, pathTo } = useLocale();
  const navigate = useNavigate();
  const phone = usePhoneLayout();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(PAGE_SIZE);
  const [keyword, setKeyword] = useState('');
  const [importing, setImporting] = useState(false);
  const orders = useApiData(config.list, { page: page - 1 + config.firstPage, size, keyword: keyword || undefined });
  // A failed load shows the empty table; while the next page loads the previous rows stay under the spinner.
  const answer = orders.status === 'failed' ? undefined : orders.data;
  const rows: OrderRow[] = answer?.data ?? [];
  const total = answer?.total ?? 0;
  // The expected finish date of each order of the page (issue 34 point 3), once the page is there.
  const ids = rows.map((row) => row.id).join(',');
  const schedules = useApiData(pricingApi.schedules, { kind, ids }, { enabled: ids !== '' });
  const dueOf = (row: OrderRow) => {
    const schedule = schedules.data?.find((s) => s.id === row.id);
    return schedule ? <DueDate due={schedule.due} state={schedule.state} testId="order-row-due" /> : null;
  };

  // Phones space the actions wider apart for fingers.
  const actions = (row: OrderRow) => (
    <Space size={phone ? 16 : 4} wrap>
      <Link to={to(viewHref(kind, row))}>{t('order.view')}</Link>
      {kind !== 'cell' && canAddSamples(row.status) ? <Link to={pathTo(config.add, { oid: row.id })}>{t('order.addSamples')}</Link> : null}
      {kind === 'cell' && canEditCell(row.status) ? <Link to={pathTo('order-cell-action', { id: row.id })}>{t('order.edit')}</Link> : null}
      {(kind === 'cell' ? canDeleteCell(row.status) : canDelete(row.status)) ? (
        <Button type="link" danger size="small" className="order-table__delete" onClick={() => confirmDelete({ endpoint: config.del, id: row.id, onDeleted: orders.reload })}>
          {t('order.delete')}
        </Button>
      ) : null}
      <ReorderButton kind={kind} id={row.id} orderno={row.orderno} link />
    </Space>
  );
  const countColumn =
    kind === 'cell'
      ? { title: t('order.copyNumber'), value: (row: OrderRow) => ('shuzhu_copynum' in row ? (row.shuzhu_copynum ?? row.shuzhu_jiyinshu ?? '') : '') }
      : { title: t('order.quantity'), value: (row: OrderRow) => ('yangben_nums' in row ? row.yangben_nums : '') };

  const columns: ColumnsType<OrderRow> = [
    { title: messageIn(lang, FIELD_LABEL.orderno), dataIndex: 'orderno', key: 'orderno' },
    { title: t('order.created'), dataIndex: 'create_time', key: 'create_time', render: (value: string) => formatDate(value) },
    kind === 'cell'
      ? { title: countColumn.title, key: 'copies', render: (_: unknown, row) => countColumn.value(row) }
      : { title: countColumn.title, dataIndex: 'yangben_nums', key: 'yangben_nums' },
    { title: messageIn(lang, FIELD_LABEL.leixing), dataIndex: 'leixing', key: 'leixing', render: (value: string) => messageIn(lang, value) },
    { title: messageIn(lang, FIELD_LABEL.orderStatus), dataIndex: 'status', key: 'status', render: (status: number) => <StatusTag status={status} lang={lang} /> },
    { title: t('order.price.due'), key: 'due', render: (_: unknown, row) => dueOf(row) },
    { title: t('order.actions'), key: 'actions', render: (_: unknown, row) => actions(row) },
  ];
  const pagination = {
    current: page,
    pageSize: size,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showTotal: (count: number) => messageIn(lang, totalText(count)),
    onChange: (next: number, nextSize: number) => {
      setPage(nextSize !== size ? 1 : next);
      setSize(nextSize);
    },
  };

  return (
    <div className="order-table" data-testid={`order-table-${kind}`}>
      <div className="order-table__bar">
        <Input.Search
          allowClear
          className="order-table__search"
          placeholder={messageIn(lang, ORDER_MESSAGES.searchPlaceholder)}
          aria-label={messageIn(lang, ORDER_MESSAGES.searchPlaceholder)}
          enterButton={t('order.search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
        <Space wrap>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(pathTo(config.add))}>
            {messageIn(lang, addLabel)}
          </Button>
          {kind !== 'cell' ? (
            <Button icon={<FileExcelOutlined />} onClick={() => setImporting(true)}>
              {t('order.import')}
            </Button>
          ) : null}
        </Space>
      </div>
      <ResponsiveTable<OrderRow>
        rowKey="id"
        size="middle"
        loading={orders.status === 'loading'}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={pagination}
        cardTestId="order-card"
        renderCard={(row) => ({
          key: row.id,
          title: row.orderno,
          status: <StatusTag status={row.status} lang={lang} />,
          fields: [
            { label: t('order.created'), value: formatDate(row.create_time) },
            { label: countColumn.title, value: countColumn.value(row) },
            { label: messageIn(lang, FIELD_LABEL.leixing), value: messageIn(lang, row.leixing) },
            { label: t('order.price.due'), value: dueOf(row) },
          ],
          actions: actions(row),
        })}
      />
      {kind !== 'cell' ? <ImportModal kind={kind} oid={null} open={importing} onClose={() => setImporting(false)} onImported={orders.reload} /> : null}
    </div>
  );
}
