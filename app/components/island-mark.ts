// Marks the root element of a lazy island (decision 0044) "pending" in the server's HTML and on the
// render that hydrates it, "live" once its code has arrived and hydrated: until then its controls have
// no handlers (a file chosen or a select opened goes nowhere). Automated browser tests wait for the
// root's `data-hydrated` (which waits only for whole-page islands, interactive-marker.ts) and for no
// island marked pending (e2e/support/page-checks.ts).
import { useSyncExternalStore } from 'react';

export const ISLAND_ATTRIBUTE = 'data-island';

const noSubscription = () => () => {};

/** The server's snapshot while hydrating, the browser's right after (rendered directly on a client navigation). */
export function useIslandMark(): { [ISLAND_ATTRIBUTE]: 'pending' | 'live' } {
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return { [ISLAND_ATTRIBUTE]: live ? 'live' : 'pending' };
}
