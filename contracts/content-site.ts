// The console's "site" content (DESIGN.md "Operations console", "Content"): the category tree, the web
// settings with the counters, the company pages and their blocks, the privacy policy and the job
// postings. The forms validate with these schemas and the server refuses with the same messages.
import { WEB_SETTING_EN_KEYS, WEB_SETTING_EN_PICTURE_KEYS, englishPicture, englishText } from './english-content.ts';
import { blockIconField } from './block-icons.ts';
import { z } from 'zod';
import { scheduleFields } from './content-schedule.ts';
import { CategoryType, TECH_MOLDS } from './content.ts';
import { optionalLink } from './link-field.ts';
import { BULK_MESSAGES, bulkIds, exportFormat } from './bulk.ts';
import { choice, integer, isBlank, numberFromText, optionalInt, optionalText, requiredId, requiredText } from './form-fields.ts';
import { WEB_COUNTER_KEYS, WEB_SETTING_KEYS } from './api/content.ts';

export const SITE_MESSAGES = {
  idRequired: '请选择要操作的记录',
  catnameRequired: '请输入栏目名称',
  typeRequired: '请选择栏目类型',
  moldsRequired: '请选择技术产品类型',
  parentInvalid: '上级栏目不正确',
  parentMissing: '上级栏目不存在',
  moveIntoSelf: '不能移动到自己或自己的下级栏目下',
  sortInvalid: '排序须为 0 到 99999 的整数',
  statusInvalid: '状态不正确',
  indexInvalid: '位置不正确',
  categoryNotFound: '栏目不存在',
  hasChildren: (n: number) => `该栏目下还有 ${n} 个子栏目，不能删除`,
  hasItems: (n: number) => `该栏目下还有 ${n} 条内容，不能删除`,
  counterInvalid: '计数须为 0 到 99999999 的整数',
  slugInvalid: '页面不正确',
  sectionInvalid: '区块分组不正确',
  blockTitleRequired: '请输入标题',
  blockNotFound: '区块不存在',
  jobTitleRequired: '请输入职位名称',
  jobTypeInvalid: '请选择招聘类型',
  pageInvalid: '页码不正确',
  jobNotFound: '职位不存在',
  saved: '已保存',
  deleted: '已删除',
} as const;

/** Labels of the category types 0-10 (the spec's navigation rule names where each goes). */
export const CATEGORY_TYPE_LABELS: Record<number, string> = {
  [CategoryType.ServiceIndex]: '0 服务总览（/dynamicIndex）',
  [CategoryType.ServiceDetail]: '1 服务详情（/dynamicDetail）',
  [CategoryType.PlasmidPlatform]: '2 质粒平台',
  [CategoryType.ContactUs]: '3 联系我们',
  [CategoryType.CrisprHelp]: '4 CRISPR 帮助',
  [CategoryType.Recruitment]: '5 人才招聘',
  [CategoryType.News]: '6 新闻中心',
  [CategoryType.TechDocs]: '7 技术文档',
  [CategoryType.ProductService]: '8 产品服务（/productService）',
  [CategoryType.TechServiceCards]: '9 技术服务·卡片（/techService）',
  [CategoryType.TechServiceTable]: '10 技术服务·表格（/techService）',
};
export const CATEGORY_TYPES = Object.values(CategoryType);

export const TECH_MOLDS_LABELS: Record<(typeof TECH_MOLDS)[number], string> = {
  cell_yesheng: '野生型细胞株 cell_yesheng',
  cell_cas9: 'Cas9 细胞株 cell_cas9',
  cell_luc: 'Luc 细胞株 cell_luc',
  cell_egfp: 'EGFP 细胞株 cell_egfp',
  cell_ganxibao: '干细胞 cell_ganxibao',
};

/** Types whose page shows the category's own texts (intro body, advantages, picture). */
const PAGE_TYPES: readonly number[] = [CategoryType.ServiceIndex, CategoryType.ServiceDetail, CategoryType.ProductService];
/** Which optional fields the form shows for a type; every type has name, parent, link, sort, status. */
export function categoryFieldsFor(type: number): { molds: boolean; body: boolean; youshi: boolean; pictures: boolean } {
  const tech = type === CategoryType.TechServiceCards || type === CategoryType.TechServiceTable;
  return { molds: tech, body: PAGE_TYPES.includes(type) || tech, youshi: PAGE_TYPES.includes(type), pictures: true };
}

const HTML_MAX = 200_000;
const flag = (message: string, fallback: 0 | 1 = 1) => z.preprocess((v) => (isBlank(v) ? fallback : numberFromText(v)), z.union([z.literal(0), z.literal(1)], { error: message }));
const sortField = z.preprocess((v) => (isBlank(v) ? 0 : v), integer(SITE_MESSAGES.sortInvalid, { min: 0, max: 99_999 }));
const html = optionalText(HTML_MAX);
/** A picture of a category, page or block. */
const picture = optionalLink('picture');

export const siteIdInput = z.object({ id: requiredId(SITE_MESSAGES.idRequired) });
export const siteStatusInput = z.object({ id: requiredId(SITE_MESSAGES.idRequired), status: flag(SITE_MESSAGES.statusInvalid) });

/** A parent id: 0 = top level. */
const parentId = z.preprocess((v) => (isBlank(v) ? 0 : v), integer(SITE_MESSAGES.parentInvalid, { min: 0 }));

const categoryFields = z.object({
  pid: parentId,
  catname: requiredText(SITE_MESSAGES.catnameRequired, 50),
  encatname: optionalText(100),
  type: choice(CATEGORY_TYPES, SITE_MESSAGES.typeRequired),
  /** Where the menu item goes instead of the category's page: another site only. */
  gourl: optionalLink('external'),
  molds: z.preprocess((v) => (isBlank(v) ? null : v), z.enum(TECH_MOLDS, { error: SITE_MESSAGES.moldsRequired }).nullable()),
  tid: optionalInt(SITE_MESSAGES.parentInvalid).transform((v) => v ?? null),
  litpic: picture,
  litpicm: picture,
  description: optionalText(500),
  keywords: optionalText(200),
  body: html,
  youshi: html,
  // English text beside the Chinese (decision 0033; encatname above): blank = not translated, absent = unchanged.
  en_description: englishText(500),
  en_keywords: englishText(200),
  en_body: englishText(HTML_MAX),
  en_youshi: englishText(HTML_MAX),
  is_teshu: flag(SITE_MESSAGES.statusInvalid, 0),
  sort: sortField,
  status: flag(SITE_MESSAGES.statusInvalid),
});

/** Types 9/10 need their product kind; other types keep none. */
const withMolds = <T extends z.ZodType<{ type: number; molds: string | null }>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    const needs = categoryFieldsFor(value.type).molds;
    if (needs && !value.molds) ctx.addIssue({ code: 'custom', path: ['molds'], message: SITE_MESSAGES.moldsRequired });
  });

export const categoryInput = withMolds(categoryFields);
export const categoryUpdateInput = withMolds(categoryFields.extend({ id: requiredId(SITE_MESSAGES.idRequired) }));
/** Place `id` under `pid` at position `index` (0 = first) among its new siblings. */
export const categoryMoveInput = z.object({
  id: requiredId(SITE_MESSAGES.idRequired),
  pid: parentId,
  index: z.preprocess((v) => (isBlank(v) ? 0 : v), integer(SITE_MESSAGES.indexInvalid, { min: 0 })),
});
export type CategoryInput = z.infer<typeof categoryInput>;
/** Field shapes for the console form's per-field rules. */
export const categoryFieldShapes = categoryFields.shape;

// ---- settings, counters, pages, blocks -------------------------------------------------------------

export const SETTING_LABELS: Record<(typeof WEB_SETTING_KEYS)[number], string> = {
  xxl_title: '网站标题',
  xxl_qq: '在线咨询 QQ',
  xxl_qq_apple: '苹果设备在线咨询 QQ（备用账号，空则同上）',
  xxl_tel: '联系电话',
  xxl_tel400: '400 电话',
  xxl_foottel: '页脚电话',
  xxl_erweima: '二维码图片',
  xxl_copyright: '版权信息',
  xxl_beian: '备案号',
  top_weixin_img: '顶部微信二维码',
  zp_hottel1: '社会招聘热线（可多行）',
  zp_hottel2: '校园招聘热线（可多行）',
  comany_map: '公司地图图片',
  kefu_email: '客服邮箱',
  company_address: '公司地址',
  sample_address: '样本寄送地址（收件人、电话，可多行）',
  company_name: '公司名称',
  site_notice: '网站声明',
  xxl_keywords: 'SEO 关键词',
  xxl_description: 'SEO 描述',
};
export const COUNTER_LABELS: Record<(typeof WEB_COUNTER_KEYS)[number], string> = {
  keyanyuansuo: '科研院所',
  jishugongsi: '技术公司',
  xiangmujinyan: '项目经验',
  geleiyangben: '各类样本',
};

const counterValue = z.preprocess((v) => (isBlank(v) ? 0 : v), integer(SITE_MESSAGES.counterInvalid, { min: 0, max: 99_999_999 }));

const settingValue = optionalText(2000).transform((v) => v ?? '');
/** The settings that hold a picture (the console uploads them; pages put them into `src`). */
export const PICTURE_SETTING_KEYS = ['xxl_erweima', 'top_weixin_img', 'comany_map'] as const satisfies readonly (typeof WEB_SETTING_KEYS)[number][];
const pictureSetting = optionalLink('picture', 2000).transform((v) => v ?? '');
function keyed<K extends string, S extends z.ZodType>(keys: readonly K[], schema: S): Record<K, S> {
  return Object.fromEntries(keys.map((k) => [k, schema])) as Record<K, S>;
}

/** Settings are plain text ('' = not set); the two hotlines keep their line breaks. */
export const settingsInput = z.object({
  settings: z.object({ ...keyed(WEB_SETTING_KEYS, settingValue), ...keyed(PICTURE_SETTING_KEYS, pictureSetting) }),
  counters: z.object(keyed(WEB_COUNTER_KEYS, counterValue)),
  /** English values of the shown text settings (stored as `<key>_en`, decision 0033); absent = unchanged. */
  settings_en: z.object({ ...keyed(WEB_SETTING_EN_KEYS, settingValue), ...keyed(WEB_SETTING_EN_PICTURE_KEYS, pictureSetting) }).optional(),
});
export type SettingsInput = z.infer<typeof settingsInput>;

/** The single pages the console edits (`pages.slug`). */
export const SITE_PAGES = {
  aboutus: '关于我们',
  privacy: '隐私政策',
  fulidaiyu: '福利待遇',
  fuwuyoushi: '服务优势介绍',
} as const;
export type SitePageSlug = keyof typeof SITE_PAGES;
const slugField = choice(Object.keys(SITE_PAGES) as SitePageSlug[], SITE_MESSAGES.slugInvalid);

export const pageSlugInput = z.object({ slug: slugField });
export const pageInput = z.object({
  slug: slugField,
  title: optionalText(100).transform((v) => v ?? ''),
  litpic: picture,
  description: optionalText(2000),
  body: html,
  en_title: englishText(100),
  en_description: englishText(2000),
  en_body: englishText(HTML_MAX),
  /** The picture without Chinese lettering that the English site shows (blank: the Chinese picture). */
  en_litpic: englishPicture,
});

/** The groups of `page_blocks` (server/db/schema/settings.ts). */
export const BLOCK_SECTIONS = {
  pingtaiyoushi: '平台优势',
  boshihou: '博士后平台',
  fuwuyoushi: '服务优势',
  gzdidian: '工作地点',
  tdyouxiang: '投递邮箱',
  weixinkesao: '微信扫一扫',
  fulidaiyu: '福利待遇',
} as const;
export type BlockSectionKey = keyof typeof BLOCK_SECTIONS;
const sectionField = choice(Object.keys(BLOCK_SECTIONS) as BlockSectionKey[], SITE_MESSAGES.sectionInvalid);

export const blockListInput = z.object({ section: sectionField });
const blockFields = z.object({
  section: sectionField,
  title: requiredText(SITE_MESSAGES.blockTitleRequired, 100),
  subtitle: optionalText(200),
  litpic: picture,
  description: optionalText(2000),
  body: html,
  gourl: optionalLink('link'),
  sort: sortField,
  status: flag(SITE_MESSAGES.statusInvalid),
  en_title: englishText(100),
  en_subtitle: englishText(200),
  en_description: englishText(2000),
  en_body: englishText(HTML_MAX),
  /** One of the fixed icons, drawn instead of the picture; blank = none, absent = unchanged. */
  icon: blockIconField,
});
export const blockInput = blockFields;
export const blockUpdateInput = blockFields.extend({ id: requiredId(SITE_MESSAGES.idRequired) });
export const blockFieldShapes = blockFields.shape;

// ---- job postings -----------------------------------------------------------------------------------

export const JOB_TYPE_LABELS: Record<number, string> = { 0: '社会招聘', 1: '校园招聘' };

const jobFields = z.object({
  type: choice([0, 1] as const, SITE_MESSAGES.jobTypeInvalid),
  title: requiredText(SITE_MESSAGES.jobTitleRequired, 100),
  leixing: optionalText(50),
  didian: optionalText(100),
  renshu: optionalText(20),
  body: html,
  sort: sortField,
  status: flag(SITE_MESSAGES.statusInvalid),
  // English text beside the Chinese (decision 0033): blank = not translated, absent = unchanged.
  en_title: englishText(100),
  en_leixing: englishText(50),
  en_didian: englishText(100),
  en_renshu: englishText(20),
  en_body: englishText(HTML_MAX),
  ...scheduleFields,
});
export const jobInput = jobFields;
export const jobUpdateInput = jobFields.extend({ id: requiredId(SITE_MESSAGES.idRequired) });
export const jobFieldShapes = jobFields.shape;

export const jobAdminListInput = z.object({
  type: z.preprocess((v) => (isBlank(v) ? undefined : numberFromText(v)), z.union([z.literal(0), z.literal(1)], { error: SITE_MESSAGES.jobTypeInvalid }).optional()),
  keyword: optionalText(50),
  page: z.preprocess((v) => (isBlank(v) ? 1 : v), integer(SITE_MESSAGES.pageInvalid, { max: 100_000 })),
  size: z.preprocess((v) => (isBlank(v) ? 20 : v), integer(SITE_MESSAGES.pageInvalid, { max: 100 })),
});

/** The job export takes the list's filters (not its page) and the format. */
export const jobExportInput = jobAdminListInput.omit({ page: true, size: true }).extend({ format: exportFormat });

/** The category export: the whole tree (the list has no filters) in the format asked. */
export const categoryExportInput = z.object({ format: exportFormat });

/** Bulk 显示 / 隐藏 / 删除 of the ticked categories (a delete takes lower ones first). */
export const CATEGORY_BULK_ACTIONS = ['show', 'hide', 'delete'] as const;
export const categoryBulkInput = z.object({ action: choice(CATEGORY_BULK_ACTIONS, BULK_MESSAGES.actionInvalid), ids: bulkIds });

/** Bulk 显示 / 隐藏 / 删除 of the ticked job postings. */
export const JOB_BULK_ACTIONS = ['show', 'hide', 'delete'] as const;
export const jobBulkInput = z.object({ action: choice(JOB_BULK_ACTIONS, BULK_MESSAGES.actionInvalid), ids: bulkIds });
