// The antd parts of /techService as lazy islands: their code (antd's Input, Button, Table, Pagination
// and Select) is not part of what the page loads before it is interactive (DESIGN.md "Performance
// budgets", decision 0029). The server renders them in full; while hydrating, each Suspense boundary
// keeps that HTML until the island's code has arrived, so nothing moves or flashes. Both are memoised:
// new props before an island has hydrated would make React drop its server HTML and render it afresh
// (the route re-renders when a purchase dialog opens; the loader's data keeps its identity meanwhile).
import { Suspense, lazy, memo } from 'react';
import type { TechListingProps } from './tech-listing.tsx';

const loadSearchField = () => import('./tech-search-field.tsx');
const loadListing = () => import('./tech-listing.tsx');
const TechSearchField = lazy(loadSearchField);
const TechListing = lazy(loadListing);

/** Both islands' code, fetched beside the data of a visit within the app. */
export async function preloadTechIslands(): Promise<void> {
  await Promise.all([loadSearchField(), loadListing()]);
}

export const LazyTechSearchField = memo(function TechSearchIsland({ keyword }: { keyword: string }) {
  return (
    <Suspense fallback={null}>
      <TechSearchField keyword={keyword} />
    </Suspense>
  );
});

export const LazyTechListing = memo(function TechListingIsland(props: TechListingProps) {
  return (
    <Suspense fallback={null}>
      <TechListing {...props} />
    </Suspense>
  );
});
