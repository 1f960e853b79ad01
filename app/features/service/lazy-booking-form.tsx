// The booking form as a lazy island: its code (antd's Form, Input and Modal, the zod schema, the API
// client) is not part of what the service page loads before it is interactive (DESIGN.md
// "Performance budgets", decision 0029). The server renders the whole form; while hydrating, the
// Suspense boundary keeps that HTML as it is until the form's code has arrived, so nothing flashes.
// The code is asked for only when the form comes near the screen or the reader touches or focuses
// it: on a phone the form sits below the article, and loading and hydrating antd's form at once
// blocked the main thread for most of a second of the page's load (decision 0046).
import { Suspense, lazy, memo, useEffect, useRef } from 'react';
import type { BookingTarget } from './booking-form.tsx';

let wanted: () => void = () => {};
const whenWanted = new Promise<void>((resolve) => {
  wanted = resolve;
});

// The server renders the form at once: it waits for every boundary before it sends the page.
const BookingForm = lazy(() =>
  (typeof document === 'undefined' ? import('./booking-form.tsx') : whenWanted.then(() => import('./booking-form.tsx'))).then((module) => ({ default: module.BookingForm })),
);

/** Asks for the form's code once `box` nears the screen or takes a pointer, key or focus. */
function useWantedWhenNear(box: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) wanted();
    }, { rootMargin: '50% 0px' });
    observer.observe(element);
    const events = ['pointerdown', 'focusin', 'keydown'] as const;
    for (const name of events) element.addEventListener(name, wanted, { once: true, passive: true });
    return () => {
      observer.disconnect();
      for (const name of events) element.removeEventListener(name, wanted);
    };
  }, [box]);
}

function BookingIsland({ target }: { target: BookingTarget }) {
  const box = useRef<HTMLDivElement>(null);
  useWantedWhenNear(box);
  return (
    <div ref={box} className="booking-island">
      <Suspense fallback={null}>
        <BookingForm target={target} />
      </Suspense>
    </div>
  );
}

const sameTarget = (before: { target: BookingTarget }, after: { target: BookingTarget }) =>
  before.target.aid === after.target.aid && before.target.tid === after.target.tid && before.target.title === after.target.title;

/** Memoised: new props before the island has hydrated would make React drop its server HTML and render it afresh. */
export const LazyBookingForm = memo(BookingIsland, sameTarget);
