// The sign-in pages as lazy islands (decision 0043): their antd form, tabs and alerts, antd's provider,
// the contract's zod schemas and the API client are not part of what /register and /login load
// before they are interactive (DESIGN.md "Performance budgets"). The server renders the whole page;
// while hydrating, the Suspense boundary keeps that HTML as it is until the island's code has
// arrived, so nothing flashes. The code is asked for as soon as the route module runs in the
// browser, in parallel with hydration, not only when React reaches the island.
import { Suspense, createElement, memo, use, useCallback, useEffect, useLayoutEffect, useRef, type ComponentType } from 'react';
import { islandWaiting } from '../../components/interactive-marker.ts';

export interface LazyPage {
  /** The island: without props, memoised, so no update reaches its boundary before it has hydrated. */
  Island: ComponentType;
  /** Loads the body's code (once); the route's clientLoader awaits it, so a client-side navigation renders the page at once. */
  preload(): Promise<unknown>;
}

/** A page body loaded on demand; `load`'s `import()` is what puts its code in a chunk of its own. */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  let started: Promise<ComponentType> | null = null;
  const preload = () =>
    (started ??= load().then((page) => {
      loaded = page;
      return page;
    }));
  if (typeof document !== 'undefined') void preload();

  function Body({ onHydrated }: { onHydrated: () => void }) {
    // Once loaded, rendered at once; before, suspended (`use`), which keeps the server's HTML.
    const Page = loaded ?? use(preload());
    useEffect(onHydrated, [onHydrated]);
    // The same component every time (the module's export), not one made during render.
    return createElement(Page);
  }

  function Island() {
    // Counted in a layout effect, which runs before the shell's passive effect sets the marker.
    const report = useRef<(() => void) | null>(null);
    useLayoutEffect(() => {
      const done = islandWaiting();
      report.current = done;
      return done;
    }, []);
    const onHydrated = useCallback(() => report.current?.(), []);
    return (
      <Suspense fallback={null}>
        <Body onHydrated={onHydrated} />
      </Suspense>
    );
  }
  // Memoised: an update reaching the boundary before it has hydrated would make React drop its
  // server HTML and render it afresh.
  return { Island: memo(Island), preload };
}
