// Marks the root element of a lazy island (decision 0044) "pending" in the server's HTML and on the
// render that hydrates it, "live" once its code has arrived and hydrated: until then its controls have
// no handlers (a file chosen or a select opened goes nowhere). The root's own `data-hydrated` is set
// when the shell hydrates, which a pending Suspense boundary below it does not hold up; automated
// browser tests wait for both (e2e/support/page-checks.ts).
import { useEffect, useState } from 'react';

export const ISLAND_ATTRIBUTE = 'data-island';

export function useIslandMark(): { [ISLAND_ATTRIBUTE]: 'pending' | 'live' } {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return { [ISLAND_ATTRIBUTE]: live ? 'live' : 'pending' };
}
