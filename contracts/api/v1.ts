// The customer-facing API. Each domain's calls are declared in `contracts/api/<domain>.ts` with this
// factory; `contracts/api/index.ts` lists them all (for the server and the tests, not for pages:
// a page imports only the domains it calls, to keep its JavaScript small).
import { endpointsUnder } from '../endpoint.ts';

export const API_V1_PREFIX = '/api/v1';

export const v1 = endpointsUnder(API_V1_PREFIX);

/** Calls the specification places outside /api/v1 (the mail enquiry). */
export const rootApi = endpointsUnder('');
