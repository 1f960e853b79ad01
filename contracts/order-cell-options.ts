// The answers of the cell-line construction form (spec/ordering.md section 4) and their English. The
// Chinese text is what the form sends and the database stores, so both sites store the same values;
// an English page shows a stored answer through `messageIn('en', text)` (the pairs below).
import { withEnglish } from './english-messages.ts';

/** Every Chinese answer text of the form, once: the option lists below are built from it. */
export const CELL_OPTION_TEXT = {
  singleKnockout: '单基因敲除',
  multiKnockout: '多基因敲除',
  pointMutation: '定点突变',
  knockIn: '基因敲入',
  overexpression: '基因过表达',
  knockdown: '基因敲低',
  other: '其他',
  inStock: '现货细胞（免费）',
  customerProvided: '客户提供',
  purchased: '代购',
  singleCopy: '单拷贝',
  multipleCopies: '多拷贝',
  unsure: '不确定',
  adherent: '贴壁',
  suspension: '悬浮',
  adherentAndSuspension: '贴壁+悬浮',
  monoclonal: '单克隆纯合子细胞株',
  polyclonal: '多克隆细胞池',
  no: '否',
  yes: '是',
  designNeeded: '需要设计',
  designProvided: '不需要设计（提供guide/shRNA序列）',
  withinTenPassages: '10代以内传代',
  immortal: '无限增殖',
} as const;

withEnglish(CELL_OPTION_TEXT, {
  singleKnockout: 'Single-gene knockout',
  multiKnockout: 'Multi-gene knockout',
  pointMutation: 'Point mutation',
  knockIn: 'Gene knock-in',
  overexpression: 'Gene overexpression',
  knockdown: 'Gene knockdown',
  other: 'Other',
  inStock: 'In-stock cells (free)',
  customerProvided: 'Provided by the customer',
  purchased: 'Purchased for the customer',
  singleCopy: 'Single copy',
  multipleCopies: 'Multiple copies',
  unsure: 'Not sure',
  adherent: 'Adherent',
  suspension: 'Suspension',
  adherentAndSuspension: 'Adherent + suspension',
  monoclonal: 'Monoclonal homozygous cell line',
  polyclonal: 'Polyclonal cell pool',
  no: 'No',
  yes: 'Yes',
  designNeeded: 'Design needed',
  designProvided: 'No design needed (guide/shRNA sequence provided)',
  withinTenPassages: 'Passaged for fewer than 10 generations',
  immortal: 'Immortal (unlimited proliferation)',
});

const T = CELL_OPTION_TEXT;
export const CELL_SERVICE_TYPES = [T.singleKnockout, T.multiKnockout, T.pointMutation, T.knockIn, T.overexpression, T.knockdown] as const;
/** The service type that shows the site-directed knock-in question. */
export const KNOCK_IN = T.knockIn;
export const JIYIN_OPTIONS = ['Gene ID', 'NM', 'NC', T.other] as const;
export const HOST_SUPPLIERS = [T.inStock, T.customerProvided, T.purchased] as const;
export const COPY_CHOICES = [T.singleCopy, T.multipleCopies, T.unsure] as const;
/** The copy-number choice that shows the copy-number input. */
export const MULTIPLE_COPIES = T.multipleCopies;
export const GROWTH_TYPES = [T.adherent, T.suspension, T.adherentAndSuspension] as const;
export const DELIVERABLES = [T.monoclonal, T.polyclonal] as const;
export const OTHER = T.other;

/** 0/1/2 answers (no, yes, unsure). */
export const TRI_OPTIONS = [
  { value: 0, label: T.no },
  { value: 1, label: T.yes },
  { value: 2, label: T.unsure },
] as const;
export const YES_NO_OPTIONS = [
  { value: 0, label: T.no },
  { value: 1, label: T.yes },
] as const;
export const RNA_OPTIONS = [
  { value: 1, label: T.designNeeded },
  { value: 0, label: T.designProvided },
] as const;
/** is_yuandai: 0 and 1 fill a locked text, 2 leaves it empty and editable. */
export const YUANDAI_OPTIONS = [
  { value: 0, label: T.no },
  { value: 1, label: T.yes },
  { value: 2, label: T.other },
] as const;
export const YUANDAI_TEXT: Record<number, string> = { 0: T.withinTenPassages, 1: T.immortal };
export const UNSURE = 2;
