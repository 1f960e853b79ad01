// The sample form of /orderSeqAction and /orderAmpliconAction, in the three modes of spec/ordering.md
// section 4: `id` edits a sample (its details load first), `oid` adds a sample to an order, neither
// creates a new order with its first sample. After an add the confirm asks whether to go on
// (继续添加样本 resets to the defaults, for a new order with the returned order id as oid; 不添加 goes
// back); an edit shows its message and goes back. A refused submit keeps what the user typed.
import { Button, Empty, Form, Modal, Spin, message } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LEIXING, ORDER_MESSAGES, canEdit, type SampleOrderKind } from '../../../contracts/order.ts';
import { AMPLICON_DEFAULTS, GUIDE_DEFAULTS } from '../../../contracts/order-sample-options.ts';
import type { SampleRow } from '../../../contracts/api/order.ts';
import { api } from '../../api/client.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { SAMPLE_KINDS, queryId } from './order-kinds.ts';
import { AmpliconFields, CommonFields, GuideFields, RemarkFields } from './sample-fields.tsx';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { useMessageIn } from './use-message-in.ts';
import { LiveEstimate } from './pricing/live-estimate.tsx';
import { pagePath } from '../../../contracts/page-paths.ts';

type Values = Record<string, unknown>;

export function defaultsOf(kind: SampleOrderKind): Values {
  return kind === 'guide' ? { ...GUIDE_DEFAULTS, xulie: [''] } : { ...AMPLICON_DEFAULTS };
}

/** A stored sample as form values: the guide rows become a list again, empty columns are left out. */
function toFormValues(kind: SampleOrderKind, sample: SampleRow): Values {
  const values: Values = { ...defaultsOf(kind) };
  for (const [key, value] of Object.entries(sample)) if (value !== null && value !== undefined) values[key] = value;
  if (kind === 'guide') values.xulie = sample.xulie ? sample.xulie.split(',') : [''];
  return values;
}

function toPayload(kind: SampleOrderKind, values: Values): Values {
  const payload: Values = { ...values, leixing: LEIXING[kind] };
  if (kind === 'guide') {
    const rows = Array.isArray(values.xulie) ? values.xulie : [];
    payload.xulie = rows.map((row) => String(row ?? '').trim()).filter(Boolean).join(',');
  }
  // A hidden or empty concentration is sent as 0 (section 5).
  if (payload.nongdu === undefined || payload.nongdu === null || payload.nongdu === '') payload.nongdu = 0;
  return payload;
}

/** Back to where the user came from; the order's sample list (or the order centre) when opened directly. */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const { to } = useLocale();
  return () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(to(fallback));
  };
}

export function SampleForm({ kind }: { kind: SampleOrderKind }) {
  const config = SAMPLE_KINDS[kind];
  const t = useT();
  const m = useMessageIn();
  const { pathTo } = useLocale();
  const [params] = useSearchParams();
  const id = queryId(params.get('id'));
  const oid = queryId(params.get('oid'));
  const mode = id ? 'edit' : oid ? 'add' : 'new';
  const navigate = useNavigate();
  const goBack = useGoBack(oid ? pagePath(config.pages.list, { oid }) : pagePath('order'));
  const [form] = Form.useForm();
  const stored = useApiData(config.api.sample, { id }, { enabled: mode === 'edit' });
  // `ready` is the answer for this id: the form shows with the stored sample as its values.
  const sample = stored.status === 'ready' ? stored.data : undefined;
  const loaded =
    mode !== 'edit' ? 'ready' : stored.status === 'failed' ? 'missing' : !sample ? 'loading' : canEdit(sample.status) && canEdit(sample.order_status) ? 'ready' : 'locked';
  const initialValues = useMemo(() => (mode === 'edit' && sample ? toFormValues(kind, sample) : defaultsOf(kind)), [mode, kind, sample]);
  const [saving, setSaving] = useState(false);
  // The live estimate: the order's other samples (when adding to or editing in an order) and this one.
  const siblings = useApiData(config.api.samples, { oid }, { enabled: oid !== null });
  const isOdn = Form.useWatch('is_odn', form) as number | undefined;
  const isYinwu = Form.useWatch('is_yinwu', form) as number | undefined;
  const estimateInput = useMemo(
    () => [...(siblings.data ?? []).filter((row) => row.id !== id), { is_odn: isOdn ?? null, is_yinwu: isYinwu ?? null }],
    [siblings.data, id, isOdn, isYinwu],
  );

  // The form instance outlives the Form: values of another mode or sample must not stay.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(initialValues);
  }, [initialValues, form]);

  async function submit(values: Values) {
    const payload = toPayload(kind, values);
    setSaving(true);
    try {
      if (mode === 'edit') {
        await api.call(config.api.editSample, {}, { body: { ...payload, id, oid } });
        void message.success(m(config.editedMessage));
        goBack();
        return;
      }
      const answer =
        mode === 'add'
          ? await api.call(config.api.addSample, {}, { body: { ...payload, oid } })
          : await api.call(config.api.addOrder, {}, { body: payload });
      askToContinue(answer.info);
    } catch {
      // The client showed the server's message; the form keeps the input.
    } finally {
      setSaving(false);
    }
  }

  function askToContinue(orderId: number) {
    Modal.confirm({
      title: m(ORDER_MESSAGES.addedContinue),
      okText: m(ORDER_MESSAGES.continueAdding),
      cancelText: m(ORDER_MESSAGES.noMoreAdding),
      onOk() {
        form.resetFields();
        form.setFieldsValue(defaultsOf(kind));
        // A new order goes on as "add to this order".
        if (mode === 'new') void navigate(pathTo(config.pages.action, { oid: orderId }), { replace: true });
      },
      onCancel: goBack,
    });
  }

  if (loaded === 'loading') {
    return (
      <div className="account-loading">
        <Spin />
      </div>
    );
  }
  if (loaded === 'missing') return <Empty description={m(ORDER_MESSAGES.sampleNotFound)} />;

  return (
    <Form
      form={form}
      className="sample-form"
      data-testid="sample-form"
      data-mode={mode}
      labelCol={{ xs: 24, sm: 8, lg: 6 }}
      wrapperCol={{ xs: 24, sm: 14, lg: 12 }}
      labelWrap
      scrollToFirstError
      initialValues={initialValues}
      onFinish={(values: Values) => void submit(values)}
    >
      {loaded === 'locked' ? <p className="order-note">{m(ORDER_MESSAGES.sampleLocked)}</p> : null}
      <CommonFields form={form} />
      {kind === 'guide' ? <GuideFields form={form} /> : <AmpliconFields form={form} />}
      <RemarkFields form={form} />
      <LiveEstimate kind={kind} input={estimateInput} />
      <div className="order-form__actions">
        <Button type="primary" htmlType="submit" loading={saving} disabled={loaded === 'locked'} data-testid="sample-submit">
          {t('order.submit')}
        </Button>
        <Button onClick={goBack}>{t('order.back')}</Button>
      </div>
    </Form>
  );
}
