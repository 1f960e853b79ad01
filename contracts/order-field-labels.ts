// Every stored field of an order and its samples as people read it: the label the customer's form
// shows and the value as text (0/1 flags as 是/否, choices as their labels, units where the form has
// them). The console's order detail, the server's answers and any page that lists fields share this
// one table, so a label changes in one place.
import { CELL_LABELS, cellValueText, type CellFieldName } from './order-cell.ts';
import { SPECIES_LABELS } from './order-sample.ts';
import { formatDate, statusLabel, type OrderKind, type SampleOrderKind } from './order.ts';

export interface LabelledField {
  key: string;
  label: string;
  value: string;
}

/** A field of a table: its label, and how its value reads (absent: the value as it is). */
interface FieldLabel {
  key: string;
  label: string;
  text?: (value: unknown) => string;
}

const yesNo = (value: unknown) => (Number(value) === 1 ? '是' : '否');
const unit = (suffix: string) => (value: unknown) => `${String(value)} ${suffix}`;
const time = (value: unknown) => formatDate(value instanceof Date ? value.toISOString() : String(value));

/** The header every order kind has. */
export const ORDER_HEADER_LABELS: FieldLabel[] = [
  { key: 'orderno', label: '订单号' },
  { key: 'leixing', label: '服务类型' },
  { key: 'status', label: '订单状态', text: (v) => statusLabel(Number(v)) },
  { key: 'create_time', label: '提交时间', text: time },
  { key: 'update_time', label: '更新时间', text: time },
];

/** GUIDE-seq and amplicon headers also count their samples. */
const SAMPLE_ORDER_HEADER_LABELS: FieldLabel[] = [...ORDER_HEADER_LABELS.slice(0, 2), { key: 'yangben_nums', label: '样本数量' }, ...ORDER_HEADER_LABELS.slice(2)];

const SAMPLE_COMMON: FieldLabel[] = [
  { key: 'name', label: '样本名称' },
  { key: 'type', label: '样本类型' },
  { key: 'type_other', label: '其他样本类型' },
  { key: 'jiezhi', label: '溶解介质' },
  { key: 'jiezhi_other', label: '其他溶解介质' },
  { key: 'is_edta', label: '是否含EDTA', text: yesNo },
  { key: 'edta_nongdu', label: 'EDTA浓度', text: unit('%') },
  { key: 'nongdu', label: '浓度', text: unit('ng/ul') },
  { key: 'tiji', label: '体积', text: unit('ul') },
  { key: 'zongliang', label: '总量', text: unit('ug') },
  { key: 'laiyuan', label: '物种来源', text: (v) => SPECIES_LABELS[String(v)] ?? String(v) },
  { key: 'laiyuan_other', label: '基因组下载地址' },
  { key: 'fenxi_leixing', label: '分析类型' },
  { key: 'duizhao', label: '对照样本名称' },
];

const SAMPLE_GUIDE: FieldLabel[] = [
  // Several guides are stored comma-separated; one per line reads better.
  { key: 'xulie', label: 'sgRNA+PAM序列', text: (v) => String(v).split(',').filter(Boolean).join('\n') },
  { key: 'hexuanmei', label: '核酸酶' },
  { key: 'hexuanmei_other', label: '其他核酸酶' },
  { key: 'cuopei_fazhi', label: '错配阈值' },
  { key: 'tudian_fazhi', label: '凸点阈值' },
  { key: 'is_odn', label: '是否需要ODN插入检测', text: yesNo },
  { key: 'odn_xulie', label: 'ODN侧翼序列' },
];

const SAMPLE_AMPLICON: FieldLabel[] = [
  { key: 'xulie', label: 'sgRNA+PAM序列' },
  { key: 'hexuanmei', label: '核酸酶' },
  { key: 'hexuanmei_other', label: '其他核酸酶' },
  { key: 'weidian_juli', label: '编辑位点距PAM距离' },
  { key: 'chuangkou_size', label: '编辑窗口大小' },
  { key: 'is_yinwu', label: '是否需要设计引物', text: yesNo },
  { key: 'zheng_xulie', label: '正向引物序列' },
  { key: 'fan_xulie', label: '反向引物序列' },
  { key: 'tuihuo_wendu', label: '退火温度', text: unit('℃') },
  { key: 'kuozhan_xulie', label: '扩增子产物序列' },
  { key: 'yinwu_xulie', label: '侧翼序列' },
  { key: 'is_dipin', label: '是否低频分析', text: yesNo },
  { key: 'dipin_zhi', label: '低频阈值' },
  { key: 'gexinghua_type', label: '个性化需求' },
  { key: 'gexinghua_other', label: '其他个性化需求' },
  { key: 'shiyan_name', label: '实验名称' },
];

const SAMPLE_END: FieldLabel[] = [
  { key: 'is_remark', label: '是否备注', text: yesNo },
  { key: 'remark', label: '备注' },
  { key: 'leixing', label: '服务类型' },
  { key: 'status', label: '样本状态', text: (v) => statusLabel(Number(v)) },
  { key: 'create_time', label: '提交时间', text: time },
];

/** Every labelled field of a sample of this kind, in form order. */
export const SAMPLE_FIELD_LABELS: Record<SampleOrderKind, FieldLabel[]> = {
  guide: [...SAMPLE_COMMON, ...SAMPLE_GUIDE, ...SAMPLE_END],
  amplicon: [...SAMPLE_COMMON, ...SAMPLE_AMPLICON, ...SAMPLE_END],
};

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

function labelled(table: FieldLabel[], row: Record<string, unknown>): LabelledField[] {
  const fields: LabelledField[] = [];
  for (const field of table) {
    const value = row[field.key];
    // An empty field was hidden on the form (or optional and left out): nothing to read.
    if (isEmpty(value)) continue;
    fields.push({ key: field.key, label: field.label, value: field.text ? field.text(value) : String(value) });
  }
  return fields;
}

/** A sample's filled fields, labelled. */
export function sampleFields(kind: SampleOrderKind, sample: Record<string, unknown>): LabelledField[] {
  return labelled(SAMPLE_FIELD_LABELS[kind], sample);
}

/**
 * An order's filled fields, labelled: the header for GUIDE-seq and amplicon orders (their samples
 * carry the form), every form field after the header for cell-line orders.
 */
export function orderFields(kind: OrderKind, order: Record<string, unknown>): LabelledField[] {
  if (kind !== 'cell') return labelled(SAMPLE_ORDER_HEADER_LABELS, order);
  const form: FieldLabel[] = CELL_LABELS.map(([key, label]) => ({ key, label, text: (v: unknown) => cellValueText(key as CellFieldName, v) }));
  // `leixing` is both a header field and the form's first question: label it once, as the form does.
  return labelled([...ORDER_HEADER_LABELS.filter((f) => f.key !== 'leixing'), ...form], order);
}
