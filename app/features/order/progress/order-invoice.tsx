// The order's invoice (发票, issue 34 point 4, decision 0074): before confirmation a line saying when
// it can be requested; once confirmed 申请发票 opens the form prefilled from the account (title, tax
// number, the login e-mail); afterwards what was requested, its status, the tracking of a posted
// paper invoice, or 下载电子发票 (a short-lived link asked for on every click). A confirmed order with a
// quote also offers 下载形式发票, the proforma PDF the server makes in the page's language (decision 0085).
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Radio, Space, Spin, Tag, message } from 'antd';
import { useState } from 'react';
import { invoiceApi } from '../../../../contracts/api/invoice.ts';
import { INVOICE_FIELDS } from '../../../../contracts/invoice.ts';
import { INVOICE_MESSAGES, INVOICE_STATUS_LABELS, INVOICE_TYPES, INVOICE_TYPE_LABELS } from '../../../../contracts/invoice-rules.ts';
import { formatDateTime, type OrderKind } from '../../../../contracts/order.ts';
import { messageIn } from '../../../../contracts/english-messages.ts';
import { api } from '../../../api/client.ts';
import { saveFile } from '../../../api/save-file.ts';
import { useApiData } from '../../../api/use-api-data.ts';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { zodRule } from '../../../components/zod-rule.ts';
import { DetailList } from '../../../components/detail-list.tsx';

type FormValues = { title: string; tax_no: string; type: string; email: string };

export function OrderInvoice({ kind, id }: { kind: OrderKind; id: number }) {
  const t = useT();
  const { lang } = useLocale();
  const loaded = useApiData(invoiceApi.state, { kind, id });
  const [form] = Form.useForm<FormValues>();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [opening, setOpening] = useState(false);
  const [proforming, setProforming] = useState(false);
  const state = loaded.status === 'failed' ? null : loaded.data;

  if (state === undefined) return <Spin className="order-progress__loading" />;
  if (state === null) return null;
  const { request, defaults } = state;

  function start() {
    form.setFieldsValue({ title: defaults.title ?? '', tax_no: defaults.tax_no ?? '', type: 'normal', email: defaults.email });
    setOpen(true);
  }

  async function submit(values: FormValues) {
    setSaving(true);
    try {
      await api.call(invoiceApi.request, {}, { body: { ...values, kind, id } });
      void message.success(messageIn(lang, INVOICE_MESSAGES.requested));
      setOpen(false);
      loaded.reload();
    } catch {
      // The client showed the server's message; the form keeps the input.
    } finally {
      setSaving(false);
    }
  }

  async function download() {
    setOpening(true);
    try {
      const link = await api.call(invoiceApi.link, { kind, id });
      window.location.assign(link.url);
    } catch {
      // The client showed the server's message.
    } finally {
      setOpening(false);
    }
  }

  // Fetched with the session header (a bare link cannot carry it), then handed to the browser as a file.
  async function downloadProforma() {
    setProforming(true);
    try {
      const file = await api.download(invoiceApi.proforma, { kind, id });
      saveFile(file.blob, file.fileName ?? `proforma-invoice-${id}.pdf`);
    } catch {
      // The client showed the server's message.
    } finally {
      setProforming(false);
    }
  }

  return (
    <div className="order-invoice" data-testid="order-invoice">
      {state.can_proforma ? (
        // antd's Space, not a rule of our own: site.css counts against every public page's CSS budget.
        <Space wrap size={[12, 8]} align="center" style={{ marginBottom: 16 }}>
          <Button icon={<DownloadOutlined />} loading={proforming} onClick={() => void downloadProforma()} data-testid="invoice-proforma">
            {t('invoice.proforma')}
          </Button>
          <span className="order-invoice__hint">{t('invoice.proformaHint')}</span>
        </Space>
      ) : null}
      {request ? (
        <>
          <DetailList
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'status', label: t('invoice.status'), children: <Tag data-testid="invoice-status">{messageIn(lang, INVOICE_STATUS_LABELS[request.status])}</Tag> },
              { key: 'type', label: t('invoice.field.type'), children: messageIn(lang, INVOICE_TYPE_LABELS[request.type]) },
              { key: 'title', label: t('invoice.field.title'), children: request.title },
              { key: 'tax', label: t('invoice.field.taxNo'), children: request.tax_no ?? '—' },
              { key: 'email', label: t('invoice.field.email'), children: request.email },
              { key: 'time', label: t('invoice.requestedOn'), children: formatDateTime(request.create_time) },
              ...(request.status === 'mailed' ? [{ key: 'note', label: t('invoice.tracking'), children: <span data-testid="invoice-tracking">{request.note}</span> }] : []),
              ...(request.handled_time ? [{ key: 'handled', label: t('invoice.handledOn'), children: formatDateTime(request.handled_time) }] : []),
            ]}
          />
          {request.status === 'issued' ? (
            <Button type="primary" icon={<DownloadOutlined />} loading={opening} onClick={() => void download()} data-testid="invoice-download">
              {t('invoice.download')}
            </Button>
          ) : null}
        </>
      ) : state.can_request ? (
        <div className="order-invoice__start">
          <p>{t('invoice.none')}</p>
          <Button type="primary" onClick={start} data-testid="invoice-request">
            {t('invoice.request')}
          </Button>
        </div>
      ) : (
        <p className="order-note">{t('invoice.notYet')}</p>
      )}
      <Modal
        open={open}
        title={t('invoice.formTitle')}
        okText={t('invoice.submit')}
        cancelText={t('invoice.cancel')}
        okButtonProps={{ loading: saving, htmlType: 'submit', form: `invoice-form-${kind}-${id}` }}
        onCancel={() => setOpen(false)}
        destroyOnHidden={false}
        forceRender
      >
        <Alert type="info" showIcon title={t('invoice.prefilled')} style={{ marginBottom: 16 }} />
        <Form form={form} id={`invoice-form-${kind}-${id}`} layout="vertical" data-testid="invoice-form" onFinish={(values) => void submit(values)}>
          <Form.Item name="title" label={t('invoice.field.title')} rules={[zodRule(INVOICE_FIELDS.title)]}>
            <Input maxLength={100} autoComplete="organization" />
          </Form.Item>
          <Form.Item name="type" label={t('invoice.field.type')} rules={[zodRule(INVOICE_FIELDS.type)]}>
            <Radio.Group options={INVOICE_TYPES.map((type) => ({ value: type, label: messageIn(lang, INVOICE_TYPE_LABELS[type]) }))} />
          </Form.Item>
          <Form.Item name="tax_no" label={t('invoice.field.taxNo')} extra={t('invoice.field.taxNoHint')} rules={[zodRule(INVOICE_FIELDS.tax_no)]}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="email" label={t('invoice.field.email')} rules={[zodRule(INVOICE_FIELDS.email)]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
