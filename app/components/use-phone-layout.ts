// Phones (below antd's md, 768 px, the same edge as order.css's media query) get cards instead of the
// spec's tables. The ordering pages render their content only in the browser (after the login check),
// and antd's breakpoint hook settles in a layout effect, so the wrong layout is never painted; until
// the screen is known the desktop table is the answer (what the server would render).
import { Grid } from 'antd';

export function usePhoneLayout(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.md === false;
}

/**
 * As usePhoneLayout, but undefined while the screen is unknown: on the server and in the render that
 * hydrates its HTML, where a page shows both layouts and lets CSS pick (responsive-table.tsx).
 */
export function usePhoneLayoutOnceKnown(): boolean | undefined {
  const screens = Grid.useBreakpoint();
  return screens.md === undefined ? undefined : !screens.md;
}
