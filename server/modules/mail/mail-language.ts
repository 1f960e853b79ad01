// The language a mail to a customer is written in (decision 0037): the account's registration
// language, or for an address that is not (yet) an account's, the language of the page that asked.
// A template takes a `MailBrand`: the language, the name that signs the mail and the site's links in
// that language, so no template looks up settings or builds /en paths itself.
import { localePath, type PageLanguage } from '../../../contracts/page-language.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { ContentService } from '../content/service.ts';
import { createMailRepo } from './repo.ts';

export type MailLanguage = PageLanguage;

export interface MailBrand {
  lang: MailLanguage;
  /** Who signs: the Chinese short name, or the English company name of the settings. */
  name: string;
  /** An absolute link to a site page (contracts/page-paths.ts) in the mail's language (/login → …/en/login in English). */
  link(path: string): string;
  /** An absolute link to a path used as it is (API calls, console pages). */
  url(path: string): string;
}

/** The short name the Chinese mails have always been signed with. */
const CHINESE_SIGNATURE = '澄源基因';

export function createMailBrands(config: Pick<AppConfig, 'publicUrl'>, database: Database, content: Pick<ContentService, 'webSettings'>) {
  const repo = createMailRepo(database.db);
  const url = (path: string) => `${config.publicUrl}${path}`;
  async function brandFor(lang: MailLanguage): Promise<MailBrand> {
    // An untranslated English company name falls back to the site's host, never to the Chinese.
    const name = lang === 'en' ? (await content.webSettings({ lang: 'en' })).company_name || new URL(config.publicUrl).host : CHINESE_SIGNATURE;
    return { lang, name, url, link: (path) => url(localePath(lang, path)) };
  }
  return {
    brandFor,
    /** The brand of an account's registration language (Chinese for an account that is gone). */
    async brandForAccount(uid: number): Promise<MailBrand> {
      return brandFor((await repo.accountLanguage(uid)) ?? 'zh');
    },
  };
}

export type MailBrands = ReturnType<typeof createMailBrands>;

/** Subject lines never carry a line break, whatever a field holds. */
export const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();
