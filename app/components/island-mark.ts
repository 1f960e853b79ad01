// Marks the root element of a lazy island (decision 0044) "pending" in the server's HTML and on the
// render that hydrates it, "live" once its code has arrived and hydrated: until then its controls have
// no handlers (a file chosen or a select opened goes nowhere). The root's own `data-hydrated` is set
// when the shell hydrates, which a pending Suspense boundary below it does not hold up; automated
// browser tests wait for both (e2e/support/page-checks.ts).
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
