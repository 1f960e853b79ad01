// English versions of the specification's messages (issue 18 point 3). The Chinese text stays the
// contract; each contract that defines Chinese messages declares their English beside them with
// `withEnglish(CHINESE, { …same keys… })`. An English page shows a message by its Chinese text:
// the server turns the `msg` of an API answer to an English page into English (api-language.ts), and
// the form rules do the same in the browser (zod-rule.ts). A message built from values (a row number,
// a count) declares its English as a pattern over the Chinese.
import type { PageLanguage } from './page-language.ts';

type MessageValue = string | ((...args: never[]) => string);
type EnglishOf<T> = { [K in keyof T]: T[K] extends string ? string : T[K] };

const exact = new Map<string, string>();
const patterns: Array<{ pattern: RegExp; english: (match: RegExpExecArray) => string }> = [];
/** Chinese texts declared twice with different English: which one a page shows would depend on import order. */
const disagreements: string[] = [];

/**
 * Pairs every Chinese message of `chinese` with the English of the same key and returns the English
 * object. Function-valued messages are paired too: give them a pattern with `englishPattern` as well,
 * so a text they produced can be put into English.
 */
export function withEnglish<T extends Record<string, MessageValue>>(chinese: T, english: EnglishOf<T>): EnglishOf<T> {
  for (const key of Object.keys(chinese) as Array<keyof T>) {
    const zh = chinese[key];
    const en = english[key];
    if (typeof zh !== 'string' || typeof en !== 'string') continue;
    const earlier = exact.get(zh);
    if (earlier !== undefined && earlier !== en) disagreements.push(`${zh}: "${earlier}" / "${en}"`);
    exact.set(zh, en);
  }
  return english;
}

/** The English of messages built from values: the pattern matches the whole Chinese text. */
export function englishPattern(pattern: RegExp, english: (match: RegExpExecArray) => string): void {
  patterns.push({ pattern: new RegExp(`^(?:${pattern.source})$`, pattern.flags.replace('g', '')), english });
}

/** The English of a Chinese message, or undefined when none is declared. */
export function englishOf(text: string): string | undefined {
  const found = exact.get(text);
  if (found !== undefined) return found;
  for (const { pattern, english } of patterns) {
    const match = pattern.exec(text);
    if (match) return english(match);
  }
  return undefined;
}

/**
 * The Chinese texts given two different English versions so far (a test keeps this empty).
 * @public: read by english-messages.test.ts, which knip.json leaves out (its import.meta.glob reads every contract).
 */
export function englishDisagreements(): readonly string[] {
  return disagreements;
}

/** A message in the page's language: on the English site its English, else the text as it is. */
export function messageIn(language: PageLanguage, text: string): string {
  return language === 'en' ? (englishOf(text) ?? text) : text;
}

/** The header an English page's API calls carry, so their answers come back in English. */
export const SITE_LANGUAGE_HEADER = 'x-site-language';
