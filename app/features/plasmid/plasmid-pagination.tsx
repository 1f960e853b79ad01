// Paging of the list: 10 or 50 a page and 共 N 条. Page items are real links (crawlable, work without
// JavaScript); with JavaScript a click or a page-size change becomes a client-side navigation.
import { Pagination, type PaginationProps } from 'antd';
import { Link } from 'react-router';
import { PLASMID_PAGE_SIZES } from '../../../contracts/plasmid.ts';
import { LIST_NAVIGATION, listStateHref, type PlasmidListState } from './plasmid-query.ts';

export function PlasmidPagination({ state, total, onGo }: { state: PlasmidListState; total: number; onGo(href: string): void }) {
  if (total <= 0) return null;
  const href = (page: number, size = state.size) => listStateHref({ ...state, page, size });
  const itemRender: PaginationProps['itemRender'] = (target, type, original) =>
    type === 'page' ? (
      <Link to={href(target)} state={LIST_NAVIGATION} onClick={(event) => event.preventDefault()}>
        {target}
      </Link>
    ) : (
      original
    );
  return (
    <Pagination
      className="plasmid-pagination"
      current={state.page}
      total={total}
      pageSize={state.size}
      pageSizeOptions={PLASMID_PAGE_SIZES.map(String)}
      showSizeChanger
      showTotal={(count) => `共 ${count} 条`}
      // A new page size starts again at the first page.
      onChange={(page, size) => onGo(size !== state.size ? href(1, size) : href(page))}
      itemRender={itemRender}
    />
  );
}
