// Builds every domain service from the database and configuration. Routes and React Router loaders
// receive this object; nothing else touches the database. `log` is the app's logger (pino through
// Fastify, with its redaction): services log there, never to the console.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { createContentService } from './modules/content/service.ts';
import { createQueue } from './jobs/queue.ts';
import { createUploadService } from './modules/upload/service.ts';
import { createSessionService } from './modules/user/session-service.ts';
import { createAddressService } from './modules/address/service.ts';
import { createMailService } from './modules/mail/service.ts';
import { createSmsService } from './modules/sms/service.ts';
import { createCodeRequests, createCodeService } from './modules/verification/service.ts';
import { createCaptchaService } from './modules/captcha/service.ts';
import { createSliderService } from './modules/captcha/slider-service.ts';
import { createRegionService } from './modules/region/service.ts';
import { createUserService } from './modules/user/user-service.ts';
import { createAccountService } from './modules/user/account-service.ts';
import { createSearchService } from './modules/search/service.ts';
import { createSeoService } from './modules/seo/service.ts';
import { createNewsService } from './modules/news/service.ts';
import { createAboutService } from './modules/about/service.ts';
import { createArticleService } from './modules/article/service.ts';
import { createBookingService } from './modules/booking/service.ts';
import { createCrisprService } from './modules/crispr/service.ts';
import { createPlasmidService } from './modules/plasmid/service.ts';
import { createProductService } from './modules/product/service.ts';
import { createSampleOrderService } from './modules/order/service.ts';
import { createCellOrderService } from './modules/order/cell-service.ts';

export function createServices(config: AppConfig, database: Database, log: FastifyBaseLogger) {
  const content = createContentService(database);
  const contentListeners = new Set<() => void>();
  const jobs = createQueue(config, database, { log });
  const mail = createMailService(config, jobs, log);
  const sms = createSmsService(config, jobs, log);
  const codes = createCodeService(database, { mail, sms });
  const sessions = createSessionService(config, database);
  const captcha = createCaptchaService(config, database);
  const slider = createSliderService(config, database);
  const articles = createArticleService(database);
  const search = createSearchService(database);
  const seo = createSeoService(config, database, content);
  const uploads = createUploadService(config, database);
  const plasmids = createPlasmidService(database);
  const news = createNewsService(database, content);
  return {
    config,
    content,
    /** Subscribe to content changes (the rendered-page cache drops its pages). */
    onContentChange(listener: () => void): () => void {
      contentListeners.add(listener);
      return () => contentListeners.delete(listener);
    },
    /** Call after content (categories, settings, pages, articles …) changed: every cache forgets it now. */
    contentChanged(): void {
      content.invalidate();
      search.invalidate();
      seo.invalidate();
      plasmids.invalidate();
      articles.invalidate();
      news.invalidate();
      for (const listener of contentListeners) listener();
    },
    sessions,
    /** Registration, activation, login (password, SMS), logout, password reset. */
    users: createUserService(config, database, { sessions, mail, codes, captcha }),
    /** The account page: getMyinfo, upUserInfo, setPhone. */
    account: createAccountService(database, { codes }),
    addresses: createAddressService(database),
    /** Site search (articles, news, products, plasmids) and the privacy page. */
    search,
    /** robots.txt and sitemap.xml. */
    seo,
    /** News and technical documents (lists by category, one item, home-page news). */
    news,
    /** The plasmid catalogue: filtered list, detail, sequence files, quick-link counts. */
    plasmids,
    /** About/contact page sections, welfare and job postings. */
    about: createAboutService(database, { content }),
    /** Carousels, articles of a category, recommended services, star products. */
    articles,
    /** Bookings from service pages (addBook). */
    bookings: createBookingService(config, database, { articles, codes, mail }),
    uploads,
    /** CRISPR-Net jobs and option lists; the engine is loaded once per process, on the first job. */
    crispr: createCrisprService(config, database, { jobs, uploads, mail }),
    /** Technical services, product pages and the purchase enquiries (stored, mailed to the company). */
    products: createProductService(config, database, { content, mail, log }),
    /** GUIDE-seq off-target detection orders and their samples (type 1). */
    guideOrders: createSampleOrderService(database, 'guide'),
    /** Amplicon detection orders and their samples (type 2). */
    ampliconOrders: createSampleOrderService(database, 'amplicon'),
    /** Cell-line construction orders (type 3): one form per order. */
    cellOrders: createCellOrderService(database, { uploads }),
    /** Enqueue background work: `services.jobs.send(kind, payload)` (kinds in server/jobs/kinds/). */
    jobs,
    /** E-mail through the send-mail job (SMTP or the file outbox). */
    mail,
    /** SMS through the send-sms job (file outbox or Alibaba Cloud). */
    sms,
    /** SMS/e-mail verification codes: send (throttled) and verify (single use). */
    codes,
    /** The rules of faDuanxin and sendEmailCode on top of `codes`. */
    codeRequests: createCodeRequests(database, codes, slider),
    /** Registration image captcha. */
    captcha,
    /** The slider puzzle in front of booking SMS codes. */
    slider,
    /** Provinces and cities (cached). */
    regions: createRegionService(database),
    async health() {
      await database.ping();
      return 'ok';
    },
  };
}

export type Services = ReturnType<typeof createServices>;
