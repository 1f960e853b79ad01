// The news list's pagination: page items are real links (`?page=N`), so the pages are crawlable and
// work without JavaScript; with JavaScript a click becomes a client-side navigation. Drawn without
// antd (components/plain-pagination.tsx), so the news list loads no antd up front (decision 0029).
import { useNavigate } from 'react-router';
import { PlainPagination } from '../../components/plain-pagination.tsx';
import { useLocale } from '../../i18n/use-t.ts';

export function NewsPagination({ page, total, pageSize, href: pageHref }: { page: number; total: number; pageSize: number; href: (page: number) => string }) {
  const { to } = useLocale();
  // The list's addresses in the page's language (/en/newsCenter?page=2 on the English site).
  const href = (n: number) => to(pageHref(n));
  const navigate = useNavigate();
  return (
    <PlainPagination
      className="news-pagination"
      page={page}
      total={total}
      pageSize={pageSize}
      href={href}
      onGo={(next) => {
        void navigate(href(next));
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
