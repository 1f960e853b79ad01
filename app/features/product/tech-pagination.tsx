// Paging of the technical-service list: 15/30/50 per page, 共 N 条, drawn as antd's Pagination without
// antd (PlainPagination, decision 0049). Page numbers are real links (crawlable, work without
// JavaScript); with JavaScript a click or a new size navigates in the app, a new size from page 1.
import { useNavigate } from 'react-router';
import { PlainPagination } from '../../components/plain-pagination.tsx';
import { TECH_PAGE_SIZES } from '../../../contracts/product-constants.ts';
import { useLocale } from '../../i18n/use-t.ts';

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
  const { to } = useLocale();
  if (total <= 0) return null;
  return (
    <div className="tech-pagination">
      <PlainPagination
        page={page}
        total={total}
        pageSize={size}
        href={(target) => to(href({ page: target }))}
        onGo={(target) => void navigate(to(href({ page: target })))}
        sizes={TECH_PAGE_SIZES}
        onSize={(next) => void navigate(to(href({ size: next })))}
      />
    </div>
  );
}
