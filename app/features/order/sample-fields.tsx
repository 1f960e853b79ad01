// The fields of the GUIDE-seq and amplicon sample forms with their conditional sections
// (spec/ordering.md section 4). Each rule is the contract's zod schema, so the form shows exactly the
// message the server refuses with; a hidden field is unmounted and so not validated or sent.
import { MinusCircleOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Radio, Select, message, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { SAMPLE_FIELDS, SAMPLE_MESSAGES, SAMPLE_OPTION_LABELS, totalAmount, type SampleFieldName } from '../../../contracts/order-sample.ts';
import { AMPLICON_MAX, BULGE_OPTIONS, GROUPS, MAX_GUIDE_ROWS, MEDIA, MISMATCH_OPTIONS, NUCLEASES, NUCLEASE_PRESETS, OTHER, PERSONALISATION, SAMPLE_TYPES, SPECIES, SPECIES_LABELS } from '../../../contracts/order-sample-options.ts';
import { FIELD_LABEL } from '../../../contracts/order-field-labels.ts';
import { zodRule } from '../../components/zod-rule.ts';
import { useT } from '../../i18n/use-t.ts';
import { useMessageIn } from './use-message-in.ts';

const rules = (field: SampleFieldName) => [zodRule(SAMPLE_FIELDS[field])];
type InLanguage = (text: string | null | undefined) => string;
/** Choices as the page shows them: the stored value stays Chinese, its label follows the page. */
const options = (m: InLanguage, values: readonly (string | number)[], labels: Record<string, string> = {}) =>
  values.map((value) => ({ value, label: m(labels[String(value)] ?? String(value)) }));
const YES_NO = [
  { value: 0, label: SAMPLE_OPTION_LABELS.no },
  { value: 1, label: SAMPLE_OPTION_LABELS.yes },
];

/** `label` is already in the page's language. */
function YesNo({ name, label }: { name: string; label: string }) {
  const m = useMessageIn();
  return (
    <Form.Item name={name} label={label} rules={rules('is_odn')}>
      <Radio.Group options={YES_NO.map((option) => ({ ...option, label: m(option.label) }))} />
    </Form.Item>
  );
}

/** Name, type and its DNA section, species and group: the same in both forms. */
export function CommonFields({ form }: { form: FormInstance }) {
  const t = useT();
  const m = useMessageIn();
  const type = Form.useWatch('type', form);
  const jiezhi = Form.useWatch('jiezhi', form);
  const isEdta = Form.useWatch('is_edta', form);
  const tiji = Form.useWatch('tiji', form);
  const nongdu = Form.useWatch('nongdu', form);
  const laiyuan = Form.useWatch('laiyuan', form);
  const group = Form.useWatch('fenxi_leixing', form);

  useEffect(() => {
    if (type === 'DNA') form.setFieldValue('zongliang', totalAmount(tiji, nongdu) ?? undefined);
  }, [form, type, tiji, nongdu]);

  return (
    <>
      <Form.Item name="name" label={m(FIELD_LABEL.name)} rules={rules('name')}>
        <Input placeholder={t('order.form.namePlaceholder')} maxLength={64} />
      </Form.Item>
      <Form.Item name="type" label={m(FIELD_LABEL.type)} rules={rules('type')}>
        <Radio.Group options={options(m, SAMPLE_TYPES)} />
      </Form.Item>
      {type === OTHER ? (
        <Form.Item name="type_other" label={m(FIELD_LABEL.typeOther)} rules={rules('type_other')}>
          <Input maxLength={100} />
        </Form.Item>
      ) : null}
      {type === 'DNA' ? (
        <>
          <Form.Item name="jiezhi" label={m(FIELD_LABEL.jiezhi)} rules={rules('jiezhi')}>
            <Select options={options(m, MEDIA)} aria-label={m(FIELD_LABEL.jiezhi)} />
          </Form.Item>
          {jiezhi === OTHER ? (
            <Form.Item name="jiezhi_other" label={m(FIELD_LABEL.jiezhiOther)} rules={rules('jiezhi_other')}>
              <Input maxLength={100} />
            </Form.Item>
          ) : null}
          <YesNo name="is_edta" label={m(FIELD_LABEL.isEdta)} />
          {isEdta === 1 ? (
            <Form.Item name="edta_nongdu" label={m(FIELD_LABEL.edtaNongdu)} rules={rules('edta_nongdu')}>
              <InputNumber className="order-number" placeholder={t('order.form.range', { min: 1, max: 100 })} suffix="%" />
            </Form.Item>
          ) : null}
          <Form.Item name="nongdu" label={m(FIELD_LABEL.nongdu)} rules={rules('nongdu')}>
            <InputNumber className="order-number" placeholder={t('order.form.range', { min: 10, max: 1000 })} suffix="ng/ul" />
          </Form.Item>
          <Form.Item name="tiji" label={m(FIELD_LABEL.tiji)} rules={rules('tiji')}>
            <InputNumber className="order-number" placeholder={t('order.form.range', { min: 1, max: 100 })} suffix="ul" />
          </Form.Item>
          {/* Computed from volume and concentration (the server computes it again): nothing to ask of
              the user, so no rule; a missing volume or concentration is refused on its own field. */}
          <Form.Item name="zongliang" label={m(FIELD_LABEL.zongliang)}>
            <Input className="order-number" readOnly suffix="ug" placeholder={t('order.form.totalPlaceholder')} />
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="laiyuan" label={m(FIELD_LABEL.laiyuan)} rules={rules('laiyuan')}>
        <Select options={options(m, SPECIES, SPECIES_LABELS)} aria-label={m(FIELD_LABEL.laiyuan)} />
      </Form.Item>
      {laiyuan === OTHER ? (
        <Form.Item name="laiyuan_other" label={m(FIELD_LABEL.laiyuanOther)} rules={rules('laiyuan_other')}>
          <Input maxLength={500} placeholder={t('order.form.genomePlaceholder')} />
        </Form.Item>
      ) : null}
      <Form.Item name="fenxi_leixing" label={m(FIELD_LABEL.fenxi)} rules={rules('fenxi_leixing')}>
        <Radio.Group options={options(m, GROUPS)} />
      </Form.Item>
      {group === '对照组' ? (
        <Form.Item name="duizhao" label={m(FIELD_LABEL.duizhao)} rules={rules('duizhao')}>
          <Input maxLength={64} />
        </Form.Item>
      ) : null}
    </>
  );
}

function NucleaseFields({ form, onChange }: { form: FormInstance; onChange?: (value: string) => void }) {
  const m = useMessageIn();
  const nuclease = Form.useWatch('hexuanmei', form);
  return (
    <>
      <Form.Item name="hexuanmei" label={m(FIELD_LABEL.hexuanmei)} rules={rules('hexuanmei')}>
        <Select options={options(m, NUCLEASES)} aria-label={m(FIELD_LABEL.hexuanmei)} onChange={onChange} />
      </Form.Item>
      {nuclease === OTHER ? (
        <Form.Item name="hexuanmei_other" label={m(FIELD_LABEL.hexuanmeiOther)} rules={rules('hexuanmei_other')}>
          <Input maxLength={100} />
        </Form.Item>
      ) : null}
    </>
  );
}

/** GUIDE-seq: the experimental group's guide rows, nuclease, thresholds and ODN. */
export function GuideFields({ form }: { form: FormInstance }) {
  const t = useT();
  const m = useMessageIn();
  const group = Form.useWatch('fenxi_leixing', form);
  const isOdn = Form.useWatch('is_odn', form);
  if (group !== '实验组') return null;
  return (
    <>
      <Form.List name="xulie">
        {(fields, { add, remove }) => (
          <Form.Item label={m(FIELD_LABEL.xulie)} className="order-guides" required={false}>
            {fields.map((field, index) => (
              <div className="order-guides__row" key={field.key} data-testid="guide-row">
                <Form.Item name={field.name} noStyle>
                  <Input placeholder={t('order.form.guideRow', { n: index + 1 })} aria-label={t('order.form.guideRow', { n: index + 1 })} maxLength={200} />
                </Form.Item>
                {index === 0 ? (
                  <Button
                    type="text"
                    aria-label={t('order.form.addGuide')}
                    icon={<PlusCircleOutlined />}
                    onClick={() => {
                      if (fields.length >= MAX_GUIDE_ROWS) void message.warning(m(SAMPLE_MESSAGES.tooManyRows));
                      else add('');
                    }}
                  />
                ) : (
                  <Button type="text" aria-label={t('order.form.removeGuide', { n: index + 1 })} icon={<MinusCircleOutlined />} onClick={() => remove(field.name)} />
                )}
              </div>
            ))}
          </Form.Item>
        )}
      </Form.List>
      <NucleaseFields form={form} />
      <Form.Item name="cuopei_fazhi" label={m(FIELD_LABEL.cuopei)} rules={rules('cuopei_fazhi')}>
        <Select options={options(m, MISMATCH_OPTIONS)} aria-label={m(FIELD_LABEL.cuopei)} />
      </Form.Item>
      <Form.Item name="tudian_fazhi" label={m(FIELD_LABEL.tudian)} rules={rules('tudian_fazhi')}>
        <Select options={options(m, BULGE_OPTIONS)} aria-label={m(FIELD_LABEL.tudian)} />
      </Form.Item>
      <YesNo name="is_odn" label={m(FIELD_LABEL.isOdn)} />
      {isOdn === 1 ? (
        <Form.Item name="odn_xulie" label={m(FIELD_LABEL.odnXulie)} rules={rules('odn_xulie')}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
      ) : null}
    </>
  );
}

/** Amplicon: sgRNA, nuclease with its locked presets, primers or flanking sequence, thresholds. */
export function AmpliconFields({ form }: { form: FormInstance }) {
  const t = useT();
  const m = useMessageIn();
  const nuclease = Form.useWatch('hexuanmei', form);
  const isYinwu = Form.useWatch('is_yinwu', form);
  const isDipin = Form.useWatch('is_dipin', form);
  const personal = Form.useWatch('gexinghua_type', form);
  const locked = typeof nuclease === 'string' && Boolean(NUCLEASE_PRESETS[nuclease]);

  const applyPreset = (value: string) => {
    const preset = NUCLEASE_PRESETS[value];
    if (preset) form.setFieldsValue(preset);
  };

  return (
    <>
      <Form.Item name="xulie" label={m(FIELD_LABEL.xulie)} rules={rules('amplicon_xulie')}>
        <Input maxLength={200} placeholder={m(SAMPLE_MESSAGES.acgt)} />
      </Form.Item>
      <NucleaseFields form={form} onChange={applyPreset} />
      <Form.Item name="weidian_juli" label={m(FIELD_LABEL.weidian)} rules={rules('weidian_juli')}>
        <InputNumber className="order-number" disabled={locked} placeholder={t('order.form.distancePlaceholder')} precision={0} />
      </Form.Item>
      <Form.Item name="chuangkou_size" label={m(FIELD_LABEL.chuangkou)} rules={rules('chuangkou_size')}>
        <InputNumber className="order-number" disabled={locked} placeholder="1-100" precision={0} />
      </Form.Item>
      <Form.Item name="is_yinwu" label={m(FIELD_LABEL.isYinwu)} rules={rules('is_yinwu')}>
        <Radio.Group
          options={[
            { value: 0, label: m(SAMPLE_OPTION_LABELS.primersGiven) },
            { value: 1, label: m(SAMPLE_OPTION_LABELS.primersWanted) },
          ]}
        />
      </Form.Item>
      {isYinwu === 0 ? (
        <>
          <Form.Item name="zheng_xulie" label={m(FIELD_LABEL.zheng)} rules={rules('zheng_xulie')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="fan_xulie" label={m(FIELD_LABEL.fan)} rules={rules('fan_xulie')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="tuihuo_wendu" label={m(FIELD_LABEL.tuihuo)} rules={rules('tuihuo_wendu')}>
            <Input maxLength={50} suffix="℃" />
          </Form.Item>
          <Form.Item name="kuozhan_xulie" label={m(FIELD_LABEL.kuozhan)} rules={rules('kuozhan_xulie')}>
            <Input.TextArea rows={4} maxLength={AMPLICON_MAX} showCount placeholder={t('order.form.ampliconPlaceholder')} />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="yinwu_xulie" label={m(FIELD_LABEL.yinwu)} rules={rules('yinwu_xulie')}>
          <Input.TextArea rows={4} maxLength={5000} placeholder={t('order.form.flankPlaceholder')} />
        </Form.Item>
      )}
      <YesNo name="is_dipin" label={m(FIELD_LABEL.isDipin)} />
      {isDipin === 1 ? (
        <Form.Item name="dipin_zhi" label={m(FIELD_LABEL.dipin)} rules={rules('dipin_zhi')}>
          <InputNumber className="order-number" min={0} max={1} step={0.1} />
        </Form.Item>
      ) : null}
      <Form.Item name="gexinghua_type" label={m(FIELD_LABEL.gexinghua)} rules={rules('gexinghua_type')}>
        <Select options={options(m, PERSONALISATION)} aria-label={m(FIELD_LABEL.gexinghua)} />
      </Form.Item>
      {personal === OTHER ? (
        <Form.Item name="gexinghua_other" label={m(FIELD_LABEL.gexinghuaOther)} rules={rules('gexinghua_other')}>
          <Input maxLength={200} />
        </Form.Item>
      ) : null}
      <Form.Item name="shiyan_name" label={m(FIELD_LABEL.shiyan)} rules={rules('shiyan_name')}>
        <Input maxLength={100} />
      </Form.Item>
    </>
  );
}

export function RemarkFields({ form }: { form: FormInstance }) {
  const m = useMessageIn();
  const isRemark = Form.useWatch('is_remark', form);
  return (
    <>
      <YesNo name="is_remark" label={m(FIELD_LABEL.isRemark)} />
      {isRemark === 1 ? (
        <Form.Item name="remark" label={m(FIELD_LABEL.remark)} rules={rules('remark')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      ) : null}
    </>
  );
}
