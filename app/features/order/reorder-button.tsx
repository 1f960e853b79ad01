// 再来一单 (issue 34 point 2, decision 0073) on an order's page. A GUIDE-seq or amplicon order: one
// click opens the review of what will be copied (every sample, named; samples carry no files) and
// 提交新订单 makes the new order awaiting confirmation, then opens it. A cell-line order is one form:
// the click opens that form filled with the order's answers, proofs asked for again, and nothing
// exists until the customer submits it.
import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, List, Modal, message } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ORDER_MESSAGES, type OrderKind, type SampleOrderKind } from '../../../contracts/order.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { api } from '../../api/client.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { SAMPLE_KINDS } from './order-kinds.ts';

function SampleReorder({ kind, id, orderno, onClose }: { kind: SampleOrderKind; id: number; orderno: string; onClose(): void }) {
  const config = SAMPLE_KINDS[kind];
  const t = useT();
  const { lang, pathTo } = useLocale();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const samples = useApiData(config.api.samples, { oid: id });
  const rows = samples.status === 'failed' ? [] : samples.data;

  async function submit() {
    setSaving(true);
    try {
      const created = await api.call(config.api.reorder, {}, { body: { id } });
      void message.success(messageIn(lang, ORDER_MESSAGES.reordered));
      onClose();
      void navigate(pathTo(config.pages.list, { oid: created.info, orderno: created.orderno }));
    } catch {
      // The client showed the server's message; the dialog stays.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('reorder.title', { orderno })}
      okText={t('reorder.submit')}
      cancelText={t('reorder.cancel')}
      okButtonProps={{ loading: saving, disabled: !rows || rows.length === 0, 'data-testid': 'reorder-submit' } as never}
      onOk={() => void submit()}
      onCancel={onClose}
      width={560}
    >
      <div data-testid="reorder-review">
        <p>{t('reorder.intro', { count: rows?.length ?? 0 })}</p>
        <List
          size="small"
          bordered
          loading={rows === undefined}
          dataSource={rows ?? []}
          renderItem={(row) => <List.Item data-testid="reorder-sample">{row.name}</List.Item>}
        />
        <Alert className="reorder__note" style={{ marginTop: 12 }} type="info" showIcon title={t('reorder.noFiles')} description={t('reorder.after')} />
      </div>
    </Modal>
  );
}

/** `link`: the small link-styled button of a list row's actions. */
export function ReorderButton({ kind, id, orderno, link = false }: { kind: OrderKind; id: number; orderno: string; link?: boolean }) {
  const t = useT();
  const { pathTo } = useLocale();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const click = () => (kind === 'cell' ? void navigate(pathTo('order-cell-action', { copy: id })) : setOpen(true));
  return (
    <>
      <Button
        {...(link ? { type: 'link' as const, size: 'small' as const, className: 'order-table__reorder' } : { icon: <CopyOutlined /> })}
        onClick={click}
        data-testid="reorder"
      >
        {t('reorder.button')}
      </Button>
      {open && kind !== 'cell' ? <SampleReorder kind={kind} id={id} orderno={orderno} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
