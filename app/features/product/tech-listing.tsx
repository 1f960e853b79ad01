// The rows of /techService and their paging (antd's Table or the cards with antd's order buttons,
// antd's Pagination with its size changer), loaded as an island of the page (lazy-tech-islands.tsx),
// which is outside the antd layout; it brings antd's provider itself (decision 0029).
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { AntdProvider } from '../../components/antd-provider.tsx';
import { useIslandMark } from '../../components/island-mark.ts';
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
  /** Called once the island is interactive (hydrated or rendered): its own buttons answer from then on. */
  onLive: () => void;
}

export default function TechListing({ rows, view, molds, page, size, total, onOrder, onLive }: TechListingProps) {
  const [search] = useSearchParams();
  const island = useIslandMark();
  useEffect(onLive, [onLive]);
  return (
    <div className="island-contents" {...island}>
      <AntdProvider>
        {rows.length === 0 ? null : view === 'cards' ? <TechProductCards rows={rows} onOrder={onOrder} /> : <TechProductTable rows={rows} molds={molds} onOrder={onOrder} />}
        <TechPagination page={page} size={size} total={total} href={(change) => techServiceHref(search, change)} />
      </AntdProvider>
    </div>
  );
}
