// Paging of the plasmid list: 10 or 50 a page and 共 N 条, with link page items (LinkPagination).
import { LinkPagination } from '../../components/link-pagination.tsx';
import { PLASMID_PAGE_SIZES } from '../../../contracts/plasmid-constants.ts';
import { LIST_NAVIGATION, listStateHref, type PlasmidListState } from './plasmid-query.ts';

export function PlasmidPagination({ state, total, onGo }: { state: PlasmidListState; total: number; onGo(href: string): void }) {
  return (
    <LinkPagination
      className="plasmid-pagination"
      page={state.page}
      size={state.size}
      total={total}
      sizes={PLASMID_PAGE_SIZES}
      href={(page, size) => listStateHref({ ...state, page, size })}
      onGo={onGo}
      linkState={LIST_NAVIGATION}
    />
  );
}
