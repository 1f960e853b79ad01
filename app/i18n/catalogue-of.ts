// The catalogue of a language, read on the server only (entry.server.tsx) and by the build, which
// writes each as a static asset (scripts/catalogue-assets-plugin.ts): the client bundle does not
// import the catalogues, so a browser fetches only its page's language.
import type { PageLanguage } from '../../contracts/page-language.ts';
import { en } from './en.ts';
import { zh, type Messages } from './zh.ts';

export function catalogueOf(language: PageLanguage): Messages {
  return language === 'en' ? en : zh;
}

const catalogueTexts = new Map<PageLanguage, string>();

/** The catalogue as JSON text, the body of its asset, made once per language. */
export function catalogueTextOf(language: PageLanguage): string {
  let text = catalogueTexts.get(language);
  if (text === undefined) {
    text = JSON.stringify(catalogueOf(language));
    catalogueTexts.set(language, text);
  }
  return text;
}
