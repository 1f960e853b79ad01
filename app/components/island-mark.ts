// Marks the root element of a lazy island (decision 0044) "pending" in the server's HTML and on the
// render that hydrates it, "live" once its code has arrived and hydrated: until then its controls have
// no handlers (a file chosen or a select opened goes nowhere). Automated browser tests wait for the
// root's `data-hydrated` (which waits only for whole-page islands, interactive-marker.ts) and for no
// island marked pending (e2e/support/page-checks.ts).
import { useSyncExternalStore } from 'react';

export const ISLAND_ATTRIBUTE = 'data-island';
/**
 * For an island whose code is asked for only when it nears the screen (the service page's booking
 * form, decision 0046): a page-wide wait cannot wait for it, so a test scrolls to it and waits for
 * this mark on it (e2e/support/page-checks.ts `waitForDeferredIsland`).
 */
export const DEFERRED_ISLAND_ATTRIBUTE = 'data-deferred-island';

const noSubscription = () => () => {};

/** The server's snapshot while hydrating, the browser's right after (rendered directly on a client navigation). */
export function useIslandMark(when: 'at-load' | 'when-near' = 'at-load'): Record<string, 'pending' | 'live'> {
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return { [when === 'at-load' ? ISLAND_ATTRIBUTE : DEFERRED_ISLAND_ATTRIBUTE]: live ? 'live' : 'pending' };
}
