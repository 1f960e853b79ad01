// Phones (below antd's md, 768 px, the same edge as order.css's media query) get cards instead of the
// spec's tables. Read from the media query itself (use-narrow-screen.ts), not antd's breakpoint hook:
// a component mounted in the browser knows the screen in its first render, so the wrong layout is
// never painted, and none waits for antd's answer (which the build defers while a page hydrates,
// decision 0096).
import { useNarrowScreen, useNarrowScreenOnceKnown } from './use-narrow-screen.ts';

/** Whether to draw the phone layout; false (the desktop table, what the server would draw) while hydrating. */
export function usePhoneLayout(): boolean {
  return useNarrowScreen();
}

/**
 * As usePhoneLayout, but undefined while the screen is unknown: on the server and in the render that
 * hydrates its HTML, where a page shows both layouts and lets CSS pick (responsive-table.tsx).
 */
export function usePhoneLayoutOnceKnown(): boolean | undefined {
  return useNarrowScreenOnceKnown();
}
