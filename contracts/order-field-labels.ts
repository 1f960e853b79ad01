// Every stored field of an order and its samples as people read it: the label the customer's form
// shows and the value as text (0/1 flags as 是/否, choices as their labels, units where the form has
// them). The console's order detail, the server's answers and any page that lists fields share this
// one table, so a label changes in one place.
import { CELL_LABELS, cellValueText, type CellFieldName } from './order-cell.ts';
import { SPECIES_LABELS } from './order-sample-options.ts';
import { formatDate, statusLabel, type OrderKind, type SampleOrderKind } from './order.ts';
import { withEnglish } from './english-messages.ts';

/** Every label of the GUIDE-seq/amplicon tables and the order header, once; English beside it (messageIn). */
export const FIELD_LABEL = {
  orderno: '订单号',
  leixing: '服务类型',
  orderStatus: '订单状态',
  createTime: '提交时间',
  updateTime: '更新时间',
  sampleCount: '样本数量',
  name: '样本名称',
  type: '样本类型',
  typeOther: '其他样本类型',
  jiezhi: '溶解介质',
  jiezhiOther: '其他溶解介质',
  isEdta: '是否含EDTA',
  edtaNongdu: 'EDTA浓度',
  nongdu: '浓度',
  tiji: '体积',
  zongliang: '总量',
  laiyuan: '物种来源',
  laiyuanOther: '基因组下载地址',
  fenxi: '分析类型',
  duizhao: '对照样本名称',
  xulie: 'sgRNA+PAM序列',
  hexuanmei: '核酸酶',
  hexuanmeiOther: '其他核酸酶',
  cuopei: '错配阈值',
  tudian: '凸点阈值',
  isOdn: '是否需要ODN插入检测',
  odnXulie: 'ODN侧翼序列',
  weidian: '编辑位点距PAM距离',
  chuangkou: '编辑窗口大小',
  isYinwu: '是否需要设计引物',
  zheng: '正向引物序列',
  fan: '反向引物序列',
  tuihuo: '退火温度',
  kuozhan: '扩增子产物序列',
  yinwu: '侧翼序列',
  isDipin: '是否低频分析',
  dipin: '低频阈值',
  gexinghua: '个性化需求',
  gexinghuaOther: '其他个性化需求',
  shiyan: '实验名称',
  isRemark: '是否备注',
  remark: '备注',
  sampleStatus: '样本状态',
  odn: 'ODN插入检测',
  created: '创建日期',
} as const;
withEnglish(FIELD_LABEL, {
  orderno: 'Order number',
  leixing: 'Service type',
  orderStatus: 'Order status',
  createTime: 'Submitted',
  updateTime: 'Updated',
  sampleCount: 'Number of samples',
  name: 'Sample name',
  type: 'Sample type',
  typeOther: 'Other sample type',
  jiezhi: 'Dissolving medium',
  jiezhiOther: 'Other dissolving medium',
  isEdta: 'Contains EDTA',
  edtaNongdu: 'EDTA concentration',
  nongdu: 'Concentration',
  tiji: 'Volume',
  zongliang: 'Total amount',
  laiyuan: 'Species',
  laiyuanOther: 'Genome download address',
  fenxi: 'Analysis type',
  duizhao: 'Control sample name',
  xulie: 'sgRNA+PAM sequence',
  hexuanmei: 'Nuclease',
  hexuanmeiOther: 'Other nuclease',
  cuopei: 'Mismatch threshold',
  tudian: 'Bulge threshold',
  isOdn: 'ODN insertion detection needed',
  odnXulie: 'ODN flanking sequence',
  weidian: 'Distance from edit site to PAM',
  chuangkou: 'Editing window size',
  isYinwu: 'Primer design needed',
  zheng: 'Forward primer sequence',
  fan: 'Reverse primer sequence',
  tuihuo: 'Annealing temperature',
  kuozhan: 'Amplicon sequence',
  yinwu: 'Flanking sequence',
  isDipin: 'Low-frequency analysis',
  dipin: 'Low-frequency threshold',
  gexinghua: 'Custom analysis',
  gexinghuaOther: 'Other custom analysis',
  shiyan: 'Experiment name',
  isRemark: 'Remark',
  remark: 'Remarks',
  sampleStatus: 'Sample status',
  odn: 'ODN insertion detection',
  created: 'Created',
});

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
  { key: 'orderno', label: FIELD_LABEL.orderno },
  { key: 'leixing', label: FIELD_LABEL.leixing },
  { key: 'status', label: FIELD_LABEL.orderStatus, text: (v) => statusLabel(Number(v)) },
  { key: 'create_time', label: FIELD_LABEL.createTime, text: time },
  { key: 'update_time', label: FIELD_LABEL.updateTime, text: time },
];

/** GUIDE-seq and amplicon headers also count their samples. */
const SAMPLE_ORDER_HEADER_LABELS: FieldLabel[] = [...ORDER_HEADER_LABELS.slice(0, 2), { key: 'yangben_nums', label: FIELD_LABEL.sampleCount }, ...ORDER_HEADER_LABELS.slice(2)];

const SAMPLE_COMMON: FieldLabel[] = [
  { key: 'name', label: FIELD_LABEL.name },
  { key: 'type', label: FIELD_LABEL.type },
  { key: 'type_other', label: FIELD_LABEL.typeOther },
  { key: 'jiezhi', label: FIELD_LABEL.jiezhi },
  { key: 'jiezhi_other', label: FIELD_LABEL.jiezhiOther },
  { key: 'is_edta', label: FIELD_LABEL.isEdta, text: yesNo },
  { key: 'edta_nongdu', label: FIELD_LABEL.edtaNongdu, text: unit('%') },
  { key: 'nongdu', label: FIELD_LABEL.nongdu, text: unit('ng/ul') },
  { key: 'tiji', label: FIELD_LABEL.tiji, text: unit('ul') },
  { key: 'zongliang', label: FIELD_LABEL.zongliang, text: unit('ug') },
  { key: 'laiyuan', label: FIELD_LABEL.laiyuan, text: (v) => SPECIES_LABELS[String(v)] ?? String(v) },
  { key: 'laiyuan_other', label: FIELD_LABEL.laiyuanOther },
  { key: 'fenxi_leixing', label: FIELD_LABEL.fenxi },
  { key: 'duizhao', label: FIELD_LABEL.duizhao },
];

const SAMPLE_GUIDE: FieldLabel[] = [
  // Several guides are stored comma-separated; one per line reads better.
  { key: 'xulie', label: FIELD_LABEL.xulie, text: (v) => String(v).split(',').filter(Boolean).join('\n') },
  { key: 'hexuanmei', label: FIELD_LABEL.hexuanmei },
  { key: 'hexuanmei_other', label: FIELD_LABEL.hexuanmeiOther },
  { key: 'cuopei_fazhi', label: FIELD_LABEL.cuopei },
  { key: 'tudian_fazhi', label: FIELD_LABEL.tudian },
  { key: 'is_odn', label: FIELD_LABEL.isOdn, text: yesNo },
  { key: 'odn_xulie', label: FIELD_LABEL.odnXulie },
];

const SAMPLE_AMPLICON: FieldLabel[] = [
  { key: 'xulie', label: FIELD_LABEL.xulie },
  { key: 'hexuanmei', label: FIELD_LABEL.hexuanmei },
  { key: 'hexuanmei_other', label: FIELD_LABEL.hexuanmeiOther },
  { key: 'weidian_juli', label: FIELD_LABEL.weidian },
  { key: 'chuangkou_size', label: FIELD_LABEL.chuangkou },
  { key: 'is_yinwu', label: FIELD_LABEL.isYinwu, text: yesNo },
  { key: 'zheng_xulie', label: FIELD_LABEL.zheng },
  { key: 'fan_xulie', label: FIELD_LABEL.fan },
  { key: 'tuihuo_wendu', label: FIELD_LABEL.tuihuo, text: unit('℃') },
  { key: 'kuozhan_xulie', label: FIELD_LABEL.kuozhan },
  { key: 'yinwu_xulie', label: FIELD_LABEL.yinwu },
  { key: 'is_dipin', label: FIELD_LABEL.isDipin, text: yesNo },
  { key: 'dipin_zhi', label: FIELD_LABEL.dipin },
  { key: 'gexinghua_type', label: FIELD_LABEL.gexinghua },
  { key: 'gexinghua_other', label: FIELD_LABEL.gexinghuaOther },
  { key: 'shiyan_name', label: FIELD_LABEL.shiyan },
];

const SAMPLE_END: FieldLabel[] = [
  { key: 'is_remark', label: FIELD_LABEL.isRemark, text: yesNo },
  { key: 'remark', label: FIELD_LABEL.remark },
  { key: 'leixing', label: FIELD_LABEL.leixing },
  { key: 'status', label: FIELD_LABEL.sampleStatus, text: (v) => statusLabel(Number(v)) },
  { key: 'create_time', label: FIELD_LABEL.createTime, text: time },
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
