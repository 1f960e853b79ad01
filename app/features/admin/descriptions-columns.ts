// Columns of an antd Descriptions list drawn on the server. antd picks the count for the screen's width
// from JavaScript (its breakpoints), which the server does not know: it drew three, and a phone's
// hydrated page re-flowed them into one, moving everything below (CLS 0.41 on a customer's page,
// decision 0091). Until the page has hydrated the list keeps the narrowest count, so a phone never
// moves; a wider screen takes its own count right after hydrating.
import { useHydrated } from '../../components/use-browser-value.ts';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
export type DescriptionColumns = number | Partial<Record<Breakpoint, number>>;

export function useDescriptionColumns(columns: DescriptionColumns): DescriptionColumns {
  const hydrated = useHydrated();
  if (hydrated || typeof columns === 'number') return columns;
  return columns.xs ?? 1;
}
