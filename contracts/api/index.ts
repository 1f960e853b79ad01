// Every endpoint of the customer-facing API, by domain. The server registers each; a test checks that
// every one is registered and documented. Pages import single domain files instead.
import type { Endpoint } from '../endpoint.ts';
import { aboutApi } from './about.ts';
import { articleApi } from './article.ts';
import { bookingApi } from './booking.ts';
import { contentApi } from './content.ts';
import { newsApi } from './news.ts';
import { plasmidApi } from './plasmid.ts';
import { messageApi, productApi } from './product.ts';
import { searchApi } from './search.ts';

export const apiV1Endpoints = {
  news: newsApi,
  content: contentApi,
  article: articleApi,
  search: searchApi,
  about: aboutApi,
  plasmid: plasmidApi,
  product: productApi,
  booking: bookingApi,
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
