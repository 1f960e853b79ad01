// A lazy island (decision 0051): a part of a server-rendered page whose code is not part of what the
// page loads before it is interactive (DESIGN.md "Performance budgets"). The server renders it in
// full (it waits for every boundary before it sends the page); while hydrating, the Suspense boundary
// keeps that HTML as it is until the island's code has arrived, so nothing flashes. What differs
// between islands is when the browser asks for the code, and so how a browser test knows it is live.
import { Suspense, createElement, memo, use, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { islandWaiting } from './interactive-marker.ts';

/** Watches the island's box and calls `want` when its code is wanted; returns the clean-up (when-near.ts). */
export type IslandWatch = (box: HTMLElement, want: () => void) => () => void;

export interface IslandOptions<P> {
  /**
   * When the browser asks for the island's code:
   * - `with-module`: as soon as the module that made the island runs, in parallel with hydration
   *   (the sign-in pages, decision 0043);
   * - `when-rendered`: when React reaches the island, so a module with two islands loads only the
   *   one shown (the CRISPR-Net form and result, decision 0044);
   * - a watch (`whenNear`): when it says so, e.g. when the island nears the screen: a form far down a
   *   phone's page must not hydrate during the page's load (the booking form, decision 0046). Such an
   *   island gets a box (a `<div>`) to watch.
   *
   * Readiness for browser tests, reported once the island's own effects have run: the first two
   * hold up the page's `data-hydrated` (interactive-marker.ts); a watched island cannot (it may never
   * load), so its box says `data-island="pending"` until it is `"live"`.
   */
  load: 'with-module' | 'when-rendered' | IslandWatch;
  /** The class of a watched island's box. */
  className?: string;
  /** When the island's props count as unchanged (default: each prop the same). */
  same?: (before: P, after: P) => boolean;
}

export interface LazyIsland<P> {
  /** Memoised: an update reaching the boundary before it has hydrated would make React drop its server HTML and render it afresh. */
  Island: ComponentType<P>;
  /** Loads the code (once); a route's clientLoader may await it, so a client-side navigation renders the island at once. */
  preload(): Promise<unknown>;
}

/** Attempts at the island's code in the browser before the page gives up on it (issue 35, point 6). */
const CODE_ATTEMPTS = 4;

/**
 * The island's code, asked for again when a fetch fails (a dropped connection, a server restarting):
 * one promise feeds `use`, and a rejected one there made React report #422 while hydrating and then
 * show the route's error page in place of the form. The browser does not keep a failed module import,
 * so asking again fetches it anew; only after the last attempt does the failure reach the page.
 */
async function loadWithRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (typeof document === 'undefined' || attempt >= CODE_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** An island of the component `load` resolves to; `load`'s `import()` is what puts its code in a chunk of its own. */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>, { load: when, className, same }: IslandOptions<P>): LazyIsland<P> {
  const watch = typeof when === 'function' ? when : null;
  let loaded: ComponentType<P> | undefined;
  // The code is asked for once `want` is called; one promise, as `use` needs the same one on every render.
  let want = () => {};
  const code = new Promise<void>((resolve) => {
    want = resolve;
  })
    .then(() => loadWithRetries(load))
    .then((component) => (loaded = component));
  // The server asks at once: it renders every island in full.
  if (typeof document === 'undefined' || when === 'with-module') want();

  // A ref callback that watches the box until React lets go of it (React 19 calls the returned clean-up).
  const watchBox = (box: HTMLDivElement) => watch?.(box, want);

  function Body({ props, done }: { props: P; done: () => void }) {
    if (!watch) want();
    // Once loaded, rendered at once; before, suspended (`use`), which keeps the server's HTML.
    const Component = loaded ?? use(code);
    useEffect(done, [done]);
    // The same component every time (the module's export), not one made during render.
    return createElement(Component, props);
  }

  function Island(props: P) {
    const [mark, setMark] = useState('pending');
    const report = useRef<(mark: string) => void>(setMark);
    // A layout effect: an island is counted before the shell's passive effect sets the page's marker.
    useLayoutEffect(() => {
      if (!watch) return (report.current = islandWaiting());
    }, []);
    const done = useCallback(() => report.current('live'), []);
    const body = (
      <Suspense fallback={null}>
        <Body props={props} done={done} />
      </Suspense>
    );
    return watch ? (
      <div ref={watchBox} className={className} data-island={mark}>
        {body}
      </div>
    ) : (
      body
    );
  }

  return {
    Island: memo(Island, same),
    preload: () => {
      want();
      return code;
    },
  };
}
