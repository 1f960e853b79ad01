// Paging of the plasmid list: 10 or 50 a page and 共 N 条, drawn as antd's Pagination without antd
// (PlainPagination); page items are links to the list's addresses. A new page size starts again at
// the first page.
import { PlainPagination } from '../../components/plain-pagination.tsx';
import { PLASMID_PAGE_SIZES } from '../../../contracts/plasmid-constants.ts';
import { useLocale } from '../../i18n/use-t.ts';
import { listStateHref, type PlasmidListState } from './plasmid-query.ts';

export function PlasmidPagination({ state, total, onGo }: { state: PlasmidListState; total: number; onGo(href: string): void }) {
  const { to } = useLocale();
  return (
    <PlainPagination
      className="plasmid-pagination"
      page={state.page}
      pageSize={state.size}
      total={total}
      href={(page) => to(listStateHref({ ...state, page }))}
      onGo={(page) => onGo(listStateHref({ ...state, page }))}
      sizes={PLASMID_PAGE_SIZES}
      onSize={(size) => onGo(listStateHref({ ...state, page: 1, size }))}
    />
  );
}
