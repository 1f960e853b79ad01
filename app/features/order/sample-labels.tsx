// Readable labels and values of a sample's fields, shared by the detail page and the manifest. Labels,
// yes/no and the chosen options are contract texts, shown in the page's language through `m`.
import type { ReactNode } from 'react';
import type { SampleOrderKind } from '../../../contracts/order.ts';
import { FIELD_LABEL } from '../../../contracts/order-field-labels.ts';
import { SAMPLE_OPTION_LABELS } from '../../../contracts/order-sample-messages.ts';
import { SPECIES_LABELS } from '../../../contracts/order-sample-options.ts';
import type { SampleRow } from '../../../contracts/api/order.ts';

type InLanguage = (text: string | null | undefined) => string;

interface FieldLabel {
  key: keyof SampleRow;
  label: string;
  format?: (value: unknown, sample: SampleRow, m: InLanguage) => ReactNode;
}

const yesNo = (value: unknown, _sample: SampleRow, m: InLanguage) => m(value === 1 ? SAMPLE_OPTION_LABELS.yes : SAMPLE_OPTION_LABELS.no);
const unit = (suffix: string) => (value: unknown) => `${String(value)} ${suffix}`;
/** A value chosen from the form's options: stored in Chinese, read in the page's language. */
const chosen = (value: unknown, _sample: SampleRow, m: InLanguage) => m(String(value));

const COMMON: FieldLabel[] = [
  { key: 'name', label: FIELD_LABEL.name },
  { key: 'type', label: FIELD_LABEL.type, format: chosen },
  { key: 'type_other', label: FIELD_LABEL.typeOther },
  { key: 'jiezhi', label: FIELD_LABEL.jiezhi, format: chosen },
  { key: 'jiezhi_other', label: FIELD_LABEL.jiezhiOther },
  { key: 'is_edta', label: FIELD_LABEL.isEdta, format: (v, s, m) => (s.type === 'DNA' ? yesNo(v, s, m) : null) },
  { key: 'edta_nongdu', label: FIELD_LABEL.edtaNongdu, format: unit('%') },
  { key: 'nongdu', label: FIELD_LABEL.nongdu, format: (v, s) => (s.type === 'DNA' ? `${String(v)} ng/ul` : null) },
  { key: 'tiji', label: FIELD_LABEL.tiji, format: unit('ul') },
  { key: 'zongliang', label: FIELD_LABEL.zongliang, format: unit('ug') },
  { key: 'laiyuan', label: FIELD_LABEL.laiyuan, format: (v, _s, m) => m(SPECIES_LABELS[String(v)] ?? String(v)) },
  { key: 'laiyuan_other', label: FIELD_LABEL.laiyuanOther },
  { key: 'fenxi_leixing', label: FIELD_LABEL.fenxi, format: chosen },
  { key: 'duizhao', label: FIELD_LABEL.duizhao },
];

const GUIDE: FieldLabel[] = [
  {
    key: 'xulie',
    label: FIELD_LABEL.xulie,
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
  { key: 'hexuanmei', label: FIELD_LABEL.hexuanmei, format: chosen },
  { key: 'hexuanmei_other', label: FIELD_LABEL.hexuanmeiOther },
  { key: 'cuopei_fazhi', label: FIELD_LABEL.cuopei },
  { key: 'tudian_fazhi', label: FIELD_LABEL.tudian },
  { key: 'is_odn', label: FIELD_LABEL.odn, format: (v, s, m) => (s.fenxi_leixing === SAMPLE_OPTION_LABELS.experimental ? yesNo(v, s, m) : null) },
  { key: 'odn_xulie', label: FIELD_LABEL.odnXulie },
];

const AMPLICON: FieldLabel[] = [
  { key: 'xulie', label: FIELD_LABEL.xulie },
  { key: 'hexuanmei', label: FIELD_LABEL.hexuanmei, format: chosen },
  { key: 'hexuanmei_other', label: FIELD_LABEL.hexuanmeiOther },
  { key: 'weidian_juli', label: FIELD_LABEL.weidian },
  { key: 'chuangkou_size', label: FIELD_LABEL.chuangkou },
  { key: 'is_yinwu', label: FIELD_LABEL.isYinwu, format: yesNo },
  { key: 'zheng_xulie', label: FIELD_LABEL.zheng },
  { key: 'fan_xulie', label: FIELD_LABEL.fan },
  { key: 'tuihuo_wendu', label: FIELD_LABEL.tuihuo, format: unit('℃') },
  { key: 'kuozhan_xulie', label: FIELD_LABEL.kuozhan, format: (v) => <span className="order-sequence">{String(v)}</span> },
  { key: 'yinwu_xulie', label: FIELD_LABEL.yinwu, format: (v) => <span className="order-sequence">{String(v)}</span> },
  { key: 'is_dipin', label: FIELD_LABEL.isDipin, format: yesNo },
  { key: 'dipin_zhi', label: FIELD_LABEL.dipin },
  { key: 'gexinghua_type', label: FIELD_LABEL.gexinghua, format: chosen },
  { key: 'gexinghua_other', label: FIELD_LABEL.gexinghuaOther },
  { key: 'shiyan_name', label: FIELD_LABEL.shiyan },
];

const END: FieldLabel[] = [{ key: 'remark', label: FIELD_LABEL.remark }];

/** The sample's shown fields as label/value pairs in the page's language; empty (hidden) fields are left out. */
export function sampleItems(kind: SampleOrderKind, sample: SampleRow, m: InLanguage): Array<{ key: string; label: string; children: ReactNode }> {
  const fields = [...COMMON, ...(kind === 'guide' ? GUIDE : AMPLICON), ...END];
  const items: Array<{ key: string; label: string; children: ReactNode }> = [];
  for (const field of fields) {
    const value = sample[field.key];
    if (value === null || value === undefined || value === '') continue;
    const shown = field.format ? field.format(value, sample, m) : String(value);
    if (shown === null) continue;
    items.push({ key: field.key, label: m(field.label), children: shown });
  }
  return items;
}
