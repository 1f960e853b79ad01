// Contract texts (field and option labels, statuses, messages) in the page's language: their English
// is declared beside the Chinese in contracts/, so the pages show them through this one function.
import { useCallback } from 'react';
import { messageIn } from '../../../contracts/english-messages.ts';
import { useLocale } from '../../i18n/use-t.ts';

/** A missing value (a column left empty) reads as nothing. */
export function useMessageIn(): (text: string | null | undefined) => string {
  const { lang } = useLocale();
  return useCallback((text: string | null | undefined) => (text ? messageIn(lang, text) : ''), [lang]);
}
