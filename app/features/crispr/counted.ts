// A count in words: English needs the singular for one (the catalogue's `<key>One`), Chinese reads the same.
import type { Translate } from '../../i18n/translate.ts';
import type { MessageKey } from '../../i18n/zh.ts';

type CountedKey = 'crispr.size.pairs' | 'crispr.size.guides' | 'crispr.search.mismatchCount' | 'crispr.search.total' | 'crispr.result.total';

export function counted(t: Translate, key: CountedKey, count: number): string {
  return t(count === 1 ? (`${key}One` satisfies MessageKey) : key, { count });
}
