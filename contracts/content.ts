// Shapes of the content calls shared by the server (answers) and the app (pages). Field names are the
// specification's, so API answers carry them unchanged.
// Before zod builds a schema here (contracts/zod-config.ts: jitless, Chinese messages).
import './zod-config.ts';
import { z } from 'zod';
import { withEnglish } from './english-messages.ts';

export { CategoryType, DEFAULT_BANNER_URL, DEFAULT_COMPANY_NAME, TECH_MOLDS, type TechMolds } from './content-constants.ts';

/**
 * One category with its visible children (`childs`, sorted by `sort` then `id`, every level).
 * - `/category/index` (and `services.content.navigationTree()`, read by the root loader on every page)
 *   and `/category/teshuCate` are menus: there `body` and `youshi` are always null, so the tree stays
 *   small enough to ship with every page. `/category/read` gives them.
 * - `/category/allcate` and `/category/read` carry every field; `body` and `youshi` are sanitised HTML.
 * Hidden categories (status 0) and everything below them are never returned.
 */

export const CATEGORY_MESSAGES = {
  idRequired: '请选择分类',
  idInvalid: '分类ID格式不正确',
  notFound: '分类不存在',
} as const;

withEnglish(CATEGORY_MESSAGES, {
  idRequired: 'Please choose a category',
  idInvalid: 'The category ID is not valid',
  notFound: 'No such category',
});

/**
 * A positive integer id sent as a number (JSON) or a string (query string, form body). A missing
 * value and a malformed one are refused with different messages.
 */
const positiveId = (missing: string, invalid: string) =>
  z
    .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined ? missing : invalid) })
    .transform((value, ctx) => {
      const text = String(value).trim();
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: missing });
        return z.NEVER;
      }
      // PostgreSQL `integer` ids: anything longer than 10 digits or above 2^31-1 cannot exist.
      const id = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return id;
    });

/** `/api/v1/category/read`. */
export const categoryReadInput = z.object({
  id: positiveId(CATEGORY_MESSAGES.idRequired, CATEGORY_MESSAGES.idInvalid),
});

/** `/api/v1/category/getCateImg`. */
export const categoryImageInput = z.object({
  tid: positiveId(CATEGORY_MESSAGES.idRequired, CATEGORY_MESSAGES.idInvalid),
});
