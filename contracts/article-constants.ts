// The article and carousel calls' messages and sizes without their zod schemas (article.ts), for the pages.
import { withEnglish } from './english-messages.ts';

export const ARTICLE_MESSAGES = {
  categoryRequired: '请选择分类',
  categoryInvalid: '分类ID格式不正确',
  pageInvalid: '页码格式不正确',
  sizeInvalid: '每页条数格式不正确',
  positionInvalid: '广告位ID格式不正确',
} as const;

withEnglish(ARTICLE_MESSAGES, {
  categoryRequired: 'Please choose a category',
  categoryInvalid: 'The category ID is not valid',
  pageInvalid: 'The page number is not valid',
  sizeInvalid: 'The page size is not valid',
  positionInvalid: 'The advertising position ID is not valid',
});

/** Carousel positions: 1 the desktop carousel of the main site, 2 the mobile carousel. */
export const AD_POSITIONS = { desktop: 1, mobile: 2 } as const;

/** `/article/index` answers 10 per page unless asked otherwise, at most 50. */
export const ARTICLE_PAGE_SIZE = 10;
export const ARTICLE_MAX_SIZE = 50;
