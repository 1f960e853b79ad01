// Paging of the search results with link page items (LinkPagination); a new page starts at the top.
import { useNavigate } from 'react-router';
import { LinkPagination } from '../../components/link-pagination.tsx';
import { SEARCH_PAGE_SIZES } from '../../../contracts/search.ts';
import { searchPageHref, type SearchQuery } from './search-query.ts';

export function SearchPagination({ query, total }: { query: SearchQuery; total: number }) {
  const navigate = useNavigate();
  return (
    <LinkPagination
      className="search-pagination"
      page={query.page}
      size={query.size}
      total={total}
      sizes={SEARCH_PAGE_SIZES}
      href={(page, size) => searchPageHref({ ...query, page, size })}
      onGo={(href) => {
        void navigate(href);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
