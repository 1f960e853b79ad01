// The booking form as a lazy island: its code (antd's Form, Input and Modal, the zod schema, the API
// client) is not part of what the service page loads before it is interactive (DESIGN.md
// "Performance budgets", decision 0029). The server renders the whole form; while hydrating, the
// Suspense boundary keeps that HTML as it is until the form's code has arrived, so nothing flashes.
import { Suspense, lazy, memo } from 'react';
import type { BookingTarget } from './booking-form.tsx';

const BookingForm = lazy(() => import('./booking-form.tsx').then((module) => ({ default: module.BookingForm })));

function BookingIsland({ target }: { target: BookingTarget }) {
  return (
    <Suspense fallback={null}>
      <BookingForm target={target} />
    </Suspense>
  );
}

const sameTarget = (before: { target: BookingTarget }, after: { target: BookingTarget }) =>
  before.target.aid === after.target.aid && before.target.tid === after.target.tid && before.target.title === after.target.title;

/** Memoised: new props before the island has hydrated would make React drop its server HTML and render it afresh. */
export const LazyBookingForm = memo(BookingIsland, sameTarget);
