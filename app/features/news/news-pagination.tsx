// antd Pagination whose page items are real links (`?page=N`), so the pages are crawlable and work
// without JavaScript; with JavaScript the click becomes a client-side navigation.
import { Pagination, type PaginationProps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useLocale, useT } from '../../i18n/use-t.ts';

export function NewsPagination({ page, total, pageSize, href: pageHref }: { page: number; total: number; pageSize: number; href: (page: number) => string }) {
  const t = useT();
  const { to } = useLocale();
  // The list's addresses in the page's language (/en/newsCenter?page=2 on the English site).
  const href = (n: number) => to(pageHref(n));
  const navigate = useNavigate();
  if (total <= 0) return null;
  return (
    <Pagination
      className="news-pagination"
      current={page}
      total={total}
      pageSize={pageSize}
      showSizeChanger={false}
      showTotal={(count) => t('pagination.total', { count })}
      onChange={(next) => {
        void navigate(href(next));
        window.scrollTo({ top: 0 });
      }}
      itemRender={pageLinks(href)}
    />
  );
}

/** Page numbers become links; the list item's own click handler navigates, the link serves crawlers and no-JS visits. */
function pageLinks(href: (page: number) => string): NonNullable<PaginationProps['itemRender']> {
  return function itemRender(target, type, original) {
    if (type !== 'page') return original;
    return (
      <Link to={href(target)} onClick={(event) => event.preventDefault()}>
        {target}
      </Link>
    );
  };
}
