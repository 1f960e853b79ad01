// antd Pagination for the results: page items are real links (crawlable, work without JavaScript);
// with JavaScript a click or a page-size change becomes a client-side navigation.
import { Pagination, type PaginationProps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { SEARCH_PAGE_SIZES } from '../../../contracts/search.ts';
import { searchPageHref, type SearchQuery } from './search-query.ts';

export function SearchPagination({ query, total }: { query: SearchQuery; total: number }) {
  const navigate = useNavigate();
  if (total <= 0) return null;
  const href = (page: number, size = query.size) => searchPageHref({ ...query, page, size });
  const itemRender: PaginationProps['itemRender'] = (target, type, original) =>
    type === 'page' ? (
      <Link to={href(target)} onClick={(event) => event.preventDefault()}>
        {target}
      </Link>
    ) : (
      original
    );
  return (
    <Pagination
      className="search-pagination"
      current={query.page}
      total={total}
      pageSize={query.size}
      pageSizeOptions={SEARCH_PAGE_SIZES.map(String)}
      showSizeChanger
      showTotal={(count) => `共 ${count} 条`}
      onChange={(page, size) => {
        // A new page size starts again at the first page.
        void navigate(size !== query.size ? href(1, size) : href(page));
        window.scrollTo({ top: 0 });
      }}
      itemRender={itemRender}
    />
  );
}
