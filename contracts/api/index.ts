// Every endpoint of the customer-facing API, by domain. The server registers each; a test checks that
// every one is registered and documented. Pages import single domain files instead.
import type { Endpoint } from '../endpoint.ts';
import { aboutApi } from './about.ts';
import { addressApi } from './address.ts';
import { apiKeyApi } from './api-keys.ts';
import { articleApi } from './article.ts';
import { bookingApi } from './booking.ts';
import { captchaApi } from './captcha.ts';
import { contentApi } from './content.ts';
import { crisprApi } from './crispr.ts';
import { newsApi } from './news.ts';
import { sampleOrderApi } from './order.ts';
import { cellOrderApi } from './order-cell.ts';
import { orderLifeApi } from './order-life.ts';
import { invoiceApi } from './invoice.ts';
import { pricingApi } from './pricing.ts';
import { plasmidApi } from './plasmid.ts';
import { messageApi, productApi } from './product.ts';
import { regionApi } from './region.ts';
import { searchApi } from './search.ts';
import { siteValidationApi } from './site-validation.ts';
import { uploadApi } from './upload.ts';
import { userApi } from './user.ts';
import { verificationApi } from './verification.ts';

export const apiV1Endpoints = {
  news: newsApi,
  content: contentApi,
  article: articleApi,
  search: searchApi,
  about: aboutApi,
  plasmid: plasmidApi,
  product: productApi,
  booking: bookingApi,
  user: userApi,
  verification: verificationApi,
  captcha: captchaApi,
  region: regionApi,
  address: addressApi,
  upload: uploadApi,
  crispr: crisprApi,
  // One table per order kind: the GUIDE-seq and amplicon calls are built alike.
  guide: sampleOrderApi.guide,
  amplicon: sampleOrderApi.amplicon,
  cellsline: cellOrderApi,
  orderLife: orderLifeApi,
  pricing: pricingApi,
  apiKey: apiKeyApi,
  invoice: invoiceApi,
  siteValidation: siteValidationApi,
} as const satisfies Record<string, Record<string, Endpoint>>;

/** The calls the specification places outside /api/v1 (declared with `rootApi`). */
export const rootEndpoints = {
  messages: messageApi,
} as const satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint, flattened: those under /api/v1, then those at the root. */
export function allEndpoints(): Endpoint[] {
  return [...Object.values(apiV1Endpoints), ...Object.values(rootEndpoints)].flatMap((domain) => Object.values(domain) as Endpoint[]);
}

/** The paths of the root calls; the OpenAPI document shows these besides /api/v1. */
export function rootEndpointUrls(): string[] {
  return Object.values(rootEndpoints).flatMap((domain) => Object.values(domain).map((endpoint: Endpoint) => endpoint.url));
}
