// How a public read turns a row into its English answer (decision 0033): the English column stands in
// the usual field, an untranslated field is empty (never the Chinese), and `hasEnglish` says whether
// the item's main text (its title/name and body) is translated wherever the Chinese has one.
import { hasChinese, hasText, type ContentLang } from '../../../contracts/english-content.ts';

export type { ContentLang };

/** [Chinese, English] pairs of an item's main text. */
export function translated(pairs: ReadonlyArray<readonly [string | null | undefined, string | null | undefined]>): boolean {
  if (!pairs.some(([, en]) => hasText(en))) return false;
  return pairs.every(([zh, en]) => !hasText(zh) || hasText(en));
}

/** An English text as stored, or null when not translated. */
export const englishOrNull = (value: string | null | undefined): string | null => (hasText(value) ? value : null);

/**
 * A field both sites share (a telephone number, an element name): sent as it is in English unless it
 * is written in Chinese, then it is left out like an untranslated field.
 */
export const sharedOrNull = (value: string | null | undefined): string | null => (hasText(value) && !hasChinese(value) ? value : null);

export const langOf = (options?: { lang?: ContentLang }): ContentLang => options?.lang ?? 'zh';
