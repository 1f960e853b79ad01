// The child routes' element, kept while the router's matches are the same. React Router learns the
// routes a page links to after the page has loaded (lazy route discovery: links ask /__manifest), and
// each answer it patches in renders every route again with new elements: the whole page re-rendered
// after hydration, on a console page 1,500 components in one task (decision 0098). Matches and loader
// data get a new identity on every navigation and every revalidation, so anything that changes what
// the routes draw draws it; components that read the router's state (useNavigation, useLoaderData,
// NavLink…) still update through React Router's context.
import { useMemo, type ReactNode } from 'react';
import { useMatches, useOutlet } from 'react-router';

/** The outlet (`<Outlet />`'s element), the same element while the router's matches are the same. */
export function useSteadyOutlet(): ReactNode {
  const outlet = useOutlet();
  const matches = useMatches();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the outlet is new on every render; matches say when it differs
  return useMemo(() => outlet, [matches]);
}
