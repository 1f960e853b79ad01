// The `data-hydrated` marker on <html> tells automated browser tests that the page's interactive
// behaviour is live. A lazy island (app/components/lazy-island.tsx) hydrates after the rest of the page,
// once its code has arrived: the marker waits for every island the page loads at once, so it still
// means what it says (an island loaded only when near the screen marks its own box instead).
let shellHydrated = false;
let islandsWaiting = 0;

function update() {
  if (shellHydrated && islandsWaiting === 0) document.documentElement.dataset.hydrated = 'true';
}

/** The shell's own hydration is done (site-shell.tsx). */
export function markShellHydrated() {
  shellHydrated = true;
  update();
}

/** An island has been rendered and waits for its code; the returned function reports it hydrated. */
export function islandWaiting(): () => void {
  islandsWaiting += 1;
  let reported = false;
  return () => {
    if (reported) return;
    reported = true;
    islandsWaiting -= 1;
    update();
  };
}

/**
 * Whether the page has finished hydrating (the marker above is set): a component mounting now is drawn
 * by the browser alone, not hydrating the server's HTML. antd-breakpoint.ts asks.
 */
export function pageIsLive(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';
}
