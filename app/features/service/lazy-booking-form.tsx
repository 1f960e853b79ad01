// The booking form as a lazy island (app/components/lazy-island.tsx): its code (antd's Form, Input
// and Modal, the zod schema, the API client) is not part of what the service page loads before it is
// interactive (decision 0029). The code is asked for only when the form comes near the screen or the
// reader touches or focuses it: on a phone the form sits below the article, and loading and hydrating
// antd's form at once blocked the main thread for most of a second of the page's load (decision 0046).
import { lazyIsland } from '../../components/lazy-island.tsx';
import { whenNear } from '../../components/when-near.ts';
import type { BookingTarget } from './booking-form.tsx';

const sameTarget = (before: { target: BookingTarget }, after: { target: BookingTarget }) =>
  before.target.aid === after.target.aid && before.target.tid === after.target.tid && before.target.title === after.target.title;

const island = lazyIsland(() => import('./booking-form.tsx').then((module) => module.BookingForm), {
  load: whenNear,
  className: 'booking-island',
  same: sameTarget,
});

export const LazyBookingForm = island.Island;
