// The rows of /techService and their paging: the table or the cards, then the 15/30/50 paging, all
// antd's markup without antd (decision 0049), so they are live as soon as the page has hydrated.
import { useSearchParams } from 'react-router';
import type { TechProduct } from '../../../contracts/api/product.ts';
import { TechProductCards, TechProductTable } from './tech-product-list.tsx';
import { TechPagination } from './tech-pagination.tsx';
import { techServiceHref } from './tech-query.ts';

export interface TechListingProps {
  /** The page's rows; none shows only the paging (the route says the list is empty). */
  rows: TechProduct[];
  view: 'cards' | 'table';
  molds: string | null;
  page: number;
  size: number;
  total: number;
  onOrder: (product: TechProduct) => void;
}

export function TechListing({ rows, view, molds, page, size, total, onOrder }: TechListingProps) {
  const [search] = useSearchParams();
  return (
    <>
      {rows.length === 0 ? null : view === 'cards' ? <TechProductCards rows={rows} onOrder={onOrder} /> : <TechProductTable rows={rows} molds={molds} onOrder={onOrder} />}
      <TechPagination page={page} size={size} total={total} href={(change) => techServiceHref(search, change)} />
    </>
  );
}
