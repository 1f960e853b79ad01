// Starts a lazy island's code when the island comes near the screen (lazy-island.tsx `load`), in a
// module of its own so that only the pages with such an island load it.
const EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/** Calls `want` once `box` comes within half a screen of the view or takes a pointer, key or focus; returns the clean-up. */
export function whenNear(box: HTMLElement, want: () => void): () => void {
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) want();
  }, { rootMargin: '50% 0px' });
  observer.observe(box);
  for (const name of EVENTS) box.addEventListener(name, want, { once: true, passive: true });
  return () => {
    observer.disconnect();
    for (const name of EVENTS) box.removeEventListener(name, want);
  };
}
