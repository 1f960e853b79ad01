// antd Pagination whose page items are real links (crawlable, work without JavaScript); with
// JavaScript a click or a page-size change becomes `onGo(href)`, which the list navigates with.
import { Pagination, type PaginationProps } from 'antd';
import { Link } from 'react-router';
import { useLocale, useT } from '../i18n/use-t.ts';

export interface LinkPaginationProps {
  className: string;
  page: number;
  size: number;
  total: number;
  sizes: readonly number[];
  /** The address of a page at a page size. */
  href(page: number, size: number): string;
  onGo(href: string): void;
  /** Navigation state carried by the page links. */
  linkState?: unknown;
}

export function LinkPagination({ className, page, size, total, sizes, href: pageHref, onGo, linkState }: LinkPaginationProps) {
  const t = useT();
  const { to } = useLocale();
  // The list's addresses in the page's language (/en/… on the English site).
  const href = (n: number, pageSize: number) => to(pageHref(n, pageSize));
  if (total <= 0) return null;
  const itemRender: PaginationProps['itemRender'] = (target, type, original) =>
    type === 'page' ? (
      <Link to={href(target, size)} state={linkState} onClick={(event) => event.preventDefault()}>
        {target}
      </Link>
    ) : (
      original
    );
  return (
    <Pagination
      className={className}
      current={page}
      total={total}
      pageSize={size}
      pageSizeOptions={sizes.map(String)}
      showSizeChanger
      showTotal={(count) => t('pagination.total', { count })}
      // A new page size starts again at the first page.
      onChange={(next, nextSize) => onGo(nextSize !== size ? href(1, nextSize) : href(next, size))}
      itemRender={itemRender}
    />
  );
}
