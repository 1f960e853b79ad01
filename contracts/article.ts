// Shapes of the home-page and service-page content calls: carousel ads (/dsm/indexad), articles of a
// category (/article/index), recommended services (/article/tuijianfuwu) and star products
// (/article/mingxingchanpin). Shared by the server and the pages.
import { z } from 'zod';
import { optionalInt } from './form-fields.ts';

export const ARTICLE_MESSAGES = {
  categoryRequired: '请选择分类',
  categoryInvalid: '分类ID格式不正确',
  pageInvalid: '页码格式不正确',
  sizeInvalid: '每页条数格式不正确',
  positionInvalid: '广告位ID格式不正确',
} as const;

/** Carousel positions: 1 the desktop carousel of the main site, 2 the mobile carousel. */
export const AD_POSITIONS = { desktop: 1, mobile: 2 } as const;

/** `/article/index` answers 10 per page unless asked otherwise, at most 50. */
export const ARTICLE_PAGE_SIZE = 10;
export const ARTICLE_MAX_SIZE = 50;

/** `/api/v1/dsm/indexad`: `id` 1 (desktop, the default) or 2 (mobile). */
export const indexAdInput = z.object({
  id: optionalInt(ARTICLE_MESSAGES.positionInvalid, 2).transform((id) => id ?? AD_POSITIONS.desktop),
});

/** `/api/v1/article/index`: the shown articles of category `tid`, page 1…, size 10 by default. */
export const articleIndexInput = z
  .object({
    tid: optionalInt(ARTICLE_MESSAGES.categoryInvalid),
    page: optionalInt(ARTICLE_MESSAGES.pageInvalid),
    size: optionalInt(ARTICLE_MESSAGES.sizeInvalid, ARTICLE_MAX_SIZE),
  })
  .transform(({ tid, page, size }, ctx) => {
    if (tid === undefined) {
      ctx.addIssue({ code: 'custom', message: ARTICLE_MESSAGES.categoryRequired });
      return z.NEVER;
    }
    return { tid, page: page ?? 1, size: size ?? ARTICLE_PAGE_SIZE };
  });

