// The cell-line construction order (spec/ordering.md sections 3-5, 8 and 9): defaults, the field
// labels and required-when-shown messages with their English (the answers are in order-cell-options.ts),
// and `checkCell`, which applies the conditional sections the way the
// form shows them. The form's rules and the add/edit calls use the same schemas, so both refuse with
// one message; fields hidden by a condition are stored empty, never with a stale value.
import { z } from 'zod';
import { TEXT_TOO_LONG, blankToUndefined, choice, isBlank, numberFromText, optionalText, requiredText } from './form-fields.ts';
import { UPLOAD_PURPOSES } from './uploads.ts';
import { messageIn, withEnglish } from './english-messages.ts';
import type { PageLanguage } from './page-language.ts';
import { CELL_SERVICE_TYPES, COPY_CHOICES, DELIVERABLES, GROWTH_TYPES, HOST_SUPPLIERS, JIYIN_OPTIONS, KNOCK_IN, MULTIPLE_COPIES } from './order-cell-options.ts';
import { OTHER, RNA_OPTIONS, TRI_OPTIONS, UNSURE, YES_NO_OPTIONS, YUANDAI_OPTIONS, YUANDAI_TEXT } from './order-cell-options.ts';

export * from './order-cell-options.ts';

/** Proof uploads: png, jpg, jpeg, pdf, doc, docx; one file per field. */
export const CELL_PROOF_PURPOSE = 'proof' as const;
export const CELL_PROOF_EXTS = UPLOAD_PURPOSES.proof.exts;
export const CELL_FILE_FIELDS = ['shengzhang_file', 'cunhuo_file', 'shuzhu_file'] as const;

export const CELL_DEFAULTS = {
  leixing: '单基因敲除',
  is_dingdian: 0,
  is_rna: 1,
  jiyin: 'Gene ID',
  texing_type: '贴壁',
  jiaofu_type: '单克隆纯合子细胞株',
  shuzhu_tigong: '现货细胞（免费）',
  shuzhu_jiyinshu: '单拷贝',
  chuandai_zhou: 1,
  is_youhai: 0,
} as const;

export const CELL_MESSAGES = {
  leixing: '请选择细胞株类型!',
  isDingdian: '请选择是否定点敲入!',
  dingdianInfo: '请输入定点敲入位置序列!',
  name: '请输入目的基因名称/NCBI登录号/rs号!',
  isRna: '请选择是否需要设计!',
  jiyin: '请选择基因信息!',
  jiyinOther: '请输入其他基因信息!',
  jiyinXulie: '请输入guide/shRNA序列!',
  isShengzhang: '请选择编辑后是否影响生长!',
  isCunhuo: '请选择编辑后是否抑制存活!',
  shuzhu: '请输入宿主细胞名称!',
  beixuan: '请输入备选细胞!',
  isYuandai: '请选择宿主细胞是否为原代细胞!',
  yuandaiOther: '请输入其他原代细胞!',
  shuzhuTigong: '请选择宿主细胞提供方!',
  shuzhuJiyinshu: '请选择基因拷贝数!',
  shuzhuCopynum: '请输入拷贝数!',
  copynumMin: '拷贝数最小为1',
  texingType: '请选择生长特性!',
  peiyangjiMain: '请输入培养基类型!',
  peiyangjiOther: '请输入完全培养基成分!',
  chuandaiZhou: '每周传代次数最小为1',
  chuandaiBi: '传代比例范围为0-100',
  isWuxianchuan: '请选择是否可无限传代!',
  isTiyingxiang: '请选择梯度稀释是否影响生长!',
  isDancunhuo: '请选择单克隆细胞是否能存活!',
  isYouhai: '请选择细胞是否携带有害病原体!',
  youhaiInfo: '请输入有害病原体说明!',
  jiaofuType: '请选择交付形式!',
  badFile: UPLOAD_PURPOSES.proof.message,
  tooLong: TEXT_TOO_LONG,
  added: '添加成功',
  updated: '更新成功',
  deleted: '删除成功',
  notFound: '订单不存在',
  locked: '订单已确认，不能编辑',
  deleteLocked: '当前状态不能删除',
  idRequired: '请选择订单',
} as const;

withEnglish(CELL_MESSAGES, {
  leixing: 'Please choose the cell line type!',
  isDingdian: 'Please choose whether it is a site-directed knock-in!',
  dingdianInfo: 'Please enter the sequence of the knock-in site!',
  name: 'Please enter the target gene name, NCBI accession or rs number!',
  isRna: 'Please choose whether a design is needed!',
  jiyin: 'Please choose the gene information!',
  jiyinOther: 'Please enter the other gene information!',
  jiyinXulie: 'Please enter the guide/shRNA sequence!',
  isShengzhang: 'Please choose whether the editing affects growth!',
  isCunhuo: 'Please choose whether the editing inhibits survival!',
  shuzhu: 'Please enter the host cell name!',
  beixuan: 'Please enter an alternative cell!',
  isYuandai: 'Please choose whether the host cell is a primary cell!',
  yuandaiOther: 'Please describe the primary cell!',
  shuzhuTigong: 'Please choose who provides the host cell!',
  shuzhuJiyinshu: 'Please choose the gene copy number!',
  shuzhuCopynum: 'Please enter the copy number!',
  copynumMin: 'The copy number must be at least 1',
  texingType: 'Please choose the growth characteristics!',
  peiyangjiMain: 'Please enter the culture medium type!',
  peiyangjiOther: 'Please enter the complete medium composition!',
  chuandaiZhou: 'The passages per week must be at least 1',
  chuandaiBi: 'The passage ratio must be between 0 and 100',
  isWuxianchuan: 'Please choose whether the cells can be passaged indefinitely!',
  isTiyingxiang: 'Please choose whether gradient dilution affects growth!',
  isDancunhuo: 'Please choose whether single-clone cells survive!',
  isYouhai: 'Please choose whether the cells carry harmful pathogens!',
  youhaiInfo: 'Please describe the harmful pathogens!',
  jiaofuType: 'Please choose the deliverable!',
  badFile: 'Only image, PDF and Word files can be uploaded!',
  tooLong: 'The text is too long',
  added: 'Added successfully',
  updated: 'Updated successfully',
  deleted: 'Deleted successfully',
  notFound: 'The order does not exist',
  locked: 'The order has been confirmed and can no longer be edited',
  deleteLocked: 'This cannot be deleted in its current status',
  idRequired: 'Please choose an order',
});

const M = CELL_MESSAGES;
const answer = (values: readonly number[], message: string) =>
  z.preprocess((v) => (isBlank(v) ? undefined : numberFromText(v)), z.custom<number>((v) => values.includes(v as number), { error: message }));
const tri = (message: string) => answer([0, 1, 2], message);
const yesNo = (message: string) => answer([0, 1], message);
/** An optional number in [min, max] (an integer when asked); blank is null. */
const optionalNumber = (min: number, max: number, message: string, integer = false) =>
  z.preprocess(
    (v) => (isBlank(v) ? null : numberFromText(v)),
    z
      .number({ error: message })
      .refine((n) => Number.isFinite(n) && n >= min && n <= max && (!integer || Number.isInteger(n)), message)
      .nullable(),
  );

const FILE_PATTERN = new RegExp(`^/uploads/[A-Za-z0-9/_.-]+\\.(${CELL_PROOF_EXTS.join('|')})$`, 'i');
/** A proof address from the upload call: /uploads/… with an allowed extension; blank is null. */
export const proofFileField = z.preprocess(
  (v) => blankToUndefined(v) ?? null,
  z
    .string({ error: M.badFile })
    .max(500, M.badFile)
    .refine((s) => FILE_PATTERN.test(s) && !s.includes('..'), M.badFile)
    .nullable(),
);

/** One schema per form field: the antd rules and the server use the same ones. */
export const CELL_FIELDS = {
  leixing: choice(CELL_SERVICE_TYPES, M.leixing),
  is_dingdian: yesNo(M.isDingdian),
  dingdian_info: requiredText(M.dingdianInfo, 5000),
  name: requiredText(M.name, 200),
  is_rna: yesNo(M.isRna),
  jiyin: choice(JIYIN_OPTIONS, M.jiyin),
  jiyin_other: requiredText(M.jiyinOther, 200),
  jiyin_xulie: requiredText(M.jiyinXulie, 5000),
  is_shengzhang: tri(M.isShengzhang),
  shengzhang_file: proofFileField,
  is_cunhuo: tri(M.isCunhuo),
  cunhuo_file: proofFileField,
  shuzhu: requiredText(M.shuzhu, 200),
  beixuan: requiredText(M.beixuan, 200),
  is_yuandai: tri(M.isYuandai),
  yuandai_other: requiredText(M.yuandaiOther, 200),
  shuzhu_tigong: choice(HOST_SUPPLIERS, M.shuzhuTigong),
  shuzhu_jiyinshu: choice(COPY_CHOICES, M.shuzhuJiyinshu),
  shuzhu_copynum: z.preprocess(
    (v) => (isBlank(v) ? undefined : numberFromText(v)),
    z
      .number({ error: M.shuzhuCopynum })
      .refine((n) => Number.isFinite(n), M.shuzhuCopynum)
      .refine((n) => Number.isInteger(n) && n >= 1 && n <= 1_000_000, M.copynumMin),
  ),
  shuzhu_file: proofFileField,
  texing_type: choice(GROWTH_TYPES, M.texingType),
  peiyangji_main: requiredText(M.peiyangjiMain, 200),
  peiyangji_other: requiredText(M.peiyangjiOther, 2000),
  chuandai_zhou: optionalNumber(1, 1000, M.chuandaiZhou, true),
  chuandai_bi: optionalNumber(0, 100, M.chuandaiBi),
  is_wuxianchuan: tri(M.isWuxianchuan),
  is_tiyingxiang: tri(M.isTiyingxiang),
  is_dancunhuo: tri(M.isDancunhuo),
  is_youhai: yesNo(M.isYouhai),
  youhai_info: requiredText(M.youhaiInfo, 2000),
  jiaofu_type: choice(DELIVERABLES, M.jiaofuType),
  remark: optionalText(2000),
} as const;
export type CellFieldName = keyof typeof CELL_FIELDS;
export const CELL_FIELD_KEYS = Object.keys(CELL_FIELDS) as CellFieldName[];

export type CellValues = Record<string, string | number | null>;
export interface CellIssue {
  field: string;
  message: string;
}

/** Which conditional sections show for these values (the form and the server share this). */
export function cellSections(v: Record<string, unknown>) {
  const isRna = Number(v.is_rna);
  return {
    dingdian: v.leixing === KNOCK_IN,
    dingdianInfo: v.leixing === KNOCK_IN && Number(v.is_dingdian) === 1,
    jiyin: isRna === 1,
    jiyinOther: isRna === 1 && v.jiyin === OTHER,
    jiyinXulie: isRna === 0,
    shengzhangFile: !isBlank(v.is_shengzhang) && Number(v.is_shengzhang) !== UNSURE,
    cunhuoFile: !isBlank(v.is_cunhuo) && Number(v.is_cunhuo) !== UNSURE,
    yuandaiLocked: !isBlank(v.is_yuandai) && Number(v.is_yuandai) !== 2,
    copynum: v.shuzhu_jiyinshu === MULTIPLE_COPIES,
    youhaiInfo: Number(v.is_youhai) === 1,
  };
}

/** Validates one cell order in form order and gives the values to store (hidden sections emptied). */
export function checkCell(raw: Record<string, unknown>): { values: CellValues; issues: CellIssue[] } {
  const issues: CellIssue[] = [];
  const values: CellValues = {};
  const take = (field: CellFieldName) => {
    const result = CELL_FIELDS[field].safeParse(raw[field]);
    if (result.success) values[field] = result.data as string | number | null;
    else {
      values[field] = null;
      issues.push({ field, message: result.error.issues[0]?.message ?? M.tooLong });
    }
    return values[field];
  };
  const when = (shown: boolean, ...fields: CellFieldName[]) => {
    for (const field of fields) {
      if (shown) take(field);
      else values[field] = null;
    }
  };

  take('leixing');
  // Sections depend on the checked values, so an invalid answer hides nothing it should not.
  if (values.leixing === KNOCK_IN) take('is_dingdian');
  else values.is_dingdian = 0;
  take('name');
  take('is_rna');
  take('is_shengzhang');
  take('is_cunhuo');
  take('is_yuandai');
  take('shuzhu_jiyinshu');
  take('is_youhai');
  const shown = cellSections({ ...raw, ...values });
  when(shown.dingdianInfo, 'dingdian_info');
  when(shown.jiyin, 'jiyin');
  when(shown.jiyinOther && values.jiyin === OTHER, 'jiyin_other');
  when(shown.jiyinXulie, 'jiyin_xulie');
  when(shown.shengzhangFile, 'shengzhang_file');
  when(shown.cunhuoFile, 'cunhuo_file');
  take('shuzhu');
  take('beixuan');
  if (shown.yuandaiLocked) values.yuandai_other = YUANDAI_TEXT[values.is_yuandai as number] ?? null;
  else when(values.is_yuandai === 2, 'yuandai_other');
  take('shuzhu_tigong');
  when(shown.copynum, 'shuzhu_copynum');
  take('shuzhu_file');
  take('texing_type');
  take('peiyangji_main');
  take('peiyangji_other');
  take('chuandai_zhou');
  take('chuandai_bi');
  take('is_wuxianchuan');
  take('is_tiyingxiang');
  take('is_dancunhuo');
  when(shown.youhaiInfo, 'youhai_info');
  take('jiaofu_type');
  take('remark');
  return { values, issues };
}

/** The add/edit calls' input: every field listed for the API document; the first issue is the refusal. */
export function cellInput<E extends z.ZodRawShape>(extra: E) {
  const documented = Object.fromEntries(CELL_FIELD_KEYS.map((key) => [key, z.unknown().optional()]));
  return z.looseObject({ ...documented, ...extra }).transform((raw, ctx) => {
    const { values, issues } = checkCell(raw);
    for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
    const picked: Record<string, unknown> = {};
    for (const key of Object.keys(extra)) picked[key] = raw[key];
    return { ...(picked as z.infer<z.ZodObject<E>>), values };
  });
}

/**
 * Delete of a cell order only at status 0 (docs/decisions/0011-cell-line-delete-rule.md): the reading
 * of section 4 that names cell orders; edit likewise only at 0.
 */
export const canDeleteCell = (status: number) => status === 0;
export const canEditCell = (status: number) => status === 0;

/** The form's and the detail's label of each field, in form order. */
export const CELL_FIELD_LABELS = {
  leixing: '细胞株类型',
  is_dingdian: '是否定点敲入',
  dingdian_info: '定点敲入位置序列',
  name: '目的基因名称/NCBI登录号/rs号',
  is_rna: 'guide/shRNA设计',
  jiyin: '基因信息',
  jiyin_other: '其他基因信息',
  jiyin_xulie: 'guide/shRNA序列',
  is_shengzhang: '编辑后是否影响生长',
  shengzhang_file: '影响生长证明',
  is_cunhuo: '编辑后是否抑制存活',
  cunhuo_file: '抑制存活证明',
  shuzhu: '宿主细胞名称',
  beixuan: '备选细胞',
  is_yuandai: '宿主细胞是否为原代细胞',
  yuandai_other: '原代细胞说明',
  shuzhu_tigong: '宿主细胞提供方',
  shuzhu_jiyinshu: '基因拷贝数',
  shuzhu_copynum: '拷贝数',
  shuzhu_file: '宿主细胞证明',
  texing_type: '生长特性',
  peiyangji_main: '培养基类型',
  peiyangji_other: '完全培养基成分',
  chuandai_zhou: '每周传代次数',
  chuandai_bi: '传代比例(%)',
  is_wuxianchuan: '是否可无限传代',
  is_tiyingxiang: '梯度稀释是否影响生长',
  is_dancunhuo: '单克隆细胞是否能存活',
  is_youhai: '是否携带有害病原体',
  youhai_info: '有害病原体说明',
  jiaofu_type: '交付形式',
  remark: '备注',
} as const satisfies Record<CellFieldName, string>;

export const CELL_FIELD_LABELS_EN = withEnglish(CELL_FIELD_LABELS, {
  leixing: 'Cell line type',
  is_dingdian: 'Site-directed knock-in',
  dingdian_info: 'Knock-in site sequence',
  name: 'Target gene name / NCBI accession / rs number',
  is_rna: 'guide/shRNA design',
  jiyin: 'Gene information',
  jiyin_other: 'Other gene information',
  jiyin_xulie: 'guide/shRNA sequence',
  is_shengzhang: 'Does the editing affect growth?',
  shengzhang_file: 'Proof of the growth effect',
  is_cunhuo: 'Does the editing inhibit survival?',
  cunhuo_file: 'Proof of the survival effect',
  shuzhu: 'Host cell name',
  beixuan: 'Alternative cell',
  is_yuandai: 'Is the host cell a primary cell?',
  yuandai_other: 'Primary cell note',
  shuzhu_tigong: 'Host cell provided by',
  shuzhu_jiyinshu: 'Gene copy number',
  shuzhu_copynum: 'Copy number',
  shuzhu_file: 'Host cell proof',
  texing_type: 'Growth characteristics',
  peiyangji_main: 'Culture medium type',
  peiyangji_other: 'Complete medium composition',
  chuandai_zhou: 'Passages per week',
  chuandai_bi: 'Passage ratio (%)',
  is_wuxianchuan: 'Can the cells be passaged indefinitely?',
  is_tiyingxiang: 'Does gradient dilution affect growth?',
  is_dancunhuo: 'Do single-clone cells survive?',
  is_youhai: 'Do the cells carry harmful pathogens?',
  youhai_info: 'Harmful pathogen note',
  jiaofu_type: 'Deliverable',
  remark: 'Remarks',
});

/** The detail page's labels, in form order. */
export const CELL_LABELS = CELL_FIELD_KEYS.map((field) => [field, CELL_FIELD_LABELS[field]] as [CellFieldName, string]);

/** A field's label in the page's language. */
export const cellFieldLabel = (lang: PageLanguage, field: CellFieldName): string =>
  lang === 'en' ? CELL_FIELD_LABELS_EN[field] : CELL_FIELD_LABELS[field];

const optionLabel = (options: ReadonlyArray<{ value: number; label: string }>, value: unknown) =>
  options.find((o) => o.value === Number(value))?.label ?? '';

/** Fields whose stored text is one of the form's answers: the English site shows its English. */
const ANSWER_FIELDS: ReadonlySet<string> = new Set(['leixing', 'jiyin', 'shuzhu_tigong', 'shuzhu_jiyinshu', 'texing_type', 'jiaofu_type']);
const LOCKED_PRIMARY_TEXTS: ReadonlySet<string> = new Set(Object.values(YUANDAI_TEXT));

function storedText(field: CellFieldName, value: unknown): string {
  switch (field) {
    case 'is_dingdian':
    case 'is_youhai':
      return optionLabel(YES_NO_OPTIONS, value);
    case 'is_rna':
      return optionLabel(RNA_OPTIONS, value);
    case 'is_yuandai':
      return optionLabel(YUANDAI_OPTIONS, value);
    case 'is_shengzhang':
    case 'is_cunhuo':
    case 'is_wuxianchuan':
    case 'is_tiyingxiang':
    case 'is_dancunhuo':
      return optionLabel(TRI_OPTIONS, value);
    default:
      return String(value);
  }
}

/**
 * A stored value as the detail shows it (0/1/2 answers as words), in the page's language: answers
 * and the locked primary-cell text get their English, what the customer typed stays as typed.
 */
export function cellValueText(field: CellFieldName, value: unknown, lang: PageLanguage = 'zh'): string {
  if (value === null || value === undefined || value === '') return '';
  const text = storedText(field, value);
  const isAnswer = field.startsWith('is_') || ANSWER_FIELDS.has(field) || (field === 'yuandai_other' && LOCKED_PRIMARY_TEXTS.has(text));
  return isAnswer ? messageIn(lang, text) : text;
}
