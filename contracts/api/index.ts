// Every endpoint of the customer-facing API, by domain. The server registers each; a test checks that
// every one is registered and documented. Pages import single domain files instead.
import type { Endpoint } from '../endpoint.ts';
import { addressApi } from './address.ts';
import { captchaApi } from './captcha.ts';
import { crisprApi } from './crispr.ts';
import { newsApi } from './news.ts';
import { sampleOrderApi } from './order.ts';
import { cellOrderApi } from './order-cell.ts';
import { regionApi } from './region.ts';
import { uploadApi } from './upload.ts';
import { userApi } from './user.ts';
import { verificationApi } from './verification.ts';

export const apiV1Endpoints = {
  news: newsApi,
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
} as const satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint, flattened. */
export function allEndpoints(): Endpoint[] {
  return Object.values(apiV1Endpoints).flatMap((domain) => Object.values(domain) as Endpoint[]);
}
