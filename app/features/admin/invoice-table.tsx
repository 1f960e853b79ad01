// The console's invoice requests (issue 34 point 4, decision 0074): newest first, filtered by status,
// each with its order (linking to the order's console page), title, tax number, type and e-mail. A
// request still 待开具 takes the issued e-invoice PDF (上传电子发票: checked as a PDF by the server) or
// 标记已寄出 with the courier and tracking number; either mails the customer and is audited. An
// issued PDF downloads through a short-lived link. Phones get the rows as cards.
import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Segmented, Space, Tag, Upload, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { adminInvoiceApi, type adminInvoice } from '../../../contracts/api/admin/invoices.ts';
import { INVOICE_MESSAGES, INVOICE_STATUS_LABELS, INVOICE_TYPE_LABELS, type InvoiceStatus } from '../../../contracts/invoice-rules.ts';
import { ORDER_KIND_LABELS, adminOrderPath } from '../../../contracts/order-ops.ts';
import { api } from '../../api/client.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { ExportButtons } from './bulk-bar.tsx';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { formatTime } from './console-time.ts';
import { shownAnswer } from './paged-table.tsx';
import { RowModal } from './row-modal.tsx';
import { useSave } from './use-save.ts';
import { wideTable } from './console-table.ts';

type InvoiceRow = z.infer<typeof adminInvoice>;

const PAGE_SIZE = 20;
const STATUS_COLORS: Record<InvoiceStatus, string> = { requested: 'orange', issued: 'green', mailed: 'blue' };
const FILTERS = [
  { value: '', label: '全部' },
  { value: 'requested', label: '待开具' },
  { value: 'issued', label: '已开具' },
  { value: 'mailed', label: '已寄出' },
];

function MailedModal({ row, onClose, onDone }: { row: InvoiceRow | null; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ note: string }>();
  const { saving, run } = useSave(async (values: { note: string }) => {
    if (!row) return;
    await api.call(adminInvoiceApi.markMailed, {}, { body: { id: row.id, note: values.note } });
    void message.success(INVOICE_MESSAGES.mailed);
    onDone();
  });
  return (
    <RowModal row={row} title={(r) => `纸质发票已寄出：${r.orderno ?? ''}`} okText="确定" saving={saving} submit={{ form: 'invoice-mailed' }} onClose={onClose}>
      <Form form={form} id="invoice-mailed" layout="vertical" preserve={false} onFinish={(values) => void run(values)}>
        <Form.Item name="note" label="快递公司与单号" rules={[{ required: true, whitespace: true, message: INVOICE_MESSAGES.mailedNoteRequired }]} extra="客户会在订单页与邮件中看到">
          <Input maxLength={200} placeholder="例：顺丰 SF1234567890" />
        </Form.Item>
      </Form>
    </RowModal>
  );
}

export function InvoiceTable() {
  const [status, setStatus] = useState('requested');
  const [page, setPage] = useState(1);
  const [mailing, setMailing] = useState<InvoiceRow | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const result = useApiData(adminInvoiceApi.list, { status, page, size: PAGE_SIZE });
  const answer = shownAnswer(result);

  async function issue(row: InvoiceRow, file: File) {
    const form = new FormData();
    // The id before the file: the server reads the fields first.
    form.append('id', String(row.id));
    form.append('file', file);
    setUploading(row.id);
    try {
      await api.upload(adminInvoiceApi.issue, form, {});
      void message.success(`${INVOICE_MESSAGES.issued}，已邮件通知客户`);
      result.reload();
    } catch {
      // The client showed the refusal (only a PDF …).
    } finally {
      setUploading(null);
    }
  }

  async function download(row: InvoiceRow) {
    try {
      const link = await api.call(adminInvoiceApi.fileLink, { id: row.id });
      window.location.assign(link.url);
    } catch {
      // The client showed the refusal.
    }
  }

  const actions = (row: InvoiceRow) =>
    row.status === 'requested' ? (
      <Space wrap>
        <Upload
          accept=".pdf,application/pdf"
          showUploadList={false}
          beforeUpload={(file) => {
            void issue(row, file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button size="small" type="primary" icon={<UploadOutlined />} loading={uploading === row.id} data-testid="invoice-issue">
            上传电子发票
          </Button>
        </Upload>
        <Button size="small" onClick={() => setMailing(row)} data-testid="invoice-mark-mailed">
          标记已寄出
        </Button>
      </Space>
    ) : row.status === 'issued' ? (
      <Button size="small" type="link" onClick={() => void download(row)}>
        下载 {row.file_name}
      </Button>
    ) : (
      <span>{row.note}</span>
    );

  const orderCell = (row: InvoiceRow) => (
    <Space direction="vertical" size={0}>
      <Link to={adminOrderPath(row.kind, row.order_id)}>{row.orderno ?? `#${row.order_id}`}</Link>
      <span className="console-muted">{ORDER_KIND_LABELS[row.kind]}</span>
    </Space>
  );
  const statusTag = (row: InvoiceRow) => <Tag color={STATUS_COLORS[row.status]}>{INVOICE_STATUS_LABELS[row.status]}</Tag>;

  const columns: ColumnsType<InvoiceRow> = [
    { title: '订单', key: 'order', render: (_: unknown, row) => orderCell(row) },
    { title: '客户', dataIndex: 'customer_email', key: 'customer' },
    { title: '发票抬头', dataIndex: 'title', key: 'title' },
    { title: '税号', dataIndex: 'tax_no', key: 'tax_no', render: (value: string | null) => value ?? '—' },
    { title: '类型', dataIndex: 'type', key: 'type', render: (_: unknown, row) => INVOICE_TYPE_LABELS[row.type] },
    { title: '接收邮箱', dataIndex: 'email', key: 'email' },
    { title: '申请时间', dataIndex: 'create_time', key: 'create_time', render: (value: string) => formatTime(value) },
    { title: '状态', key: 'status', render: (_: unknown, row) => statusTag(row) },
    { title: '处理人', dataIndex: 'staff_name', key: 'staff', render: (value: string | null) => value ?? '—' },
    { title: '操作', key: 'actions', render: (_: unknown, row) => actions(row) },
  ];

  return (
    <div data-testid="invoice-table">
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented
          options={FILTERS}
          value={status}
          onChange={(value) => {
            setStatus(String(value));
            setPage(1);
          }}
        />
        <ExportButtons endpoint={adminInvoiceApi.export} params={{ status }} fallbackName="invoices" />
      </Space>
      <ResponsiveTable<InvoiceRow>
        rowKey="id"
        size="middle"
        loading={result.status === 'loading'}
        columns={columns}
        dataSource={answer?.data ?? []}
        {...wideTable()}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: answer?.total ?? 0, showSizeChanger: false, showTotal: (total) => `共 ${total} 条`, onChange: setPage }}
        cardTestId="invoice-card"
        renderCard={(row) => ({
          key: row.id,
          title: row.orderno ?? `#${row.order_id}`,
          status: statusTag(row),
          fields: [
            { label: '客户', value: row.customer_email },
            { label: '发票抬头', value: row.title },
            { label: '税号', value: row.tax_no ?? '—' },
            { label: '类型', value: INVOICE_TYPE_LABELS[row.type] },
            { label: '接收邮箱', value: row.email },
            { label: '申请时间', value: formatTime(row.create_time) },
          ],
          actions: actions(row),
        })}
      />
      <MailedModal
        row={mailing}
        onClose={() => setMailing(null)}
        onDone={() => {
          setMailing(null);
          result.reload();
        }}
      />
    </div>
  );
}
