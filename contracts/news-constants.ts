// The news calls' messages and sizes without their zod schemas (news.ts), for the pages.
import { withEnglish } from './english-messages.ts';

export const NEWS_MESSAGES = {
  idRequired: '请选择新闻',
  idInvalid: '新闻ID格式不正确',
  notFound: '新闻不存在',
  categoryInvalid: '分类ID格式不正确',
  pageInvalid: '页码格式不正确',
  sizeInvalid: '每页条数格式不正确',
  limitInvalid: '条数格式不正确',
} as const;

withEnglish(NEWS_MESSAGES, {
  idRequired: 'Please choose a news item',
  idInvalid: 'The news ID is not valid',
  notFound: 'No such news item',
  categoryInvalid: 'The category ID is not valid',
  pageInvalid: 'The page number is not valid',
  sizeInvalid: 'The page size is not valid',
  limitInvalid: 'The count is not valid',
});

/** The news list's page size (spec section 9). */
export const NEWS_PAGE_SIZE = 5;
/** Upper bound of `size`, so one call cannot ask for the whole table. */
export const NEWS_MAX_SIZE = 50;
/** How many items /news/getIndexNews gives by default, and at most. */
export const INDEX_NEWS_DEFAULT = 6;
export const INDEX_NEWS_MAX = 20;
