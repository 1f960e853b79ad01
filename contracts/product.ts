// Technical products and the two purchase forms of the public site, shared by the server (apiRoute
// inputs, answers) and the pages (antd rules through zodRule, list paging):
// - /api/v1/product/getModels and /api/v1/product/index (the /techService page);
// - /api/v1/onlinebook/addYuding, the purchase inquiry of a technical product (spec section 5);
// - /messages/send-mail, the product purchase enquiry by mail of /productService (no /api/v1 prefix).
import { z } from 'zod';
import { TEXT_TOO_LONG, blankToUndefined, optionalInt, optionalText, requiredText } from './form-fields.ts';

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

/** Technical service list paging (spec section 9): default 15, options 15/30/50. */
export const TECH_PAGE_SIZES = [15, 30, 50] as const;
export const TECH_PAGE_SIZE = 15;
export const TECH_MAX_SIZE = 50;

/** how_liaojie: how the visitor heard of the company (optional radio). */
export const HOW_LIAOJIE_OPTIONS = ['搜索', '邮件', '宣传单', '他人推荐', '社交媒体', '其他'] as const;

/** The shared text fields under the names this contract's schemas use. */
export const requiredField = requiredText;
export const optionalField = optionalText;

/**
 * `/api/v1/product/index`. The spec's list starts at page 0 and its search resets to page 1: both
 * mean the first page, so `page` 0 and 1 give the same rows and page n ≥ 1 starts at (n-1)·size.
 * `tid` is a technical-service category (its child categories included); `keyword` matches the
 * name, English name, item number, gene and species.
 */
export const productIndexInput = z
  .object({
    page: optionalInt(PRODUCT_MESSAGES.pageInvalid, 100_000, true),
    size: optionalInt(PRODUCT_MESSAGES.sizeInvalid, TECH_MAX_SIZE),
    tid: optionalInt(PRODUCT_MESSAGES.categoryInvalid),
    keyword: optionalField(100),
  })
  .transform(({ page, size, tid, keyword }) => ({
    page: Math.max(page ?? 1, 1),
    size: size ?? TECH_PAGE_SIZE,
    tid,
    keyword: keyword ?? '',
  }));
export type ProductIndexQuery = z.output<typeof productIndexInput>;

/**
 * `molds` of a purchase inquiry about a plasmid of the catalogue (beyond the specification): `aid` is
 * then the plasmid's id and the server takes name, item number and specification from the plasmid.
 */
export const PLASMID_MOLDS = 'plasmid';

/** `/api/v1/onlinebook/addYuding`: the inquiry form plus the product it is about. */
export const purchaseInquiryFields = {
  name: requiredField(PRODUCT_MESSAGES.nameRequired, 50),
  phone: requiredField(PRODUCT_MESSAGES.phoneRequired, 30),
  company: requiredField(PRODUCT_MESSAGES.companyRequired, 100),
  email: requiredField(PRODUCT_MESSAGES.emailRequired, 254),
  address: optionalField(),
  /** Planned project time (a date or free text such as "2026 年 3 月"). */
  kz_date: optionalField(50),
  how_liaojie: z.preprocess(
    (v) => blankToUndefined(v) ?? null,
    z.enum(HOW_LIAOJIE_OPTIONS, { error: PRODUCT_MESSAGES.howInvalid }).nullable(),
  ),
};

export const purchaseInquiryInput = z.object({
  ...purchaseInquiryFields,
  molds: optionalField(50),
  title: optionalField(),
  article_number: optionalField(50),
  aid: optionalInt(PRODUCT_MESSAGES.aidInvalid),
  specifications: optionalField(),
});
export type PurchaseInquiry = z.output<typeof purchaseInquiryInput>;

/** `/messages/send-mail` body; region, unit and address are optional, no format checks (spec section 5). */
export const mailEnquiryFields = {
  productName: requiredField(PRODUCT_MESSAGES.productNameRequired),
  location: optionalField(100),
  name: requiredField(PRODUCT_MESSAGES.nameRequired, 50),
  unit: optionalField(100),
  phone: requiredField(PRODUCT_MESSAGES.phoneRequired, 30),
  email: requiredField(PRODUCT_MESSAGES.emailRequired, 254),
  address: optionalField(),
};
export const mailEnquiryInput = z.object(mailEnquiryFields);
export type MailEnquiry = z.output<typeof mailEnquiryInput>;

/** The path of the mail enquiry call: outside /api/v1, as the specification gives it. */
export const SEND_MAIL_PATH = '/messages/send-mail';
