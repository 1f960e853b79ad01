// The fields of the cell-line construction form with their conditional sections (spec/ordering.md
// section 4): knock-in shows the site-directed question and 'yes' the position; is_rna switches the
// gene information and the guide/shRNA input (jiyin other shows a text); a proof upload shows when the
// answer is not 'unsure'; is_yuandai fills the primary-cell text (locked for 0 and 1); 'multiple'
// copies shows the copy number; harmful pathogens 'yes' shows the note. A hidden field is unmounted,
// so it is neither validated nor sent; each rule is the contract's zod schema. Labels and answers come
// from the contract in the page's language; the values sent stay the Chinese answers on both sites.
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
  cellFieldLabel,
  cellSections,
  type CellFieldName,
} from '../../../contracts/order-cell.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import type { PageLanguage } from '../../../contracts/page-language.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { zodRule } from '../../components/zod-rule.ts';
import { ProofUpload } from './proof-upload.tsx';

const rules = (field: CellFieldName) => [zodRule(CELL_FIELDS[field])];
type Answers = ReadonlyArray<{ value: string | number; label: string }>;
/** The form sends and stores the Chinese answer; the English site shows its English. */
const answersIn = (lang: PageLanguage, answers: Answers) => answers.map((a) => ({ value: a.value, label: messageIn(lang, a.label) }));
const textAnswers = (values: readonly string[]): Answers => values.map((value) => ({ value, label: value }));

function Choice({ name, answers }: { name: CellFieldName; answers: Answers }) {
  const { lang } = useLocale();
  return (
    <Form.Item name={name} label={cellFieldLabel(lang, name)} rules={rules(name)}>
      <Radio.Group options={answersIn(lang, answers)} />
    </Form.Item>
  );
}

/** Download links of the stored proofs (editing an order), by field. */
type ProofLinks = Partial<Record<CellFieldName, { url: string; name: string } | null>>;

function Proof({ name, links }: { name: CellFieldName; links?: ProofLinks }) {
  const t = useT();
  const { lang } = useLocale();
  return (
    <Form.Item name={name} label={cellFieldLabel(lang, name)} rules={rules(name)} extra={t('orderCell.proofHelp')}>
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
  const t = useT();
  const { lang } = useLocale();
  const label = (field: CellFieldName) => cellFieldLabel(lang, field);

  return (
    <>
      <h2 className="order-form__section">{t('orderCell.sectionGene')}</h2>
      <Form.Item name="leixing" label={label('leixing')} rules={rules('leixing')}>
        <Select options={answersIn(lang, textAnswers(CELL_SERVICE_TYPES))} aria-label={label('leixing')} data-testid="cell-leixing" />
      </Form.Item>
      {shown.dingdian ? <Choice name="is_dingdian" answers={YES_NO_OPTIONS} /> : null}
      {shown.dingdianInfo ? (
        <Form.Item name="dingdian_info" label={label('dingdian_info')} rules={rules('dingdian_info')}>
          <Input.TextArea rows={3} placeholder={t('orderCell.placeholderKnockIn')} />
        </Form.Item>
      ) : null}
      <Form.Item name="name" label={label('name')} rules={rules('name')}>
        <Input placeholder={t('orderCell.placeholderGene')} />
      </Form.Item>
      <Choice name="is_rna" answers={RNA_OPTIONS} />
      {shown.jiyin ? (
        <Form.Item name="jiyin" label={label('jiyin')} rules={rules('jiyin')}>
          <Radio.Group options={answersIn(lang, textAnswers(JIYIN_OPTIONS))} />
        </Form.Item>
      ) : null}
      {shown.jiyinOther ? (
        <Form.Item name="jiyin_other" label={label('jiyin_other')} rules={rules('jiyin_other')}>
          <Input placeholder={t('orderCell.placeholderGeneOther')} />
        </Form.Item>
      ) : null}
      {shown.jiyinXulie ? (
        <Form.Item name="jiyin_xulie" label={label('jiyin_xulie')} rules={rules('jiyin_xulie')}>
          <Input.TextArea rows={3} placeholder={t('orderCell.placeholderGuide')} />
        </Form.Item>
      ) : null}
      <Choice name="is_shengzhang" answers={TRI_OPTIONS} />
      {shown.shengzhangFile ? <Proof name="shengzhang_file" links={proofLinks} /> : null}
      <Choice name="is_cunhuo" answers={TRI_OPTIONS} />
      {shown.cunhuoFile ? <Proof name="cunhuo_file" links={proofLinks} /> : null}

      <h2 className="order-form__section">{t('orderCell.sectionHost')}</h2>
      <Form.Item name="shuzhu" label={label('shuzhu')} rules={rules('shuzhu')}>
        <Input placeholder={t('orderCell.placeholderHost')} />
      </Form.Item>
      <Form.Item name="beixuan" label={label('beixuan')} rules={rules('beixuan')}>
        <Input />
      </Form.Item>
      <Form.Item name="is_yuandai" label={label('is_yuandai')} rules={rules('is_yuandai')}>
        <Radio.Group
          options={answersIn(lang, YUANDAI_OPTIONS)}
          onChange={(event) => form.setFieldValue('yuandai_other', YUANDAI_TEXT[Number(event.target.value)] ?? undefined)}
        />
      </Form.Item>
      <Form.Item
        name="yuandai_other"
        label={label('yuandai_other')}
        rules={yuandaiEditable ? rules('yuandai_other') : []}
        // The locked text is the stored Chinese (the server stores it anyway); it reads in the page's language.
        getValueProps={(value: unknown) => ({ value: !yuandaiEditable && typeof value === 'string' ? messageIn(lang, value) : value })}
      >
        <Input disabled={!yuandaiEditable} placeholder={yuandaiEditable ? t('orderCell.placeholderPrimary') : undefined} />
      </Form.Item>
      <Form.Item name="shuzhu_tigong" label={label('shuzhu_tigong')} rules={rules('shuzhu_tigong')}>
        <Radio.Group options={answersIn(lang, textAnswers(HOST_SUPPLIERS))} />
      </Form.Item>
      <Form.Item name="shuzhu_jiyinshu" label={label('shuzhu_jiyinshu')} rules={rules('shuzhu_jiyinshu')}>
        <Radio.Group options={answersIn(lang, textAnswers(COPY_CHOICES))} />
      </Form.Item>
      {shown.copynum ? (
        <Form.Item name="shuzhu_copynum" label={label('shuzhu_copynum')} rules={rules('shuzhu_copynum')}>
          <InputNumber min={1} precision={0} placeholder="10-100" style={{ width: '100%' }} />
        </Form.Item>
      ) : null}
      <Proof name="shuzhu_file" links={proofLinks} />
      <Form.Item name="texing_type" label={label('texing_type')} rules={rules('texing_type')}>
        <Radio.Group options={answersIn(lang, textAnswers(GROWTH_TYPES))} />
      </Form.Item>
      <Form.Item name="peiyangji_main" label={label('peiyangji_main')} rules={rules('peiyangji_main')}>
        <Input placeholder={t('orderCell.placeholderMedium')} />
      </Form.Item>
      <Form.Item name="peiyangji_other" label={label('peiyangji_other')} rules={rules('peiyangji_other')}>
        <Input.TextArea rows={2} placeholder={t('orderCell.placeholderMediumFull')} />
      </Form.Item>
      <Form.Item name="chuandai_zhou" label={label('chuandai_zhou')} rules={rules('chuandai_zhou')}>
        <InputNumber min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="chuandai_bi" label={label('chuandai_bi')} rules={rules('chuandai_bi')}>
        <InputNumber min={0} max={100} style={{ width: '100%' }} />
      </Form.Item>
      <Choice name="is_wuxianchuan" answers={TRI_OPTIONS} />
      <Choice name="is_tiyingxiang" answers={TRI_OPTIONS} />
      <Choice name="is_dancunhuo" answers={TRI_OPTIONS} />
      <Choice name="is_youhai" answers={YES_NO_OPTIONS} />
      {shown.youhaiInfo ? (
        <Form.Item name="youhai_info" label={label('youhai_info')} rules={rules('youhai_info')}>
          <Input.TextArea rows={2} placeholder={t('orderCell.placeholderPathogen')} />
        </Form.Item>
      ) : null}

      <h2 className="order-form__section">{t('orderCell.sectionDelivery')}</h2>
      <Form.Item name="jiaofu_type" label={label('jiaofu_type')} rules={rules('jiaofu_type')}>
        <Radio.Group options={answersIn(lang, textAnswers(DELIVERABLES))} />
      </Form.Item>
      <Form.Item name="remark" label={label('remark')} rules={rules('remark')}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </>
  );
}
