// The fields of the cell-line construction form with their conditional sections (spec/ordering.md
// section 4): knock-in shows the site-directed question and 'yes' the position; is_rna switches the
// gene information and the guide/shRNA input (jiyin other shows a text); a proof upload shows when the
// answer is not 'unsure'; is_yuandai fills the primary-cell text (locked for 0 and 1); 'multiple'
// copies shows the copy number; harmful pathogens 'yes' shows the note. A hidden field is unmounted,
// so it is neither validated nor sent; each rule is the contract's zod schema.
import { Form, Input, InputNumber, Radio, Select, type FormInstance } from 'antd';
import {
  CELL_FIELDS,
  CELL_SERVICE_TYPES,
  COPY_CHOICES,
  DELIVERABLES,
  GROWTH_TYPES,
  HOST_SUPPLIERS,
  JIYIN_OPTIONS,
  RNA_OPTIONS,
  TRI_OPTIONS,
  YES_NO_OPTIONS,
  YUANDAI_OPTIONS,
  YUANDAI_TEXT,
  cellSections,
  type CellFieldName,
} from '../../../contracts/order-cell.ts';
import { zodRule } from '../auth/zod-rule.ts';
import { ProofUpload } from './proof-upload.tsx';

const rules = (field: CellFieldName) => [zodRule(CELL_FIELDS[field])];
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
type Answers = ReadonlyArray<{ value: number; label: string }>;

function Choice({ name, label, answers }: { name: CellFieldName; label: string; answers: Answers }) {
  return (
    <Form.Item name={name} label={label} rules={rules(name)}>
      <Radio.Group options={answers.map((a) => ({ ...a }))} />
    </Form.Item>
  );
}

/** Download links of the stored proofs (editing an order), by field. */
type ProofLinks = Partial<Record<CellFieldName, { url: string; name: string } | null>>;

function Proof({ name, label, links }: { name: CellFieldName; label: string; links?: ProofLinks }) {
  return (
    <Form.Item name={name} label={label} rules={rules(name)} extra="支持 png、jpg、jpeg、pdf、doc、docx，每项一个文件">
      <ProofUpload testId={`proof-${name}`} link={links?.[name]} />
    </Form.Item>
  );
}

export function CellFields({ form, proofLinks }: { form: FormInstance; proofLinks?: ProofLinks }) {
  const watched = {
    leixing: Form.useWatch('leixing', form),
    is_dingdian: Form.useWatch('is_dingdian', form),
    is_rna: Form.useWatch('is_rna', form),
    jiyin: Form.useWatch('jiyin', form),
    is_shengzhang: Form.useWatch('is_shengzhang', form),
    is_cunhuo: Form.useWatch('is_cunhuo', form),
    is_yuandai: Form.useWatch('is_yuandai', form),
    shuzhu_jiyinshu: Form.useWatch('shuzhu_jiyinshu', form),
    is_youhai: Form.useWatch('is_youhai', form),
  };
  const shown = cellSections(watched);
  const yuandaiEditable = watched.is_yuandai === 2;

  return (
    <>
      <h2 className="order-form__section">基因信息</h2>
      <Form.Item name="leixing" label="细胞株类型" rules={rules('leixing')}>
        <Select options={options(CELL_SERVICE_TYPES)} aria-label="细胞株类型" data-testid="cell-leixing" />
      </Form.Item>
      {shown.dingdian ? <Choice name="is_dingdian" label="是否定点敲入" answers={YES_NO_OPTIONS} /> : null}
      {shown.dingdianInfo ? (
        <Form.Item name="dingdian_info" label="定点敲入位置序列" rules={rules('dingdian_info')}>
          <Input.TextArea rows={3} placeholder="请输入定点敲入位置序列" />
        </Form.Item>
      ) : null}
      <Form.Item name="name" label="目的基因名称/NCBI登录号/rs号" rules={rules('name')}>
        <Input placeholder="如 TP53、NM_000546 或 rs28934578" />
      </Form.Item>
      <Choice name="is_rna" label="guide/shRNA设计" answers={RNA_OPTIONS} />
      {shown.jiyin ? (
        <Form.Item name="jiyin" label="基因信息" rules={rules('jiyin')}>
          <Radio.Group options={options(JIYIN_OPTIONS)} />
        </Form.Item>
      ) : null}
      {shown.jiyinOther ? (
        <Form.Item name="jiyin_other" label="其他基因信息" rules={rules('jiyin_other')}>
          <Input placeholder="请输入其他基因信息" />
        </Form.Item>
      ) : null}
      {shown.jiyinXulie ? (
        <Form.Item name="jiyin_xulie" label="guide/shRNA序列" rules={rules('jiyin_xulie')}>
          <Input.TextArea rows={3} placeholder="请输入guide/shRNA序列" />
        </Form.Item>
      ) : null}
      <Choice name="is_shengzhang" label="编辑后是否影响生长" answers={TRI_OPTIONS} />
      {shown.shengzhangFile ? <Proof name="shengzhang_file" label="影响生长证明" links={proofLinks} /> : null}
      <Choice name="is_cunhuo" label="编辑后是否抑制存活" answers={TRI_OPTIONS} />
      {shown.cunhuoFile ? <Proof name="cunhuo_file" label="抑制存活证明" links={proofLinks} /> : null}

      <h2 className="order-form__section">宿主细胞</h2>
      <Form.Item name="shuzhu" label="宿主细胞名称" rules={rules('shuzhu')}>
        <Input placeholder="如 HEK293T" />
      </Form.Item>
      <Form.Item name="beixuan" label="备选细胞" rules={rules('beixuan')}>
        <Input />
      </Form.Item>
      <Form.Item name="is_yuandai" label="宿主细胞是否为原代细胞" rules={rules('is_yuandai')}>
        <Radio.Group
          options={YUANDAI_OPTIONS.map((a) => ({ ...a }))}
          onChange={(event) => form.setFieldValue('yuandai_other', YUANDAI_TEXT[Number(event.target.value)] ?? undefined)}
        />
      </Form.Item>
      <Form.Item name="yuandai_other" label="原代细胞说明" rules={yuandaiEditable ? rules('yuandai_other') : []}>
        <Input disabled={!yuandaiEditable} placeholder={yuandaiEditable ? '请输入其他原代细胞' : undefined} />
      </Form.Item>
      <Form.Item name="shuzhu_tigong" label="宿主细胞提供方" rules={rules('shuzhu_tigong')}>
        <Radio.Group options={options(HOST_SUPPLIERS)} />
      </Form.Item>
      <Form.Item name="shuzhu_jiyinshu" label="基因拷贝数" rules={rules('shuzhu_jiyinshu')}>
        <Radio.Group options={options(COPY_CHOICES)} />
      </Form.Item>
      {shown.copynum ? (
        <Form.Item name="shuzhu_copynum" label="拷贝数" rules={rules('shuzhu_copynum')}>
          <InputNumber min={1} precision={0} placeholder="10-100" style={{ width: '100%' }} />
        </Form.Item>
      ) : null}
      <Proof name="shuzhu_file" label="宿主细胞证明" links={proofLinks} />
      <Form.Item name="texing_type" label="生长特性" rules={rules('texing_type')}>
        <Radio.Group options={options(GROWTH_TYPES)} />
      </Form.Item>
      <Form.Item name="peiyangji_main" label="培养基类型" rules={rules('peiyangji_main')}>
        <Input placeholder="如 DMEM" />
      </Form.Item>
      <Form.Item name="peiyangji_other" label="完全培养基成分" rules={rules('peiyangji_other')}>
        <Input.TextArea rows={2} placeholder="如 DMEM + 10% FBS + 1% 双抗" />
      </Form.Item>
      <Form.Item name="chuandai_zhou" label="每周传代次数" rules={rules('chuandai_zhou')}>
        <InputNumber min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="chuandai_bi" label="传代比例(%)" rules={rules('chuandai_bi')}>
        <InputNumber min={0} max={100} style={{ width: '100%' }} />
      </Form.Item>
      <Choice name="is_wuxianchuan" label="是否可无限传代" answers={TRI_OPTIONS} />
      <Choice name="is_tiyingxiang" label="梯度稀释是否影响生长" answers={TRI_OPTIONS} />
      <Choice name="is_dancunhuo" label="单克隆细胞是否能存活" answers={TRI_OPTIONS} />
      <Choice name="is_youhai" label="是否携带有害病原体" answers={YES_NO_OPTIONS} />
      {shown.youhaiInfo ? (
        <Form.Item name="youhai_info" label="有害病原体说明" rules={rules('youhai_info')}>
          <Input.TextArea rows={2} placeholder="请说明病原体" />
        </Form.Item>
      ) : null}

      <h2 className="order-form__section">交付</h2>
      <Form.Item name="jiaofu_type" label="交付形式" rules={rules('jiaofu_type')}>
        <Radio.Group options={options(DELIVERABLES)} />
      </Form.Item>
      <Form.Item name="remark" label="备注" rules={rules('remark')}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </>
  );
}
