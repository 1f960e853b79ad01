// The language of the page the browser is on, for code that runs outside React (the API client, form
// rules): on the server there is no page, and the Chinese text is the contract.
import { languageOfPath, type PageLanguage } from '../../contracts/page-language.ts';
import { messageIn } from '../../contracts/english-messages.ts';

export function currentPageLanguage(): PageLanguage {
  return typeof window === 'undefined' ? 'zh' : languageOfPath(window.location.pathname);
}

/** A contract message in the language of the page the browser is on. */
export function inPageLanguage(text: string): string {
  return messageIn(currentPageLanguage(), text);
}
