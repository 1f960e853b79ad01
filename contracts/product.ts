// Technical products and the two purchase forms of the public site, shared by the server (apiRoute
// inputs, answers) and the pages (antd rules through zodRule, list paging):
// - /api/v1/product/getModels and /api/v1/product/index (the /techService page);
// - /api/v1/onlinebook/addYuding, the purchase inquiry of a technical product (spec section 5);
// - /messages/send-mail, the product purchase enquiry by mail of /productService (no /api/v1 prefix).
import { z } from 'zod';
import { blankToUndefined, optionalInt, optionalText, requiredText } from './form-fields.ts';
import { PRODUCT_MESSAGES, TECH_PAGE_SIZE, TECH_MAX_SIZE, HOW_LIAOJIE_OPTIONS, PLASMID_MOLDS, SEND_MAIL_PATH } from './product-constants.ts';
export { PRODUCT_MESSAGES, TECH_PAGE_SIZE, TECH_MAX_SIZE, HOW_LIAOJIE_OPTIONS, PLASMID_MOLDS, SEND_MAIL_PATH };

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

