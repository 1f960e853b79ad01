// Below antd's md breakpoint (768 px) without antd's Grid: a page that draws antd's markup without
// antd (decision 0049) must not load antd's breakpoint code to pick between a table and its cards.
import { useSyncExternalStore } from 'react';

/** A media query as a store for useSyncExternalStore: made once per query, at module level. */
export function mediaQueryStore(query: string) {
  return {
    subscribe(onChange: () => void) {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    matches: () => window.matchMedia(query).matches,
  };
}

// antd's md edge: its useBreakpoint says md from 768 px on.
const narrow = mediaQueryStore('(max-width: 767.98px)');

/** True on a phone, false on wider screens, undefined on the server and in the render that hydrates its HTML. */
export function useNarrowScreenOnceKnown(): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(narrow.subscribe, narrow.matches, () => undefined);
}

/** True on a phone; false on the server and in the render that hydrates its HTML (the desktop layout). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(narrow.subscribe, narrow.matches, () => false);
}
