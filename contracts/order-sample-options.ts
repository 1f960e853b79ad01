// The GUIDE-seq and amplicon sample forms' option lists, presets and defaults (spec/ordering.md
// sections 3-5 and 9): plain values, apart from order-sample.ts and its schemas, so that a page that
// shows a sample's labels or a form's defaults builds no schema (decision 0096).
import { SAMPLE_OPTION_LABELS } from './order-sample-messages.ts';

export const SAMPLE_TYPES = ['DNA', '细胞渣', '其他'] as const;
/** The dissolving medium: the specification names the field only; these are the usual DNA buffers. */
export const MEDIA = ['ddH2O', 'TE', 'Tris-HCl', '其他'] as const;
export const SPECIES = ['human hg38', 'mouse mm10', '其他'] as const;
export const SPECIES_LABELS: Record<string, string> = { 'human hg38': SAMPLE_OPTION_LABELS.human, 'mouse mm10': SAMPLE_OPTION_LABELS.mouse, 其他: SAMPLE_OPTION_LABELS.other };
export const GROUPS = ['实验组', '对照组'] as const;
export const NUCLEASES = ['SpCas9', 'AsCpf1', '其他'] as const;
export const MISMATCH_OPTIONS = [6, 7, 8] as const;
export const BULGE_OPTIONS = [0, 1, 2] as const;
export const PERSONALISATION = ['无', '碱基编辑分析', '大片段缺失分析', '其他'] as const;
export const OTHER = '其他';

/** Up to 11 guide rows; the warning says 10 (both readings of the specification). */
export const MAX_GUIDE_ROWS = 11;
export const AMPLICON_MIN = 150;
export const AMPLICON_MAX = 300;
/** Locked edit distance and window per nuclease. */
export const NUCLEASE_PRESETS: Record<string, { weidian_juli: number; chuangkou_size: number }> = {
  SpCas9: { weidian_juli: -3, chuangkou_size: 20 },
  AsCpf1: { weidian_juli: 1, chuangkou_size: 60 },
};

/** Form defaults (section 9); "continue adding" resets to these. */
export const GUIDE_DEFAULTS = {
  type: 'DNA',
  jiezhi: 'ddH2O',
  is_edta: 0,
  laiyuan: 'human hg38',
  fenxi_leixing: '实验组',
  xulie: [''],
  hexuanmei: 'SpCas9',
  cuopei_fazhi: 6,
  tudian_fazhi: 1,
  is_odn: 0,
  is_remark: 0,
} as const;

export const AMPLICON_DEFAULTS = {
  type: 'DNA',
  jiezhi: 'ddH2O',
  is_edta: 0,
  laiyuan: 'human hg38',
  fenxi_leixing: '实验组',
  hexuanmei: 'SpCas9',
  weidian_juli: -3,
  chuangkou_size: 20,
  is_yinwu: 0,
  is_dipin: 0,
  dipin_zhi: 0.1,
  gexinghua_type: '无',
  is_remark: 0,
} as const;
