// The API modules, each a Fastify plugin registering its endpoints of contracts/api/ with `apiRoute`.
// app.ts registers every one under the prefix /api/v1; `apiRoute` refuses an endpoint whose URL does
// not sit under the prefix it is registered in.
import type { FastifyInstance } from 'fastify';
import { uploadRoutes } from './modules/upload/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { addressRoutes } from './modules/address/routes.ts';
import { verificationRoutes } from './modules/verification/routes.ts';
import { captchaRoutes } from './modules/captcha/routes.ts';
import { regionRoutes } from './modules/region/routes.ts';
import { userRoutes } from './modules/user/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { newsRoutes } from './modules/news/routes.ts';
import { aboutRoutes } from './modules/about/routes.ts';
import { articleRoutes } from './modules/article/routes.ts';
import { bookingRoutes } from './modules/booking/routes.ts';
import { crisprRoutes } from './modules/crispr/routes.ts';
import { plasmidRoutes } from './modules/plasmid/routes.ts';
import { productRoutes } from './modules/product/routes.ts';
import { orderRoutes } from './modules/order/routes.ts';
import { orderProgressRoutes } from './modules/order-ops/routes.ts';
import { pricingRoutes } from './modules/pricing/routes.ts';
import { apiKeyRoutes } from './modules/api-keys/routes.ts';
import { invoiceRoutes } from './modules/invoice/routes.ts';
import { siteValidationRoutes } from './modules/site-validation/routes.ts';

export type ApiModule = (app: FastifyInstance) => Promise<void>;

export const apiModules: ApiModule[] = [uploadRoutes, contentRoutes, addressRoutes, verificationRoutes, captchaRoutes, regionRoutes, userRoutes, searchRoutes, aboutRoutes, newsRoutes, articleRoutes, bookingRoutes, crisprRoutes, plasmidRoutes, productRoutes, orderRoutes, orderProgressRoutes, pricingRoutes, apiKeyRoutes, invoiceRoutes, siteValidationRoutes];

