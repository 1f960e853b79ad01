// Technical products' messages, paging and choices without the forms' zod schemas (product.ts), so
// the pages load zod only with a purchase form.
import { TEXT_TOO_LONG } from './input-messages.ts';
import { withEnglish } from './english-messages.ts';

export const PRODUCT_MESSAGES = {
  // purchase inquiry (spec section 5)
  nameRequired: '请输入姓名!',
  phoneRequired: '请输入电话!',
  companyRequired: '请输入单位!',
  emailRequired: '请输入邮箱!',
  howInvalid: '请选择了解渠道',
  orderSuccess: '订购成功',
  productMissing: '产品不存在或已下架',
  // mail enquiry: the spec gives no texts for its required fields; same 请输入…! style
  productNameRequired: '请输入产品名称!',
  mailSent: 'email sent successfully!',
  mailFailed: 'email sending failed, please try again later!',
  // shared
  tooLong: TEXT_TOO_LONG,
  pageInvalid: '页码格式不正确',
  sizeInvalid: '每页条数格式不正确',
  categoryInvalid: '分类ID格式不正确',
  aidInvalid: '产品ID格式不正确',
} as const;

withEnglish(PRODUCT_MESSAGES, {
  nameRequired: 'Please enter your name!',
  phoneRequired: 'Please enter your telephone number!',
  companyRequired: 'Please enter your organisation!',
  emailRequired: 'Please enter your e-mail address!',
  howInvalid: 'Please choose how you heard of us',
  orderSuccess: 'Order enquiry sent',
  productMissing: 'The product does not exist or is no longer offered',
  productNameRequired: 'Please enter the product name!',
  mailSent: 'email sent successfully!',
  mailFailed: 'email sending failed, please try again later!',
  tooLong: 'The text is too long',
  pageInvalid: 'The page number is not valid',
  sizeInvalid: 'The page size is not valid',
  categoryInvalid: 'The category ID is not valid',
  aidInvalid: 'The product ID is not valid',
});

/** Technical service list paging (spec section 9): default 15, options 15/30/50. */
export const TECH_PAGE_SIZES = [15, 30, 50] as const;
export const TECH_PAGE_SIZE = 15;
export const TECH_MAX_SIZE = 50;

/** how_liaojie: how the visitor heard of the company (optional radio). */
export const HOW_LIAOJIE_OPTIONS = ['搜索', '邮件', '宣传单', '他人推荐', '社交媒体', '其他'] as const;

/** The options' English, shown on English pages; the value sent stays the Chinese option. */
withEnglish(
  { search: '搜索', mail: '邮件', leaflet: '宣传单', referral: '他人推荐', social: '社交媒体', other: '其他' } satisfies Record<string, (typeof HOW_LIAOJIE_OPTIONS)[number]>,
  { search: 'Search engine', mail: 'E-mail', leaflet: 'Leaflet', referral: 'Recommendation', social: 'Social media', other: 'Other' },
);

/**
 * `molds` of a purchase inquiry about a plasmid of the catalogue (beyond the specification): `aid` is
 * then the plasmid's id and the server takes name, item number and specification from the plasmid.
 */
export const PLASMID_MOLDS = 'plasmid';

/** The path of the mail enquiry call: outside /api/v1, as the specification gives it. */
export const SEND_MAIL_PATH = '/messages/send-mail';
