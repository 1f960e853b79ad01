// A press on a button before the page has hydrated is lost even with React 19: React Router's
// HydratedRouter suspends the first render until it has decoded the server's loader data
// (turbo-stream), so in that window React can neither hydrate on demand nor replay the click
// (decision 0049; measured: the root stays dehydrated, its Sync lane suspended). Buttons marked with
// `data-early-press` have such a press held here and pressed again once the route has hydrated.
// The listener is added when the route's module first runs, which on a full load is before React
// takes the document; on a visit within the app the page is already live and nothing is held.
import { useEffect } from 'react';

export const EARLY_PRESS_ATTRIBUTE = 'data-early-press';

let live = typeof document === 'undefined' || document.documentElement.dataset.hydrated === 'true';
let held: HTMLButtonElement | null = null;

function hold(event: MouseEvent) {
  if (live || !(event.target instanceof Element)) return;
  const button = event.target.closest<HTMLButtonElement>(`button[${EARLY_PRESS_ATTRIBUTE}]`);
  if (!button || button.disabled) return;
  event.stopImmediatePropagation();
  event.preventDefault();
  held = button;
}

if (!live) window.addEventListener('click', hold, true);

/** In the route that shows marked buttons: once it has hydrated, the last press held meanwhile is pressed again. */
export function useEarlyPresses(): void {
  useEffect(() => {
    if (live) return;
    live = true;
    window.removeEventListener('click', hold, true);
    const button = held;
    held = null;
    if (button?.isConnected) button.click();
  }, []);
}
