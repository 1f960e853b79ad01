// Builds every domain service from the database and configuration. Routes and React Router loaders
// receive this object; nothing else touches the database. `log` is the app's logger (pino through
// Fastify, with its redaction): services log there, never to the console.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { CONTENT_CHANNEL, createChangeBus } from './db/change-bus.ts';
import { createContentService } from './modules/content/service.ts';
import { createQueue } from './jobs/queue.ts';
import { createUploadService } from './modules/upload/service.ts';
import { createFileLinks } from './modules/files/file-links.ts';
import { createSessionService } from './modules/user/session-service.ts';
import { createAddressService } from './modules/address/service.ts';
import { createMailService } from './modules/mail/service.ts';
import { createMailOutboxRepo } from './modules/mail/outbox-repo.ts';
import { createMailBrands } from './modules/mail/mail-language.ts';
import { createSmsService } from './modules/sms/service.ts';
import { createCodeRequests, createCodeService } from './modules/verification/service.ts';
import { createCaptchaService } from './modules/captcha/service.ts';
import { createSliderService } from './modules/captcha/slider-service.ts';
import { createRegionService } from './modules/region/service.ts';
import { createUserService } from './modules/user/user-service.ts';
import { createAccountService } from './modules/user/account-service.ts';
import { createEmailChangeService } from './modules/user/email-change-service.ts';
import { createSearchService } from './modules/search/service.ts';
import { createSeoService } from './modules/seo/service.ts';
import { createNewsService } from './modules/news/service.ts';
import { createAboutService } from './modules/about/service.ts';
import { createArticleService } from './modules/article/service.ts';
import { createBookingService } from './modules/booking/service.ts';
import type { GenomeEngine } from './modules/crispr/genome-engine.ts';
import { createCrisprService } from './modules/crispr/service.ts';
import { createPlasmidService } from './modules/plasmid/service.ts';
import { createPlasmidAdminService } from './modules/plasmid-admin/service.ts';
import { createProductService } from './modules/product/service.ts';
import { createSampleOrderService } from './modules/order/service.ts';
import { createSiteValidationService } from './modules/site-validation/service.ts';
import { createCellOrderService } from './modules/order/cell-service.ts';
import { createStaffSessionService } from './modules/staff/staff-session-service.ts';
import { createAuditService } from './modules/audit/service.ts';
import { createVersionService } from './modules/versions/service.ts';
import { createScheduleService } from './modules/schedule/service.ts';
import { createStaffService } from './modules/staff/service.ts';
import { createOrderOpsService } from './modules/order-ops/service.ts';
import { createOrderFileService } from './modules/order-ops/file-service.ts';
import { orderRecipient } from './modules/order-ops/recipient.ts';
import { createNewOrderMail } from './modules/order-ops/new-order-mail.ts';
import { createCustomerService } from './modules/customers/service.ts';
import { createInboxService } from './modules/inbox/service.ts';
import { createDashboardService } from './modules/dashboard/service.ts';
import { createConsoleSearchService } from './modules/console-search/service.ts';
import { createArticleAdminService } from './modules/content-admin/article-service.ts';
import { createNewsAdminService } from './modules/content-admin/news-service.ts';
import { previewTargets } from './modules/content-admin/preview-targets.ts';
import { createPreviewService } from './modules/content/preview.ts';
import { createMediaService } from './modules/media/service.ts';
import { createCatalogueAdService } from './modules/catalogue-admin/ads-service.ts';
import { createCatalogueProductService } from './modules/catalogue-admin/products-service.ts';
import { createSiteContentService } from './modules/content-admin/site-content.ts';
import { createPricingService } from './modules/pricing/service.ts';
import { createInvoiceService } from './modules/invoice/service.ts';
import { createProformaService } from './modules/invoice/proforma-service.ts';
import { createBackupService } from './backup/backup.ts';
import { createAttemptLimits } from './security/attempt-limits.ts';
import { createApiKeyService } from './modules/api-keys/service.ts';
import { createDbLimitStore } from './security/limit-store.ts';
import type { ParsePool } from './parsing/parse-pool.ts';

export interface ServiceOptions {
  /**
   * The time every expiry, throttle and limit window is measured by. Production reads the wall clock;
   * tests inject one they move themselves, so no answer depends on how fast the machine is.
   */
  clock?: () => Date;
  /** The genome search engine (bowtie over GENOME_DIR unless given): API tests pass a small one of their own. */
  genomeEngine?: () => Promise<GenomeEngine>;
  /** Where uploaded sheets and sequence files are parsed: this process's pool unless a test gives one with its own limits. */
  parsePool?: ParsePool;
}

export function createServices(config: AppConfig, database: Database, log: FastifyBaseLogger, options: ServiceOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const content = createContentService(database);
  const contentListeners = new Set<() => void>();
  const jobs = createQueue(config, database, { log });
  // Every limit (logins, codes, route rate limits) is counted here, seen by every app server.
  const limits = createAttemptLimits(createDbLimitStore(database.db, clock));
  const mail = createMailService(config, jobs, log, { outbox: createMailOutboxRepo(database.db), clock });
  const sms = createSmsService(config, jobs, log);
  const mailBrands = createMailBrands(config, database, content);
  const codes = createCodeService(database, { mail, brands: mailBrands, sms, limits, clock });
  const sessions = createSessionService(config, database, clock);
  const captcha = createCaptchaService(config, database, clock);
  const slider = createSliderService(config, database, { clock });
  const articles = createArticleService(database, { clock });
  const search = createSearchService(database, { clock });
  const seo = createSeoService(config, database, content, { clock });
  const fileLinks = createFileLinks(database, { now: clock });
  const uploads = createUploadService(config, database, { links: fileLinks, now: clock });
  const plasmids = createPlasmidService(database);
  const news = createNewsService(database, content, { clock });
  const audit = createAuditService(database);
  // Content services record through the versions: the audit row, then the item's version, in the save's transaction.
  const versions = createVersionService(database, { audit });
  const staffSessions = createStaffSessionService(config, database, clock);
  const orderFiles = createOrderFileService(database, uploads.storage, {
    audit,
    links: fileLinks,
    log,
    mail,
    recipientOf: orderRecipient(database.db, mailBrands),
  });
  const invoices = createInvoiceService(database, { audit, mail, brands: mailBrands, uploads, log, now: clock });
  // A deleted order's life goes with it: its events, files and messages, and its invoice request.
  const onOrderDeleted = async (kind: 'guide' | 'amplicon' | 'cell', id: number) => {
    await orderFiles.purgeOrder(kind, id);
    await invoices.purgeOrder(kind, id);
  };
  const newOrderMails = createNewOrderMail(config, database, { mail, brands: mailBrands, log, clock });
  const dropContentCaches = () => {
    content.invalidate();
    search.invalidate();
    seo.invalidate();
    plasmids.invalidate();
    articles.invalidate();
    news.invalidate();
    for (const listener of contentListeners) listener();
  };
  // Other app servers (and workers) on the same PostgreSQL drop their caches when this one says so.
  const contentBus = createChangeBus(database, { channel: CONTENT_CHANNEL, log, onRemoteChange: dropContentCaches });
  /** This process's caches drop at once, every other process's when the NOTIFY arrives (never rejects). */
  const contentChanged = (): Promise<void> => {
    dropContentCaches();
    return contentBus.publish();
  };
  const regions = createRegionService(database);
  const users = createUserService(database, { sessions, mail, brands: mailBrands, codes, captcha, limits, regions, clock });
  const addresses = createAddressService(database, regions);
  const crispr = createCrisprService(config, database, { jobs, uploads, mail, brands: mailBrands, now: clock, genomeEngine: options.genomeEngine });
  const ampliconOrders = createSampleOrderService(database, 'amplicon', { onOrderDeleted, newOrderMails, parsePool: options.parsePool });
  const composed = {
    config,
    content,
    /** Subscribe to content changes (the rendered-page cache drops its pages). */
    onContentChange(listener: () => void): () => void {
      contentListeners.add(listener);
      return () => contentListeners.delete(listener);
    },
    /**
     * Call after content (categories, settings, pages, articles …) changed and was committed: this
     * process's caches forget it before this returns, every other process's when the returned promise
     * resolves (a PostgreSQL NOTIFY; it never rejects). Awaiting it is optional.
     */
    contentChanged,
    /** The broadcast of content changes between processes: started when the app is ready, closed with it. */
    contentBus,
    /** The shared limit store and the named limits (server/security/attempt-limits.ts). */
    limits,
    /** The clock of every expiry and limit window (injected by tests). */
    clock,
    sessions,
    /** Sessions of the operations console's staff (shorter, with an idle timeout). */
    staffSessions,
    /** Staff sign-in (TOTP), the member's own account, staff management. */
    staff: createStaffService(config, database, { sessions: staffSessions, audit, limits, captcha, clock }),
    /** The record of every staff write (who, when, from where, before/after). */
    audit,
    /** Every content save's version: history with field diffs, restore (server/modules/versions). */
    versions,
    /** Scheduled publishing: the worker's content-schedule job applies the times that have come. */
    contentSchedule: createScheduleService(database, { audit: versions, contentChanged, clock }),
    /** Registration, activation, login (password, SMS), logout, password reset. */
    users,
    /** The account page: getMyinfo, upUserInfo, setPhone. */
    account: createAccountService(database, { codes, regions }),
    /** A new login e-mail: password, a code to the new address, the old one told (changeEmailCode, changeEmail). */
    emailChange: createEmailChangeService(database, { users, codes, mail, brands: mailBrands, sessions, limits }),
    addresses,
    /** Personal API keys: create (shown once), revoke, the use log, and authenticating a request by one. */
    apiKeys: createApiKeyService(database, { limits, clock }),
    /** Customers in the console: search, account, orders and jobs, disable/enable, resend activation. */
    customers: createCustomerService(database, { users, sessions, addresses, audit, clock }),
    /** Site search (articles, news, products, plasmids) and the privacy page. */
    search,
    /** robots.txt and sitemap.xml. */
    seo,
    /** News and technical documents (lists by category, one item, home-page news). */
    news,
    /** The plasmid catalogue: filtered list, detail, sequence files, quick-link counts. */
    plasmids,
    /** About/contact page sections, welfare and job postings. */
    about: createAboutService(database, { content, clock }),
    /** Carousels, articles of a category, recommended services, star products. */
    articles,
    /** Bookings from service pages (addBook). */
    bookings: createBookingService(config, database, { articles, codes, mail }),
    uploads,
    /** The worker's backups (docs/backup.md): one archive when the newest is BACKUP_INTERVAL_HOURS old. */
    backups: createBackupService(config, database, uploads.storage, { now: clock }),
    /** CRISPR-Net jobs and option lists; the engine is loaded once per process, on the first job. */
    crispr,
    /** Technical services, product pages and the purchase enquiries (stored, mailed to the company). */
    products: createProductService(config, database, { content, mail, log, clock }),
    /** GUIDE-seq off-target detection orders and their samples (type 1). */
    guideOrders: createSampleOrderService(database, 'guide', { onOrderDeleted, newOrderMails, parsePool: options.parsePool }),
    /** Amplicon detection orders and their samples (type 2). */
    ampliconOrders,
    /** 验证这些位点: CRISPR-Net sites as an amplicon order with primer3's primers; the per-site indel table (decision 0075). */
    siteValidation: createSiteValidationService(database, { crispr, amplicon: ampliconOrders, audit, parsePool: options.parsePool, now: clock }),
    /** Cell-line construction orders (type 3): one form per order. */
    cellOrders: createCellOrderService(database, { uploads, onOrderDeleted, newOrderMails }),
    /** Orders as staff run them: list, detail, status moves, messages; the customer's progress view. */
    orderOps: createOrderOpsService(config, database, { mail, brands: mailBrands, audit, log, uploads }),
    /** Result files of orders: streamed uploads, short-lived download links, recorded downloads. */
    orderFiles,
    /** The price table, orders' prices (quote or estimate) and expected finish dates, late orders. */
    pricing: createPricingService(database, { audit, now: clock }),
    /** Invoices of orders: requests, the issued PDF or the posted paper invoice (decision 0074). */
    invoices,
    /** The proforma invoice PDF of a confirmed, quoted order, made when asked (decision 0085). */
    proformas: createProformaService(database, { content, englishFallbackName: new URL(config.publicUrl).host, now: clock }),
    /** The sales inbox: enquiries, bookings and mail enquiries; assign, notes, handled, export. */
    inbox: createInboxService(database, { audit }),
    /** The console's start page: the counts each member's roles may see. */
    dashboard: createDashboardService(database, { now: clock }),
    /** Editing the plasmid catalogue: fields, GenBank/FASTA sequences, Excel import/export. */
    plasmidAdmin: createPlasmidAdminService(database, { audit: versions, contentChanged, parsePool: options.parsePool }),
    /** Articles and news in the console (every field, drafts, delete); preview links of unpublished content. */
    articleAdmin: createArticleAdminService(database, { audit: versions }),
    newsAdmin: createNewsAdminService(database, { audit: versions }),
    preview: createPreviewService(database, { targets: previewTargets(database, { content }), clock }),
    /** The console's image upload: checked by content, resized to 400/800/1600 px, stored publicly. */
    media: createMediaService(database, uploads.storage, { audit }),
    /** Catalogue editing in the console: technical products and the home-page carousels. */
    catalogue: { products: createCatalogueProductService(database, { audit: versions, content }), ads: createCatalogueAdService(database, { audit: versions }) },
    /** The console's site content: category tree, settings, counters, pages and blocks, job postings. */
    siteContent: createSiteContentService(database, { audit: versions }),
    /** Enqueue background work: `services.jobs.send(kind, payload)` (kinds in server/jobs/kinds/). */
    jobs,
    /** E-mail through the send-mail job (SMTP or the file outbox). */
    mail,
    /** The language, signature and links of a mail to a customer (decision 0037). */
    mailBrands,
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
    regions,
    async health() {
      await database.ping();
      return 'ok';
    },
  };
  // The console search asks the other services' lists (server/modules/console-search/service.ts).
  return { ...composed, consoleSearch: createConsoleSearchService(composed) };
}

export type Services = ReturnType<typeof createServices>;
