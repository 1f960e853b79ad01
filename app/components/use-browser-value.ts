// Values only the browser knows (is the page hydrated, what storage remembers), read so that the server
// render and the first client render agree: both see the server value, then React switches over.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False during the server render and hydration, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A string the browser remembers (session or local storage); null on the server. */
export function useBrowserValue(read: () => string | null): string | null {
  return useSyncExternalStore(noSubscription, read, () => null);
}
