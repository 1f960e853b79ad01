// The interface catalogues a process holds, by language. The server holds both (entry.server.tsx
// provides them from catalogue-of.ts); the browser holds the ones it fetched as static assets
// (catalogue-fetch.ts), so the catalogue is not serialised into every page's loader data (decision 0048).
import type { PageLanguage } from '../../contracts/page-language.ts';
import type { Messages } from './zh.ts';

const catalogues = new Map<PageLanguage, Partial<Messages>>();
const NONE: Partial<Messages> = Object.freeze({});

export function provideCatalogue(language: PageLanguage, messages: Partial<Messages>): void {
  catalogues.set(language, messages);
}

export function hasCatalogue(language: PageLanguage): boolean {
  return catalogues.has(language);
}

/** The catalogue of a language; empty (keys and fallbacks show) when it is not here. */
export function catalogueIn(language: PageLanguage): Partial<Messages> {
  return catalogues.get(language) ?? NONE;
}
