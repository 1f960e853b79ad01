// Shapes of the home-page and service-page content calls: carousel ads (/dsm/indexad), articles of a
// category (/article/index), recommended services (/article/tuijianfuwu) and star products
// (/article/mingxingchanpin). Shared by the server and the pages.
import { z } from 'zod';
import { optionalInt } from './form-fields.ts';
import { ARTICLE_MESSAGES, AD_POSITIONS, ARTICLE_PAGE_SIZE, ARTICLE_MAX_SIZE } from './article-constants.ts';
export { ARTICLE_MESSAGES, AD_POSITIONS, ARTICLE_PAGE_SIZE, ARTICLE_MAX_SIZE };

/**
 * `/api/v1/dsm/indexad`: `id` 1 (desktop, the default) or 2 (mobile): the carousel, not the deployment
 * the specification names (decision 0062).
 */
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

