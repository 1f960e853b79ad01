// The console's catalogue editing (editor role): technical products (/techService tables, whose
// columns depend on the category's molds, decision 0007) and the home-page carousels. Field rules and
// Chinese messages shared by the console forms and the server.
import { englishPicture, englishText } from './english-content.ts';
import { z } from 'zod';
import { scheduleFields } from './content-schedule.ts';
import { optionalLink, requiredLink } from './link-field.ts';
import { BULK_MESSAGES, bulkIds, exportFormat } from './bulk.ts';
import { choice, integer, listInt, optionalInt, optionalText, requiredId, requiredText } from './form-fields.ts';

export const CATALOGUE_MESSAGES = {
  titleRequired: '请输入产品名称',
  categoryRequired: '请选择产品分类',
  categoryInvalid: '请选择技术服务分类',
  productMissing: '产品不存在',
  sortInvalid: '排序须为 0 到 9999 的整数',
  statusInvalid: '请选择是否显示',
  adImageRequired: '请上传轮播图片',
  adMissing: '轮播图不存在',
  positionInvalid: '请选择轮播位置',
  orderInvalid: '排序列表与当前轮播图不一致，请刷新后重试',
  saved: '已保存',
  deleted: '已删除',
} as const;

/** Carousel positions (the spec's indexad id). */
export const AD_POSITIONS = [1, 2] as const;
export const AD_POSITION_LABELS: Record<(typeof AD_POSITIONS)[number], string> = { 1: '电脑端首页轮播', 2: '手机端首页轮播' };

export const SHOWN = [0, 1] as const;
const sort = optionalInt(CATALOGUE_MESSAGES.sortInvalid, 9999, true).transform((v) => v ?? 0);
const status = choice(SHOWN, CATALOGUE_MESSAGES.statusInvalid);

// ---- products -------------------------------------------------------------------------------------

export const productFields = {
  tid: requiredId(CATALOGUE_MESSAGES.categoryRequired),
  title: requiredText(CATALOGUE_MESSAGES.titleRequired, 200),
  en_title: optionalText(200),
  article_number: optionalText(100),
  species: optionalText(100),
  gene_name: optionalText(200),
  gene_id: optionalText(100),
  specifications: optionalText(200),
  price: optionalText(100),
  system: optionalText(500),
  resistance: optionalText(500),
  detection: optionalText(1000),
  litpic: optionalLink('picture'),
  /** Rich HTML, sanitised on write. */
  body: optionalText(100_000),
  // English text beside the Chinese (decision 0033): blank = not translated, absent = unchanged.
  en_species: englishText(100),
  en_specifications: englishText(200),
  en_system: englishText(500),
  en_resistance: englishText(500),
  en_detection: englishText(1000),
  en_body: englishText(100_000),
  /** The picture without Chinese lettering that the English site shows (blank: the Chinese picture). */
  en_litpic: englishPicture,
  sort,
  status,
};

export const productSaveInput = z.object(productFields);
export type ProductSave = z.output<typeof productSaveInput>;
export const productUpdateInput = z.object({ id: requiredId(CATALOGUE_MESSAGES.productMissing), ...productFields });
export type ProductUpdate = z.output<typeof productUpdateInput>;

export const productListInput = z.object({
  /** A technical-service category (its children included). */
  tid: optionalInt(CATALOGUE_MESSAGES.categoryInvalid).catch(undefined),
  molds: optionalText(50).catch(null),
  keyword: optionalText(100).catch(null),
  status: choice(SHOWN, CATALOGUE_MESSAGES.statusInvalid).optional().catch(undefined),
  page: listInt(1, { max: 100_000 }),
  size: listInt(20, { max: 100 }),
});
export type ProductListQuery = z.output<typeof productListInput>;

/** The export takes the list's filters (not its page) and the format. */
export const productExportInput = productListInput.omit({ page: true, size: true }).extend({ format: exportFormat });
export type ProductExportQuery = z.output<typeof productExportInput>;

/** Bulk 显示 / 隐藏 / 删除 / 移动分类 (to technical-service category `tid`) of the ticked products. */
export const PRODUCT_BULK_ACTIONS = ['show', 'hide', 'delete', 'move'] as const;
export const productBulkInput = z.object({
  action: choice(PRODUCT_BULK_ACTIONS, BULK_MESSAGES.actionInvalid),
  ids: bulkIds,
  tid: optionalInt(BULK_MESSAGES.categoryRequired),
});
export type ProductBulk = z.output<typeof productBulkInput>;

export const catalogueIdInput = z.object({ id: requiredId(CATALOGUE_MESSAGES.productMissing) });
export const productStatusInput = z.object({ id: requiredId(CATALOGUE_MESSAGES.productMissing), status });

// ---- carousels ------------------------------------------------------------------------------------

export const adFields = {
  position: choice(AD_POSITIONS, CATALOGUE_MESSAGES.positionInvalid),
  /** The overlay title (shown on the picture when is_showbody is 1). */
  name: optionalText(100),
  adfile: requiredLink('picture', CATALOGUE_MESSAGES.adImageRequired),
  /** Overlay text (rich HTML, sanitised on write). */
  body: optionalText(5000),
  is_showbody: choice(SHOWN, CATALOGUE_MESSAGES.statusInvalid),
  /** The page the slide opens: an http(s) address or a path of this site. */
  gourl: optionalLink('link'),
  status,
  // The English overlay (decision 0033): blank = not translated, absent = unchanged.
  en_name: englishText(100),
  en_body: englishText(5000),
  /** The slide without Chinese lettering that the English site shows (blank: the Chinese slide). */
  en_adfile: englishPicture,
  ...scheduleFields,
};

export const adSaveInput = z.object(adFields);
export type AdSave = z.output<typeof adSaveInput>;
export const adUpdateInput = z.object({ id: requiredId(CATALOGUE_MESSAGES.adMissing), ...adFields });
export type AdUpdate = z.output<typeof adUpdateInput>;
export const adIdInput = z.object({ id: requiredId(CATALOGUE_MESSAGES.adMissing) });
export const adStatusInput = z.object({ id: requiredId(CATALOGUE_MESSAGES.adMissing), status });
export const adListInput = z.object({ position: choice(AD_POSITIONS, CATALOGUE_MESSAGES.positionInvalid).catch(1).default(1) });
/** The carousel export: one position's slides (as the list shows them) in the format asked. */
export const adExportInput = z.object({ position: choice(AD_POSITIONS, CATALOGUE_MESSAGES.positionInvalid).catch(1).default(1), format: exportFormat });

/** Bulk 显示 / 隐藏 / 删除 of the ticked slides. */
export const AD_BULK_ACTIONS = ['show', 'hide', 'delete'] as const;
export const adBulkInput = z.object({ action: choice(AD_BULK_ACTIONS, BULK_MESSAGES.actionInvalid), ids: bulkIds });

/** The slides of one position in their new order (every one of them, first shown first). */
export const adReorderInput = z.object({
  position: choice(AD_POSITIONS, CATALOGUE_MESSAGES.positionInvalid),
  ids: z.array(integer(CATALOGUE_MESSAGES.orderInvalid), { error: CATALOGUE_MESSAGES.orderInvalid }).min(1, CATALOGUE_MESSAGES.orderInvalid).max(100),
});
