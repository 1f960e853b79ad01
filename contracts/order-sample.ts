// The GUIDE-seq and amplicon sample forms (spec/ordering.md sections 3-5 and 9): messages and one zod
// schema per field (the option lists and defaults are in order-sample-options.ts). `checkSample` applies the conditional sections the
// way the form shows them, so the form, the add/edit calls and the Excel import refuse with one message.
// Hidden fields are stored empty, never with a stale value.
import { z } from 'zod';
import { choice, isBlank, numberFromText, optionalText, requiredText } from './form-fields.ts';
import type { SampleOrderKind } from './order.ts';
import { SAMPLE_MESSAGES } from './order-sample-messages.ts';
import { AMPLICON_MAX, AMPLICON_MIN, BULGE_OPTIONS, GROUPS, MAX_GUIDE_ROWS, MEDIA, MISMATCH_OPTIONS, NUCLEASES, NUCLEASE_PRESETS, OTHER, PERSONALISATION, SAMPLE_TYPES, SPECIES } from './order-sample-options.ts';

export { SAMPLE_MESSAGES, SAMPLE_OPTION_LABELS } from './order-sample-messages.ts';

const M = SAMPLE_MESSAGES;
const NAME_PATTERN = /^[A-Za-z0-9-]+$/;
const ACGT_PATTERN = /^[ACGT]+$/;

/** A number in [min, max]; missing or not a number gives `required`, out of range gives `range`. */
const numberIn = (required: string, min: number, max: number, range: string, integer = false) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : numberFromText(v)),
    z
      .number({ error: required })
      .refine((n) => Number.isFinite(n), required)
      .refine((n) => !integer || Number.isInteger(n), range)
      .refine((n) => n >= min && n <= max, range),
  );
/** Sequence text: no white space inside, capital A/C/G/T only. */
const sequence = (required: string, max = 5000) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.string({ error: required }).max(max, M.tooLong).regex(/^\S+$/, required).regex(ACGT_PATTERN, M.acgt),
  );

export const sampleNameField = requiredText(M.name, 64).pipe(z.string().regex(NAME_PATTERN, M.nameCharset));
export const duizhaoField = requiredText(M.duizhao, 64).pipe(z.string().regex(NAME_PATTERN, M.nameCharset));
export const flagField = z.preprocess(
  (v) => (isBlank(v) ? 0 : v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : numberFromText(v)),
  z.union([z.literal(0), z.literal(1)], { error: M.flag }),
);

/** One schema per form field: the antd rules and the server use the same ones. */
export const SAMPLE_FIELDS = {
  name: sampleNameField,
  type: choice(SAMPLE_TYPES, M.type),
  type_other: requiredText(M.typeOther, 100),
  jiezhi: choice(MEDIA, M.jiezhi),
  jiezhi_other: requiredText(M.jiezhiOther, 100),
  is_edta: flagField,
  edta_nongdu: numberIn(M.edta, 1, 100, M.edtaRange),
  nongdu: numberIn(M.nongdu, 10, 1000, M.nongduRange),
  tiji: numberIn(M.tiji, 1, 100, M.tijiRange),
  laiyuan: choice(SPECIES, M.laiyuan),
  laiyuan_other: requiredText(M.laiyuanOther, 500),
  fenxi_leixing: choice(GROUPS, M.fenxi),
  duizhao: duizhaoField,
  hexuanmei: choice(NUCLEASES, M.hexuanmei),
  hexuanmei_other: requiredText(M.hexuanmeiOther, 100),
  cuopei_fazhi: choice(MISMATCH_OPTIONS, M.cuopei),
  tudian_fazhi: choice(BULGE_OPTIONS, M.tudian),
  is_odn: flagField,
  odn_xulie: optionalText(5000),
  is_remark: flagField,
  remark: optionalText(2000),
  // amplicon
  amplicon_xulie: sequence(M.sgrna, 200),
  is_yinwu: flagField,
  zheng_xulie: sequence(M.zheng, 200),
  fan_xulie: sequence(M.fan, 200),
  tuihuo_wendu: requiredText(M.tuihuo, 50),
  kuozhan_xulie: z
    .preprocess((v) => (isBlank(v) ? undefined : v), z.string({ error: M.kuozhan }).regex(/^\S+$/, M.kuozhan).regex(ACGT_PATTERN, M.acgt))
    .refine((s) => s.length >= AMPLICON_MIN && s.length <= AMPLICON_MAX, M.kuozhanLength),
  yinwu_xulie: requiredText(M.yinwu, 5000),
  weidian_juli: numberIn(M.weidian, -30, 30, M.weidianRange, true),
  chuangkou_size: numberIn(M.chuangkou, 1, 100, M.chuangkouRange, true),
  is_dipin: flagField,
  dipin_zhi: numberIn(M.dipin, 0, 1, M.dipinRange),
  gexinghua_type: choice(PERSONALISATION, M.gexinghua),
  gexinghua_other: requiredText(M.gexinghuaOther, 200),
  shiyan_name: optionalText(100),
} as const;
export type SampleFieldName = keyof typeof SAMPLE_FIELDS;

/** volume x concentration / 1000, rounded to 12 digits so float noise never shows. */
export function totalAmount(tiji: unknown, nongdu: unknown): number | null {
  const v = Number(tiji);
  const c = Number(nongdu);
  if (isBlank(tiji) || isBlank(nongdu) || !Number.isFinite(v) || !Number.isFinite(c)) return null;
  return Number(((v * c) / 1000).toFixed(12));
}

/** The guide rows as a list: an array from the form, or the comma-joined text of the calls. */
export function guideRows(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return list.map((item) => (typeof item === 'string' ? item.replace(/\s+/g, '') : '')).filter((item) => item.length > 0);
}

export interface SampleIssue {
  field: string;
  message: string;
}

export type SampleValues = Record<string, string | number | null>;

/**
 * Validates one sample the way its form shows it and gives the values to store: hidden sections are
 * emptied, the total is computed, a hidden concentration is 0, locked nuclease presets are applied.
 */
export function checkSample(kind: SampleOrderKind, raw: Record<string, unknown>): { values: SampleValues; issues: SampleIssue[] } {
  const issues: SampleIssue[] = [];
  const values: SampleValues = {};
  const take = (field: string, schema: z.ZodType = SAMPLE_FIELDS[field as SampleFieldName], source = field) => {
    const result = schema.safeParse(raw[source]);
    if (result.success) values[field] = result.data as string | number | null;
    else {
      values[field] = null;
      issues.push({ field: source, message: result.error.issues[0]?.message ?? M.tooLong });
    }
    return values[field];
  };
  const empty = (...fields: string[]) => {
    for (const field of fields) values[field] = null;
  };

  take('name');
  const type = take('type');
  if (type === OTHER) take('type_other');
  else empty('type_other');

  if (type === 'DNA') {
    if (take('jiezhi') === OTHER) take('jiezhi_other');
    else empty('jiezhi_other');
    if (take('is_edta') === 1) take('edta_nongdu');
    else empty('edta_nongdu');
    take('nongdu');
    take('tiji');
    values.zongliang = totalAmount(values.tiji, values.nongdu);
  } else {
    empty('jiezhi', 'jiezhi_other', 'edta_nongdu', 'tiji', 'zongliang');
    values.is_edta = 0;
    // The form sends an empty concentration as 0 (section 5).
    values.nongdu = 0;
  }

  if (take('laiyuan') === OTHER) take('laiyuan_other');
  else empty('laiyuan_other');

  const group = take('fenxi_leixing');
  if (group === '对照组') take('duizhao');
  else empty('duizhao');

  if (kind === 'guide') checkGuidePart(raw, group === '实验组', take, empty, values, issues);
  else checkAmpliconPart(take, empty, values);

  if (take('is_remark') === 1) take('remark');
  else empty('remark');
  return { values, issues };
}

type Take = (field: string, schema?: z.ZodType, source?: string) => string | number | null;

function checkGuidePart(
  raw: Record<string, unknown>,
  experimental: boolean,
  take: Take,
  empty: (...fields: string[]) => void,
  values: SampleValues,
  issues: SampleIssue[],
) {
  if (!experimental) {
    empty('xulie', 'hexuanmei', 'hexuanmei_other', 'cuopei_fazhi', 'tudian_fazhi', 'odn_xulie');
    values.is_odn = 0;
    return;
  }
  // The rows are optional (section 5: sequence validation is not enforced); only their number is.
  const rawRows = Array.isArray(raw.xulie) ? raw.xulie : typeof raw.xulie === 'string' ? raw.xulie.split(',') : [];
  if (rawRows.length > MAX_GUIDE_ROWS) issues.push({ field: 'xulie', message: M.tooManyRows });
  const rows = guideRows(raw.xulie);
  if (rows.some((row) => row.length > 200)) issues.push({ field: 'xulie', message: M.tooLong });
  values.xulie = rows.length > 0 ? rows.join(',') : null;
  if (take('hexuanmei') === OTHER) take('hexuanmei_other');
  else empty('hexuanmei_other');
  take('cuopei_fazhi');
  take('tudian_fazhi');
  if (take('is_odn') === 1) take('odn_xulie');
  else empty('odn_xulie');
}

function checkAmpliconPart(take: Take, empty: (...fields: string[]) => void, values: SampleValues) {
  take('xulie', SAMPLE_FIELDS.amplicon_xulie);
  const nuclease = take('hexuanmei');
  if (nuclease === OTHER) take('hexuanmei_other');
  else empty('hexuanmei_other');
  const preset = typeof nuclease === 'string' ? NUCLEASE_PRESETS[nuclease] : undefined;
  if (preset) Object.assign(values, preset);
  else {
    take('weidian_juli');
    take('chuangkou_size');
  }
  if (take('is_yinwu') === 0) {
    take('zheng_xulie');
    take('fan_xulie');
    take('tuihuo_wendu');
    take('kuozhan_xulie');
    empty('yinwu_xulie');
  } else {
    empty('zheng_xulie', 'fan_xulie', 'tuihuo_wendu', 'kuozhan_xulie');
    take('yinwu_xulie');
  }
  if (take('is_dipin') === 1) take('dipin_zhi');
  else empty('dipin_zhi');
  if (take('gexinghua_type') === OTHER) take('gexinghua_other');
  else empty('gexinghua_other');
  take('shiyan_name');
  // Only samples of GUIDE-seq have these.
  empty('cuopei_fazhi', 'tudian_fazhi', 'odn_xulie');
  values.is_odn = 0;
}

const COMMON_KEYS = ['name', 'type', 'type_other', 'jiezhi', 'jiezhi_other', 'is_edta', 'edta_nongdu', 'nongdu', 'tiji', 'laiyuan', 'laiyuan_other', 'fenxi_leixing', 'duizhao', 'xulie', 'hexuanmei', 'hexuanmei_other'];
/** The form fields each kind's add/edit calls take (documented in the OpenAPI document). */
export const SAMPLE_FIELD_KEYS: Record<SampleOrderKind, readonly string[]> = {
  guide: [...COMMON_KEYS, 'cuopei_fazhi', 'tudian_fazhi', 'is_odn', 'odn_xulie', 'is_remark', 'remark'],
  amplicon: [
    ...COMMON_KEYS,
    'weidian_juli',
    'chuangkou_size',
    'is_yinwu',
    'zheng_xulie',
    'fan_xulie',
    'tuihuo_wendu',
    'kuozhan_xulie',
    'yinwu_xulie',
    'is_dipin',
    'dipin_zhi',
    'gexinghua_type',
    'gexinghua_other',
    'shiyan_name',
    'is_remark',
    'remark',
  ],
};

/** A zod input for the add/edit calls: the first issue (in form order) is the refusal. */
export function sampleInput<E extends z.ZodRawShape>(kind: SampleOrderKind, extra: E) {
  // Every field is listed for the API document; `checkSample` does the real checks in form order.
  const documented = Object.fromEntries(SAMPLE_FIELD_KEYS[kind].map((key) => [key, z.unknown().optional()]));
  return z
    .looseObject({ ...documented, ...extra })
    .transform((raw, ctx) => {
      const { values, issues } = checkSample(kind, raw);
      for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
      const picked: Record<string, unknown> = {};
      for (const key of Object.keys(extra)) picked[key] = raw[key];
      return { ...(picked as z.infer<z.ZodObject<E>>), values };
    });
}

