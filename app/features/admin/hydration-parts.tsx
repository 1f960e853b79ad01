// Parts of a console page drawn on the server that hydrate one after another (decision 0097). React
// hydrates a Suspense boundary's content in a pass of its own after the content around it, and commits
// each pass apart: one page hydrated whole committed every antd component's layout effects in one task
// (an order's page: 25 ms unthrottled on a phone's budget of 12), its parts commit a few milliseconds
// each. The page is live, and its server answers may be forgotten (admin-layout.tsx), only once every
// part has hydrated: a part that hydrates later still reads the answers it was drawn with, and the
// browser tests' marker keeps meaning the whole page.
import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

interface Part {
  hydrated(): void;
}

let waiting = 0;
let whenAllHydrated: (() => void) | null = null;

function waitForPart(): Part {
  waiting += 1;
  let reported = false;
  return {
    hydrated() {
      if (reported) return;
      reported = true;
      waiting -= 1;
      if (waiting === 0 && whenAllHydrated) {
        const done = whenAllHydrated;
        whenAllHydrated = null;
        done();
      }
    },
  };
}

/**
 * Calls `done` once every part mounted so far has hydrated: at once when none waits. Called from a
 * passive effect of the page, it sees every part (their layout effects have run). Returns the clean-up.
 */
export function afterHydrationParts(done: () => void): () => void {
  if (waiting === 0) {
    done();
    return () => {};
  }
  whenAllHydrated = done;
  return () => {
    if (whenAllHydrated === done) whenAllHydrated = null;
  };
}

function PartHydrated({ part }: { part: RefObject<Part | null> }) {
  useEffect(() => part.current?.hydrated(), [part]);
  return null;
}

/** A part of the page that hydrates (and commits) after the content around it. */
export function HydrationPart({ children }: { children: ReactNode }) {
  const part = useRef<Part | null>(null);
  // A layout effect: it runs in the commit around the part, before that commit's passive effects, so
  // the page's check (afterHydrationParts) counts it. Drawn in the browser, the part's content is
  // committed with it and reports in the same commit.
  useLayoutEffect(() => {
    const waitingPart = waitForPart();
    part.current = waitingPart;
    return () => waitingPart.hydrated();
  }, []);
  return (
    <Suspense fallback={null}>
      {children}
      <PartHydrated part={part} />
    </Suspense>
  );
}

/**
 * Parts that hydrate one after another, in the order given: each part's boundary holds the next, as
 * React hydrates sibling boundaries in one pass (one commit) but a boundary inside another in a pass of
 * its own. Each child is a part; a child that is null keeps its place, so the nesting does not change
 * when a part is left out (which would remount the parts after it).
 */
export function HydrationParts({ children }: { children: ReactNode[] }) {
  return children.reduceRight<ReactNode>(
    (rest, part) => (
      <HydrationPart>
        {part}
        {rest}
      </HydrationPart>
    ),
    null,
  );
}
