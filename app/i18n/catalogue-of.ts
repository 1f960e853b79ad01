// The catalogue of a language, read on the server only (by the root loader): the client bundle does
// not import the catalogues, so a page ships only its own language's strings inside its data.
import type { PageLanguage } from '../../contracts/page-language.ts';
import { en } from './en.ts';
import { zh, type Messages } from './zh.ts';

export function catalogueOf(language: PageLanguage): Messages {
  return language === 'en' ? en : zh;
}

const catalogueTexts = new Map<PageLanguage, string>();

/** The catalogue as JSON text, as the root loader sends it (ShellData.messages), made once per language. */
export function catalogueTextOf(language: PageLanguage): string {
  let text = catalogueTexts.get(language);
  if (text === undefined) {
    text = JSON.stringify(catalogueOf(language));
    catalogueTexts.set(language, text);
  }
  return text;
}
