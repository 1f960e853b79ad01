// Below antd's md breakpoint (768 px) without antd's Grid: a page that draws antd's markup without
// antd (decision 0049) must not load antd's breakpoint code to pick between a table and its cards.
import { useSyncExternalStore } from 'react';

// antd's md edge: its useBreakpoint says md from 768 px on.
const NARROW = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on a phone, false on wider screens, undefined on the server and in the render that hydrates its HTML. */
export function useNarrowScreenOnceKnown(): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => undefined,
  );
}
