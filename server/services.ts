// Builds every domain service from the database and configuration. Routes and React Router loaders
// receive this object; nothing else touches the database.
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
import { createRegionService } from './modules/region/service.ts';
import { createUserService } from './modules/user/user-service.ts';
import { createAccountService } from './modules/user/account-service.ts';
import { createSearchService } from './modules/search/service.ts';
import { createSeoService } from './modules/seo/service.ts';
import { createNewsService } from './modules/news/service.ts';
import { createAboutService } from './modules/about/service.ts';

export function createServices(config: AppConfig, database: Database) {
  const content = createContentService(database);
  const contentListeners = new Set<() => void>();
  const jobs = createQueue(config, database);
  const mail = createMailService(config, jobs);
  const sms = createSmsService(config, jobs);
  const codes = createCodeService(database, { mail, sms });
  const sessions = createSessionService(config, database);
  const captcha = createCaptchaService(config, database);
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
      for (const listener of contentListeners) listener();
    },
    sessions,
    /** Registration, activation, login (password, SMS), logout, password reset. */
    users: createUserService(config, database, { sessions, mail, codes, captcha }),
    /** The account page: getMyinfo, upUserInfo, setPhone. */
    account: createAccountService(database, { codes }),
    addresses: createAddressService(database),
    /** Site search (articles, news, products, plasmids) and the privacy page. */
    search: createSearchService(database),
    /** robots.txt and sitemap.xml. */
    seo: createSeoService(config, database, content),
    /** News and technical documents (lists by category, one item, home-page news). */
    news: createNewsService(database, content),
    /** About/contact page sections, welfare and job postings. */
    about: createAboutService(database, { content }),
    uploads: createUploadService(config, database),
    /** Enqueue background work: `services.jobs.send(kind, payload)` (kinds in server/jobs/). */
    jobs,
    /** E-mail through the send-mail job (SMTP or the file outbox). */
    mail,
    /** SMS through the send-sms job (file outbox or Alibaba Cloud). */
    sms,
    /** SMS/e-mail verification codes: send (throttled) and verify (single use). */
    codes,
    /** The rules of faDuanxin and sendEmailCode on top of `codes`. */
    codeRequests: createCodeRequests(database, codes),
    /** Registration image captcha. */
    captcha,
    /** Provinces and cities (cached). */
    regions: createRegionService(database),
    async health() {
      await database.ping();
      return 'ok';
    },
  };
}

export type Services = ReturnType<typeof createServices>;
