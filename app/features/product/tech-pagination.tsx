// Paging of the technical-service list: 15/30/50 per page, 共 N 条. Page numbers are real links
// (crawlable, work without JavaScript); with JavaScript a click or a new size navigates in the app.
import { Pagination, type PaginationProps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { TECH_PAGE_SIZES } from '../../../contracts/product-constants.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';

export function TechPagination({
  page,
  size,
  total,
  href,
}: {
  page: number;
  size: number;
  total: number;
  href: (change: { page?: number; size?: number }) => string;
}) {
  const navigate = useNavigate();
  const t = useT();
  const { to } = useLocale();
  if (total <= 0) return null;
  return (
    <div className="tech-pagination">
      <Pagination
        current={page}
        total={total}
        pageSize={size}
        showSizeChanger
        pageSizeOptions={TECH_PAGE_SIZES.map(String)}
        showTotal={(count) => t('pagination.total', { count })}
        onChange={(next, nextSize) => {
          void navigate(to(nextSize !== size ? href({ size: nextSize }) : href({ page: next })));
        }}
        itemRender={pageLinks((change) => to(href(change)))}
      />
    </div>
  );
}

/** Page numbers become links; the list item's own click handler navigates, the link serves crawlers and no-JS visits. */
function pageLinks(href: (change: { page: number }) => string): NonNullable<PaginationProps['itemRender']> {
  return function itemRender(target, type, original) {
    if (type !== 'page') return original;
    return (
      <Link to={href({ page: target })} onClick={(event) => event.preventDefault()}>
        {target}
      </Link>
    );
  };
}
