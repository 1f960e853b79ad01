// The order's customer, every labelled field of its form and the quote, with the proforma invoice the
// customer can download once the order is confirmed with a quote (sales and admins, decision 0085).
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminInvoiceApi } from '../../../contracts/api/admin/invoices.ts';
import { proformaRefusal } from '../../../contracts/invoice-rules.ts';
import { CONSOLE_SECTIONS, hasRole } from '../../../contracts/staff-roles.ts';
import { api } from '../../api/client.ts';
import { saveFile } from '../../api/save-file.ts';
import type { AdminOrderDetail } from './order-detail-types.ts';
import { formatTime } from './console-time.ts';
import { customerHref } from './customer-list-query.ts';
import { formatYuan } from './order-labels.tsx';
import { DetailList, type DetailColumns } from '../../components/detail-list.tsx';

type LabelledFields = AdminOrderDetail['fields'];

export function FieldDescriptions({ fields, column = { xs: 1, sm: 1, md: 2, xl: 3 } }: { fields: LabelledFields; column?: DetailColumns }) {
  if (fields.length === 0) return <Empty description="无填写内容" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <DetailList
      size="small"
      bordered
      column={column}
      items={fields.map((field) => ({
        key: field.key,
        label: field.label,
        // A customer's proof: a download link made for this member, valid a few minutes.
        children: field.link ? (
          <a href={field.link.url} target="_blank" rel="noreferrer" data-testid={`order-file-${field.key}`}>
            {field.value}
          </a>
        ) : (
          <span className="console-pre">{field.value}</span>
        ),
      }))}
    />
  );
}

/** 下载形式发票: the Chinese PDF the customer gets, fetched with the staff token. */
function ProformaButton({ kind, id }: { kind: AdminOrderDetail['order']['kind']; id: number }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const file = await api.download(adminInvoiceApi.proforma, { kind, id });
      saveFile(file.blob, file.fileName ?? `proforma-${id}.pdf`);
    } catch {
      // The client shows the refusal.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="small" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()} data-testid="admin-proforma">
      下载形式发票
    </Button>
  );
}

/** `roles`: the member's; the customer's page is linked for those who may open it (sales, admins). */
export function OrderInfo({ detail, roles = [] }: { detail: AdminOrderDetail; roles?: readonly string[] }) {
  const { customer, quote } = detail;
  const text = (value: string | null) => value || '—';
  const customerLink = hasRole(roles, CONSOLE_SECTIONS.customers) ? (
    <Link to={customerHref(customer.id)} aria-label={`客户 ${customer.email} 的资料`}>
      查看客户资料
    </Link>
  ) : null;
  return (
    <>
      <Card title="客户" extra={customerLink} className="console-section" data-testid="order-customer">
        <DetailList
          size="small"
          column={{ xs: 1, sm: 2, xl: 3 }}
          items={[
            { key: 'email', label: '邮箱', children: customer.email },
            { key: 'name', label: '姓名', children: text(customer.name) },
            { key: 'username', label: '用户名', children: text(customer.username) },
            { key: 'company', label: '单位', children: text(customer.company) },
            { key: 'department', label: '部门', children: text(customer.department) },
            { key: 'phone', label: '手机', children: text(customer.phone) },
            { key: 'tel', label: '电话', children: text(customer.tel) },
          ]}
        />
      </Card>
      <Card title="订单信息" className="console-section" data-testid="order-fields">
        <FieldDescriptions fields={detail.fields} />
      </Card>
      <Card
        title="报价"
        extra={hasRole(roles, ['sales']) && proformaRefusal(detail.order.status, quote !== null) === null ? <ProformaButton kind={detail.order.kind} id={detail.order.id} /> : null}
        className="console-section"
        data-testid="order-quote"
      >
        {quote ? (
          <DetailList
            size="small"
            column={{ xs: 1, sm: 3 }}
            items={[
              { key: 'amount', label: '金额', children: formatYuan(quote.amount) },
              { key: 'note', label: '说明', children: quote.note || '—' },
              { key: 'time', label: '报价时间', children: formatTime(quote.create_time) },
            ]}
          />
        ) : (
          <Empty description="尚未报价" image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </Card>
    </>
  );
}
