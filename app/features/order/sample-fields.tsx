// The fields of the GUIDE-seq and amplicon sample forms with their conditional sections
// (spec/ordering.md section 4). Each rule is the contract's zod schema, so the form shows exactly the
// message the server refuses with; a hidden field is unmounted and so not validated or sent.
import { MinusCircleOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Radio, Select, message, type FormInstance } from 'antd';
import { useEffect } from 'react';
import {
  AMPLICON_MAX,
  BULGE_OPTIONS,
  GROUPS,
  MAX_GUIDE_ROWS,
  MEDIA,
  MISMATCH_OPTIONS,
  NUCLEASES,
  NUCLEASE_PRESETS,
  OTHER,
  PERSONALISATION,
  SAMPLE_FIELDS,
  SAMPLE_MESSAGES,
  SAMPLE_TYPES,
  SPECIES,
  SPECIES_LABELS,
  totalAmount,
  type SampleFieldName,
} from '../../../contracts/order-sample.ts';
import { zodRule } from '../auth/zod-rule.ts';

const rules = (field: SampleFieldName) => [zodRule(SAMPLE_FIELDS[field])];
const options = (values: readonly (string | number)[], labels: Record<string, string> = {}) =>
  values.map((value) => ({ value, label: labels[String(value)] ?? String(value) }));
const YES_NO = [
  { value: 0, label: '否' },
  { value: 1, label: '是' },
];

function YesNo({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name} label={label} rules={rules('is_odn')}>
      <Radio.Group options={YES_NO} />
    </Form.Item>
  );
}

/** Name, type and its DNA section, species and group: the same in both forms. */
export function CommonFields({ form }: { form: FormInstance }) {
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
      <Form.Item name="name" label="样本名称" rules={rules('name')}>
        <Input placeholder="英文/数字/-(横杠)" maxLength={64} />
      </Form.Item>
      <Form.Item name="type" label="样本类型" rules={rules('type')}>
        <Radio.Group options={options(SAMPLE_TYPES)} />
      </Form.Item>
      {type === OTHER ? (
        <Form.Item name="type_other" label="其他样本类型" rules={rules('type_other')}>
          <Input maxLength={100} />
        </Form.Item>
      ) : null}
      {type === 'DNA' ? (
        <>
          <Form.Item name="jiezhi" label="溶解介质" rules={rules('jiezhi')}>
            <Select options={options(MEDIA)} aria-label="溶解介质" />
          </Form.Item>
          {jiezhi === OTHER ? (
            <Form.Item name="jiezhi_other" label="其他溶解介质" rules={rules('jiezhi_other')}>
              <Input maxLength={100} />
            </Form.Item>
          ) : null}
          <YesNo name="is_edta" label="是否含EDTA" />
          {isEdta === 1 ? (
            <Form.Item name="edta_nongdu" label="EDTA浓度" rules={rules('edta_nongdu')}>
              <InputNumber className="order-number" placeholder="请输入1-100数值" suffix="%" />
            </Form.Item>
          ) : null}
          <Form.Item name="nongdu" label="浓度" rules={rules('nongdu')}>
            <InputNumber className="order-number" placeholder="请输入10-1000数值" suffix="ng/ul" />
          </Form.Item>
          <Form.Item name="tiji" label="体积" rules={rules('tiji')}>
            <InputNumber className="order-number" placeholder="请输入1-100数值" suffix="ul" />
          </Form.Item>
          {/* Computed from volume and concentration (the server computes it again): nothing to ask of
              the user, so no rule; a missing volume or concentration is refused on its own field. */}
          <Form.Item name="zongliang" label="总量">
            <Input className="order-number" readOnly suffix="ug" placeholder="体积×浓度/1000" />
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="laiyuan" label="物种来源" rules={rules('laiyuan')}>
        <Select options={options(SPECIES, SPECIES_LABELS)} aria-label="物种来源" />
      </Form.Item>
      {laiyuan === OTHER ? (
        <Form.Item name="laiyuan_other" label="基因组下载地址" rules={rules('laiyuan_other')}>
          <Input maxLength={500} placeholder="请输入物种基因组下载地址" />
        </Form.Item>
      ) : null}
      <Form.Item name="fenxi_leixing" label="分析类型" rules={rules('fenxi_leixing')}>
        <Radio.Group options={options(GROUPS)} />
      </Form.Item>
      {group === '对照组' ? (
        <Form.Item name="duizhao" label="对照样本名称" rules={rules('duizhao')}>
          <Input maxLength={64} />
        </Form.Item>
      ) : null}
    </>
  );
}

function NucleaseFields({ form, onChange }: { form: FormInstance; onChange?: (value: string) => void }) {
  const nuclease = Form.useWatch('hexuanmei', form);
  return (
    <>
      <Form.Item name="hexuanmei" label="核酸酶" rules={rules('hexuanmei')}>
        <Select options={options(NUCLEASES)} aria-label="核酸酶" onChange={onChange} />
      </Form.Item>
      {nuclease === OTHER ? (
        <Form.Item name="hexuanmei_other" label="其他核酸酶" rules={rules('hexuanmei_other')}>
          <Input maxLength={100} />
        </Form.Item>
      ) : null}
    </>
  );
}

/** GUIDE-seq: the experimental group's guide rows, nuclease, thresholds and ODN. */
export function GuideFields({ form }: { form: FormInstance }) {
  const group = Form.useWatch('fenxi_leixing', form);
  const isOdn = Form.useWatch('is_odn', form);
  if (group !== '实验组') return null;
  return (
    <>
      <Form.List name="xulie">
        {(fields, { add, remove }) => (
          <Form.Item label="sgRNA+PAM序列" className="order-guides" required={false}>
            {fields.map((field, index) => (
              <div className="order-guides__row" key={field.key} data-testid="guide-row">
                <Form.Item name={field.name} noStyle>
                  <Input placeholder={`sgRNA+PAM序列 ${index + 1}`} aria-label={`sgRNA+PAM序列 ${index + 1}`} maxLength={200} />
                </Form.Item>
                {index === 0 ? (
                  <Button
                    type="text"
                    aria-label="添加序列"
                    icon={<PlusCircleOutlined />}
                    onClick={() => {
                      if (fields.length >= MAX_GUIDE_ROWS) void message.warning(SAMPLE_MESSAGES.tooManyRows);
                      else add('');
                    }}
                  />
                ) : (
                  <Button type="text" aria-label={`删除序列 ${index + 1}`} icon={<MinusCircleOutlined />} onClick={() => remove(field.name)} />
                )}
              </div>
            ))}
          </Form.Item>
        )}
      </Form.List>
      <NucleaseFields form={form} />
      <Form.Item name="cuopei_fazhi" label="错配阈值" rules={rules('cuopei_fazhi')}>
        <Select options={options(MISMATCH_OPTIONS)} aria-label="错配阈值" />
      </Form.Item>
      <Form.Item name="tudian_fazhi" label="凸点阈值" rules={rules('tudian_fazhi')}>
        <Select options={options(BULGE_OPTIONS)} aria-label="凸点阈值" />
      </Form.Item>
      <YesNo name="is_odn" label="是否需要ODN插入检测" />
      {isOdn === 1 ? (
        <Form.Item name="odn_xulie" label="ODN侧翼序列" rules={rules('odn_xulie')}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
      ) : null}
    </>
  );
}

/** Amplicon: sgRNA, nuclease with its locked presets, primers or flanking sequence, thresholds. */
export function AmpliconFields({ form }: { form: FormInstance }) {
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
      <Form.Item name="xulie" label="sgRNA+PAM序列" rules={rules('amplicon_xulie')}>
        <Input maxLength={200} placeholder="只可输入ATCG四种大写字母" />
      </Form.Item>
      <NucleaseFields form={form} onChange={applyPreset} />
      <Form.Item name="weidian_juli" label="编辑位点距PAM距离" rules={rules('weidian_juli')}>
        <InputNumber className="order-number" disabled={locked} placeholder="-30到30" precision={0} />
      </Form.Item>
      <Form.Item name="chuangkou_size" label="编辑窗口大小" rules={rules('chuangkou_size')}>
        <InputNumber className="order-number" disabled={locked} placeholder="1-100" precision={0} />
      </Form.Item>
      <Form.Item name="is_yinwu" label="是否需要设计引物" rules={rules('is_yinwu')}>
        <Radio.Group
          options={[
            { value: 0, label: '否，提供引物' },
            { value: 1, label: '是，需要设计引物' },
          ]}
        />
      </Form.Item>
      {isYinwu === 0 ? (
        <>
          <Form.Item name="zheng_xulie" label="正向引物序列" rules={rules('zheng_xulie')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="fan_xulie" label="反向引物序列" rules={rules('fan_xulie')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="tuihuo_wendu" label="退火温度" rules={rules('tuihuo_wendu')}>
            <Input maxLength={50} suffix="℃" />
          </Form.Item>
          <Form.Item name="kuozhan_xulie" label="扩增子产物序列" rules={rules('kuozhan_xulie')}>
            <Input.TextArea rows={4} maxLength={AMPLICON_MAX} showCount placeholder="长度150-300，只可输入ATCG四种大写字母" />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="yinwu_xulie" label="侧翼序列" rules={rules('yinwu_xulie')}>
          <Input.TextArea rows={4} maxLength={5000} placeholder="请提供编辑位点两侧的序列" />
        </Form.Item>
      )}
      <YesNo name="is_dipin" label="是否低频分析" />
      {isDipin === 1 ? (
        <Form.Item name="dipin_zhi" label="低频阈值" rules={rules('dipin_zhi')}>
          <InputNumber className="order-number" min={0} max={1} step={0.1} />
        </Form.Item>
      ) : null}
      <Form.Item name="gexinghua_type" label="个性化需求" rules={rules('gexinghua_type')}>
        <Select options={options(PERSONALISATION)} aria-label="个性化需求" />
      </Form.Item>
      {personal === OTHER ? (
        <Form.Item name="gexinghua_other" label="其他个性化需求" rules={rules('gexinghua_other')}>
          <Input maxLength={200} />
        </Form.Item>
      ) : null}
      <Form.Item name="shiyan_name" label="实验名称" rules={rules('shiyan_name')}>
        <Input maxLength={100} />
      </Form.Item>
    </>
  );
}

export function RemarkFields({ form }: { form: FormInstance }) {
  const isRemark = Form.useWatch('is_remark', form);
  return (
    <>
      <YesNo name="is_remark" label="是否备注" />
      {isRemark === 1 ? (
        <Form.Item name="remark" label="备注" rules={rules('remark')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      ) : null}
    </>
  );
}
