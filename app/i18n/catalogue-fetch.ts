// The browser's side of the catalogue assets: the page's language is fetched before hydration
// (entry.client.tsx, preloaded by a <link> in root.tsx) and the other one when a navigation crosses
// to it (the root's clientLoader), so every render finds its strings in the store.
import { catalogueUrls } from 'virtual:catalogue-assets';
import type { PageLanguage } from '../../contracts/page-language.ts';
import { hasCatalogue, provideCatalogue } from './catalogue-store.ts';
import type { Messages } from './zh.ts';

const pending = new Map<PageLanguage, Promise<void>>();

export function loadCatalogue(language: PageLanguage): Promise<void> {
  if (hasCatalogue(language)) return Promise.resolve();
  let loading = pending.get(language);
  if (!loading) {
    loading = fetch(catalogueUrls[language], { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`catalogue ${language}: HTTP ${response.status}`);
        return response.json() as Promise<Partial<Messages>>;
      })
      .then((messages) => provideCatalogue(language, messages))
      // A failed fetch may be retried by the next navigation.
      .finally(() => pending.delete(language));
    pending.set(language, loading);
  }
  return loading;
}
