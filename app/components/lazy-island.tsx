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

/**
 * Marks `promise` with its outcome (`status` and `value` or `reason`, as React's `use` marks the
 * promises it is given) as soon as it settles, so `use` answers at once on a render that
 * comes later (a client-side navigation after `preload`) instead of suspending for a tick on a promise
 * it has not seen before. This listener is attached first, so it runs before React's own.
 */
function markWhenSettled<T>(promise: Promise<T>) {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
}

/** An island of the component `load` resolves to; `load`'s `import()` is what puts its code in a chunk of its own. */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>, { load: when, className, same }: IslandOptions<P>): LazyIsland<P> {
  const watch = typeof when === 'function' ? when : null;
  // The code is asked for once `want` is called; one promise, as `use` needs the same one on every render.
  let want = () => {};
  const code = new Promise<void>((resolve) => {
    want = resolve;
  }).then(() => loadWithRetries(load));
  markWhenSettled(code);
  // The server asks at once: it renders every island in full.
  if (typeof document === 'undefined' || when === 'with-module') want();

  // A ref callback that watches the box until React lets go of it (React 19 calls the returned clean-up).
  const watchBox = (box: HTMLDivElement) => watch?.(box, want);

  function Body({ props, done }: { props: P; done: () => void }) {
    if (!watch) want();
    // Always through `use`: before the code has come it suspends, which keeps the server's HTML; once it
    // has, the promise's mark lets `use` answer at once. Skipping `use` once the code had come made a
    // retried render call other hooks than the attempt it retried (React #467, shown as #422 while
    // hydrating the sign-in pages: issue 35 point 6).
    const Component = use(code);
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
