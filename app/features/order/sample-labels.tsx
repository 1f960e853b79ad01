// Readable labels and values of a sample's fields, shared by the detail page and the manifest.
import type { ReactNode } from 'react';
import type { SampleOrderKind } from '../../../contracts/order.ts';
import { SPECIES_LABELS } from '../../../contracts/order-sample.ts';
import type { SampleRow } from '../../../contracts/api/order.ts';

const yesNo = (value: unknown) => (value === 1 ? '是' : '否');
const unit = (suffix: string) => (value: unknown) => `${String(value)} ${suffix}`;

interface FieldLabel {
  key: keyof SampleRow;
  label: string;
  format?: (value: unknown, sample: SampleRow) => ReactNode;
}

const COMMON: FieldLabel[] = [
  { key: 'name', label: '样本名称' },
  { key: 'type', label: '样本类型' },
  { key: 'type_other', label: '其他样本类型' },
  { key: 'jiezhi', label: '溶解介质' },
  { key: 'jiezhi_other', label: '其他溶解介质' },
  { key: 'is_edta', label: '是否含EDTA', format: (v, s) => (s.type === 'DNA' ? yesNo(v) : null) },
  { key: 'edta_nongdu', label: 'EDTA浓度', format: unit('%') },
  { key: 'nongdu', label: '浓度', format: (v, s) => (s.type === 'DNA' ? `${String(v)} ng/ul` : null) },
  { key: 'tiji', label: '体积', format: unit('ul') },
  { key: 'zongliang', label: '总量', format: unit('ug') },
  { key: 'laiyuan', label: '物种来源', format: (v) => SPECIES_LABELS[String(v)] ?? String(v) },
  { key: 'laiyuan_other', label: '基因组下载地址' },
  { key: 'fenxi_leixing', label: '分析类型' },
  { key: 'duizhao', label: '对照样本名称' },
];

const GUIDE: FieldLabel[] = [
  {
    key: 'xulie',
    label: 'sgRNA+PAM序列',
    // An experimental-group sample's guides, one per line (section 2).
    format: (v) => (
      <span className="order-guides-view">
        {String(v)
          .split(',')
          .filter(Boolean)
          .map((guide, i) => (
            <span key={i} className="order-guides-view__item" data-testid="guide-sequence">
              {guide}
            </span>
          ))}
      </span>
    ),
  },
  { key: 'hexuanmei', label: '核酸酶' },
  { key: 'hexuanmei_other', label: '其他核酸酶' },
  { key: 'cuopei_fazhi', label: '错配阈值' },
  { key: 'tudian_fazhi', label: '凸点阈值' },
  { key: 'is_odn', label: 'ODN插入检测', format: (v, s) => (s.fenxi_leixing === '实验组' ? yesNo(v) : null) },
  { key: 'odn_xulie', label: 'ODN侧翼序列' },
];

const AMPLICON: FieldLabel[] = [
  { key: 'xulie', label: 'sgRNA+PAM序列' },
  { key: 'hexuanmei', label: '核酸酶' },
  { key: 'hexuanmei_other', label: '其他核酸酶' },
  { key: 'weidian_juli', label: '编辑位点距PAM距离' },
  { key: 'chuangkou_size', label: '编辑窗口大小' },
  { key: 'is_yinwu', label: '是否需要设计引物', format: yesNo },
  { key: 'zheng_xulie', label: '正向引物序列' },
  { key: 'fan_xulie', label: '反向引物序列' },
  { key: 'tuihuo_wendu', label: '退火温度', format: unit('℃') },
  { key: 'kuozhan_xulie', label: '扩增子产物序列', format: (v) => <span className="order-sequence">{String(v)}</span> },
  { key: 'yinwu_xulie', label: '侧翼序列', format: (v) => <span className="order-sequence">{String(v)}</span> },
  { key: 'is_dipin', label: '是否低频分析', format: yesNo },
  { key: 'dipin_zhi', label: '低频阈值' },
  { key: 'gexinghua_type', label: '个性化需求' },
  { key: 'gexinghua_other', label: '其他个性化需求' },
  { key: 'shiyan_name', label: '实验名称' },
];

const END: FieldLabel[] = [{ key: 'remark', label: '备注' }];

/** The sample's shown fields as label/value pairs; empty (hidden) fields are left out. */
export function sampleItems(kind: SampleOrderKind, sample: SampleRow): Array<{ key: string; label: string; children: ReactNode }> {
  const fields = [...COMMON, ...(kind === 'guide' ? GUIDE : AMPLICON), ...END];
  const items: Array<{ key: string; label: string; children: ReactNode }> = [];
  for (const field of fields) {
    const value = sample[field.key];
    if (value === null || value === undefined || value === '') continue;
    const shown = field.format ? field.format(value, sample) : String(value);
    if (shown === null) continue;
    items.push({ key: field.key, label: field.label, children: shown });
  }
  return items;
}
