// The antd parts of /techService as lazy islands: their code (antd's Input, Button, Table, Pagination
// and Select) is not part of what the page loads before it is interactive (DESIGN.md "Performance
// budgets", decision 0042). While hydrating, each Suspense boundary keeps the server's HTML until the
// island's code has arrived, so nothing moves or flashes. Both are memoised: new props before an
// island has hydrated would make React drop its server HTML and render it afresh (the route
// re-renders when a purchase dialog opens; the loader's data keeps its identity meanwhile).
import { Suspense, lazy, memo, type ComponentType } from 'react';
import type { TechListingProps } from './tech-listing.tsx';

/**
 * `lazy` over a module that, once loaded, is handed over synchronously: React then renders it without
 * suspending, so a visit within the app, which loads both islands beside its data (the route's
 * clientLoader), paints the list with the rest of the page instead of after it.
 */
function islandOf<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: { default: ComponentType<P> } | undefined;
  const preload = async () => {
    loaded ??= await load();
  };
  // A thenable on purpose: React's lazy reads a module handed over in the same call without suspending.
  // oxlint-disable-next-line unicorn/no-thenable
  const Component = lazy(() => (loaded ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve(loaded!) } as unknown as Promise<{ default: ComponentType<P> }>) : load()));
  return { Component, preload };
}

const searchField = islandOf(() => import('./tech-search-field.tsx'));
const listing = islandOf(() => import('./tech-listing.tsx'));

/** Both islands' code, fetched beside the data of a visit within the app. */
export async function preloadTechIslands(): Promise<void> {
  await Promise.all([searchField.preload(), listing.preload()]);
}

export const LazyTechSearchField = memo(function TechSearchIsland({ keyword }: { keyword: string }) {
  return (
    <Suspense fallback={null}>
      <searchField.Component keyword={keyword} />
    </Suspense>
  );
});

export const LazyTechListing = memo(function TechListingIsland(props: TechListingProps) {
  return (
    <Suspense fallback={null}>
      <listing.Component {...props} />
    </Suspense>
  );
});
