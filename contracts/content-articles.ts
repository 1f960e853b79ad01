// Articles (service pages, recommended services, star products) and news / technical documents as the
// console edits them, and the preview of an unpublished item: fields, filters and Chinese messages
// shared by the console's forms and the server. HTML bodies are sanitised by the server on write.
import { z } from 'zod';
import { englishText } from './english-content.ts';
import { optionalLink } from './link-field.ts';
import { choice, filterInt, integer, isBlank, listInt, optionalText, requiredId, requiredText } from './form-fields.ts';
import { parsePublishTime, scheduleFields } from './content-schedule.ts';
import { BULK_MESSAGES, bulkIds, exportFormat } from './bulk.ts';
import { PREVIEW_ENTITIES, type PreviewEntity, PREVIEW_TTL_SECONDS, PREVIEW_PARAM } from './preview.ts';
export { PREVIEW_ENTITIES, type PreviewEntity, PREVIEW_TTL_SECONDS, PREVIEW_PARAM };

export const CONTENT_MESSAGES = {
  titleRequired: '请输入标题',
  categoryRequired: '请选择栏目',
  categoryMissing: '栏目不存在',
  newsCategoryInvalid: '新闻只能放在新闻中心或技术资料栏目下',
  articleRequired: '请选择文章',
  articleMissing: '文章不存在',
  newsRequired: '请选择新闻',
  newsMissing: '新闻不存在',
  sortInvalid: '排序须为 0 到 9999 的整数',
  flagInvalid: '请选择是或否',
  statusInvalid: '请选择显示或隐藏',
  dateInvalid: '发布时间格式不正确',
  bodyTooLong: '正文最多 200000 个字符',
  descriptionTooLong: '简介最多 5000 个字符',
  litpicTooLong: '图片地址最多 500 个字符',
  keywordsTooLong: '关键词最多 200 个字符',
  titleTooLong: '标题最多 200 个字符',
  entityInvalid: '不支持预览该类型',
  previewMissing: '要预览的内容不存在',
  saved: '已保存',
  created: '已添加',
  deleted: '已删除',
  shown: '已设为显示',
  hidden: '已设为隐藏',
  picksFlagInvalid: '请选择推荐服务或明星产品',
  picksOrderInvalid: '请按列表给出全部文章的顺序',
  picksChanged: '列表已有变化，请刷新后重试',
  picksSaved: '顺序已保存',
} as const;

const M = CONTENT_MESSAGES;

export const CONTENT_PAGE_SIZE = 20;
export const BODY_MAX = 200_000;

const flag01 = (message: string) => choice([0, 1] as const, message);

const sortField = z.preprocess(
  (v) => (isBlank(v) ? 0 : v),
  integer(M.sortInvalid, { min: 0, max: 9999 }),
);

/** Rich HTML: absent or blank is stored as null; the server sanitises what is kept. */
const html = (max: number, tooLong: string) =>
  z.preprocess((v) => (isBlank(v) ? null : v), z.string({ error: tooLong }).max(max, tooLong).nullable());

/** The fields shared by articles and news (the console's one drawer checks them with these). */
export const contentCommonFields = {
  tid: requiredId(M.categoryRequired),
  title: requiredText(M.titleRequired, 200, M.titleTooLong),
  litpic: optionalLink('picture', 500, M.litpicTooLong),
  description: html(5000, M.descriptionTooLong),
  body: html(BODY_MAX, M.bodyTooLong),
  keywords: optionalText(200, M.keywordsTooLong),
  status: flag01(M.statusInvalid),
  // English text beside the Chinese (decision 0033): blank = not translated, absent = unchanged.
  en_title: englishText(200),
  en_description: englishText(5000),
  en_body: englishText(BODY_MAX),
  en_keywords: englishText(200),
};

export const articleFields = z.object({
  ...contentCommonFields,
  is_tuijian: flag01(M.flagInvalid),
  is_mingxing: flag01(M.flagInvalid),
  sort: sortField,
  ...scheduleFields,
});
export type ArticleFields = z.infer<typeof articleFields>;

/** Publication time: 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss]' (Shanghai time) or ISO 8601; blank = now. */
export const publishTime = z.preprocess(
  (v) => (isBlank(v) ? null : v),
  z
    .string({ error: M.dateInvalid })
    .nullable()
    .transform((text, ctx) => {
      if (text === null) return null;
      const date = parsePublishTime(text);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: M.dateInvalid });
        return z.NEVER;
      }
      return date.toISOString();
    }),
);

export const newsFields = z.object({
  ...contentCommonFields,
  is_index: flag01(M.flagInvalid),
  create_time: publishTime,
  ...scheduleFields,
});
export type NewsFields = z.infer<typeof newsFields>;

export const articleIdInput = z.object({ id: requiredId(M.articleRequired) });
export const newsIdInput = z.object({ id: requiredId(M.newsRequired) });
export const articleUpdateInput = articleFields.extend({ id: requiredId(M.articleRequired) });
export const newsUpdateInput = newsFields.extend({ id: requiredId(M.newsRequired) });
export const articleStatusInput = articleIdInput.extend({ status: flag01(M.statusInvalid) });
export const newsStatusInput = newsIdInput.extend({ status: flag01(M.statusInvalid) });

/**
 * The home page's two lists of articles: 推荐服务 (is_tuijian) and 明星产品 (is_mingxing), each shown by
 * `sort` then id. The console orders a list by giving all its articles' ids in the new order.
 */
export const HOME_PICK_FLAGS = ['is_tuijian', 'is_mingxing'] as const;
export type HomePickFlag = (typeof HOME_PICK_FLAGS)[number];
export const HOME_PICK_LABELS: Record<HomePickFlag, string> = { is_tuijian: '推荐服务', is_mingxing: '明星产品' };
/** Sort values the console gives a reordered list: 10, 20, 30 … (room to insert by hand). */
export const HOME_PICK_SORT_STEP = 10;
/** How many shown articles of each list the home page shows. */
export const HOME_PICKS_SHOWN = 12;
/** The console lists more than the home page shows: hidden and extra flagged articles too. */
export const HOME_PICKS_MAX = 200;

export const homePicksInput = z.object({ flag: choice(HOME_PICK_FLAGS, M.picksFlagInvalid) });
export const homePicksOrderInput = homePicksInput.extend({
  ids: z
    .array(z.number({ error: M.picksOrderInvalid }).int(M.picksOrderInvalid).positive(M.picksOrderInvalid), { error: M.picksOrderInvalid })
    .min(1, M.picksOrderInvalid)
    .max(HOME_PICKS_MAX, M.picksOrderInvalid)
    .refine((ids) => new Set(ids).size === ids.length, M.picksOrderInvalid),
});

const blankToUndefined = (v: unknown) => (isBlank(v) ? undefined : v);

/** The lists' filters (kept in the URL by the console). */
export const contentListInput = z.object({
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()).catch(undefined),
  tid: filterInt(),
  status: filterInt({ min: 0, max: 1 }),
  page: listInt(1, { max: 100_000 }),
  size: listInt(CONTENT_PAGE_SIZE, { max: 100 }),
});
export type ContentListInput = z.infer<typeof contentListInput>;

/** The list's bulk actions: show, hide, delete, or move to category `tid`. */
export const CONTENT_BULK_ACTIONS = ['show', 'hide', 'delete', 'move'] as const;

export const contentBulkInput = z.object({
  action: choice(CONTENT_BULK_ACTIONS, BULK_MESSAGES.actionInvalid),
  ids: bulkIds,
  /** The category to move to (only for `move`). */
  tid: z.preprocess(blankToUndefined, integer(BULK_MESSAGES.categoryRequired).optional()),
});
export type ContentBulkInput = z.infer<typeof contentBulkInput>;

/** The export takes the list's filters (not its page) and the format. */
export const contentExportInput = contentListInput.omit({ page: true, size: true }).extend({ format: exportFormat });
export type ContentExportInput = z.infer<typeof contentExportInput>;

export const previewLinkInput = z.object({
  entity: choice(PREVIEW_ENTITIES, M.entityInvalid),
  id: requiredId(M.previewMissing),
});
