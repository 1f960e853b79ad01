// The cell-line construction form of /orderCellAction (spec/ordering.md sections 3-5): with `id` the
// order loads first and is edited (status 0 only); without it a new order is added. Saving shows
// 添加成功 or 更新成功 and goes back; a refused submit keeps what the user typed.
import { Alert, Button, Empty, Form, Spin, message } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { cellOrderApi, type CellOrderInfo } from '../../../contracts/api/order-cell.ts';
import { CELL_DEFAULTS, CELL_FILE_FIELDS, CELL_MESSAGES, canEditCell } from '../../../contracts/order-cell.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { api } from '../../api/client.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { CellFields } from './cell-fields.tsx';
import { LiveEstimate } from './pricing/live-estimate.tsx';
import { queryId } from './order-kinds.ts';
import { useGoBack } from './sample-form.tsx';

type Values = Record<string, unknown>;

/** A stored order as form values: empty columns are left out so the defaults and placeholders show. */
function toFormValues({ file_links: _links, ...order }: CellOrderInfo): Values {
  const values: Values = { ...CELL_DEFAULTS };
  for (const [key, value] of Object.entries(order)) if (value !== null && value !== undefined) values[key] = value;
  return values;
}

/**
 * 再来一单 of a cell-line order (decision 0073): its answers as a new form's values, without what is
 * the old order's own (id, number, status, times) and without its proofs: a proof belongs to one
 * order and goes with it, so the customer uploads it again.
 */
function toCopyValues(order: CellOrderInfo): Values {
  const { id: _id, orderno: _no, status: _status, create_time: _c, update_time: _u, ...values } = toFormValues(order);
  for (const field of CELL_FILE_FIELDS) delete values[field];
  return values;
}

export function CellForm() {
  const [params] = useSearchParams();
  const id = queryId(params.get('id'));
  const editing = id !== null;
  // ?copy=<id>: a new order starting from one of the customer's orders (再来一单).
  const copyId = editing ? null : queryId(params.get('copy'));
  const t = useT();
  const { lang, pathTo } = useLocale();
  const goBack = useGoBack(pathTo('order'));
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const stored = useApiData(cellOrderApi.info, { id: id ?? copyId }, { enabled: editing || copyId !== null });
  // `ready` is the answer for this id: the form shows with the stored order as its values.
  const order = stored.status === 'ready' ? stored.data : undefined;
  const copying = copyId !== null;
  const loaded =
    !editing && !copying ? 'ready' : stored.status === 'failed' ? 'missing' : !order ? 'loading' : copying || canEditCell(order.status) ? 'ready' : 'locked';
  const initialValues = useMemo(
    () => (order && editing ? toFormValues(order) : order && copying ? toCopyValues(order) : { ...CELL_DEFAULTS }),
    [editing, copying, order],
  );
  const [saving, setSaving] = useState(false);
  // The live estimate reads the service type and the two priced options as the customer picks them.
  const leixing = Form.useWatch('leixing', form) as string | undefined;
  const supplier = Form.useWatch('shuzhu_tigong', form) as string | undefined;
  const deliverable = Form.useWatch('jiaofu_type', form) as string | undefined;
  const estimateInput = useMemo(() => ({ leixing, shuzhu_tigong: supplier, jiaofu_type: deliverable }), [leixing, supplier, deliverable]);

  // The form instance outlives the Form: values of another order (or of a new one) must not stay.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(initialValues);
  }, [initialValues, form]);

  async function submit(values: Values) {
    setSaving(true);
    try {
      if (editing) {
        await api.call(cellOrderApi.edit, {}, { body: { ...values, id } });
        void message.success(messageIn(lang, CELL_MESSAGES.updated));
      } else {
        const created = await api.call(cellOrderApi.add, {}, { body: values });
        void message.success(messageIn(lang, CELL_MESSAGES.added));
        // A copy leads to the new order, not back to the one it was copied from.
        if (copying) return void navigate(pathTo('order-cell-detail', { id: created.info }));
      }
      goBack();
    } catch {
      // The client showed the server's message; the form keeps the input.
    } finally {
      setSaving(false);
    }
  }

  if (loaded === 'loading') {
    return (
      <div className="account-loading">
        <Spin />
      </div>
    );
  }
  if (loaded === 'missing') return <Empty description={messageIn(lang, CELL_MESSAGES.notFound)} />;

  return (
    <Form
      form={form}
      className="sample-form cell-form"
      data-testid="cell-form"
      data-mode={editing ? 'edit' : copying ? 'copy' : 'new'}
      labelCol={{ xs: 24, sm: 8, lg: 7 }}
      wrapperCol={{ xs: 24, sm: 14, lg: 12 }}
      labelWrap
      // English labels that are questions read badly as 'affect growth?:'.
      colon={lang !== 'en'}
      scrollToFirstError
      initialValues={initialValues}
      onFinish={(values: Values) => void submit(values)}
    >
      {loaded === 'locked' ? <p className="order-note">{messageIn(lang, CELL_MESSAGES.locked)}</p> : null}
      {copying && order ? (
        <Alert
          className="reorder__note"
          style={{ marginBottom: 16 }}
          type="info"
          showIcon
          data-testid="reorder-copy-notice"
          title={t('reorder.copyNotice', { orderno: order.orderno })}
          description={t('reorder.proofsAgain')}
        />
      ) : null}
      <CellFields form={form} proofLinks={editing ? order?.file_links : undefined} />
      <LiveEstimate kind="cell" input={estimateInput} />
      <div className="order-form__actions">
        <Button type="primary" htmlType="submit" loading={saving} disabled={loaded === 'locked'} data-testid="cell-submit">
          {t('orderCell.submit')}
        </Button>
        <Button onClick={goBack}>{t('orderCell.back')}</Button>
      </div>
    </Form>
  );
}
