// A list of labelled values (an order's fields, a customer's account, a quote), laid out in columns by
// CSS alone. It replaces antd's Descriptions, which picks its column count in JavaScript: every one
// subscribed to the screen's breakpoints in a layout effect whose first call forces an update, so each
// drew itself twice inside the page's hydration, and the server (which knows no screen) drew the
// narrowest count, so a desktop's page re-flowed after hydrating (decision 0096). Here the server's HTML
// is already right at every width, and hydration renders each list once.
import type { CSSProperties, ReactNode } from 'react';

export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
/** A fixed count, or a count from each breakpoint up (antd's widths: sm 576, md 768, lg 992, xl 1200, xxl 1600 px). */
export type DetailColumns = number | Partial<Record<Breakpoint, number>>;

export interface DetailItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export interface DetailListProps {
  items: readonly DetailItem[];
  column?: DetailColumns;
  /** Label and value in cells with borders, the label on a grey ground. */
  bordered?: boolean;
  size?: 'small' | 'default';
  title?: ReactNode;
  className?: string;
}

const BREAKPOINTS: readonly Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'];

/** The count at each breakpoint: a breakpoint not given takes the next narrower one's (xs defaults to 1). */
export function columnsByBreakpoint(column: DetailColumns): Record<Breakpoint, number> {
  const counts = {} as Record<Breakpoint, number>;
  let current = typeof column === 'number' ? column : (column.xs ?? 1);
  for (const breakpoint of BREAKPOINTS) {
    if (typeof column !== 'number') current = column[breakpoint] ?? current;
    counts[breakpoint] = Math.max(1, Math.floor(current));
  }
  return counts;
}

/**
 * The CSS variables detail-list.css reads at each breakpoint: the column count, and how many grid tracks
 * (two an item: label and value) the last item spans so that it fills the last row, as antd's table did.
 */
export function detailListVariables(column: DetailColumns, itemCount: number): CSSProperties {
  const variables: Record<string, number> = {};
  const counts = columnsByBreakpoint(column);
  for (const breakpoint of BREAKPOINTS) {
    const count = counts[breakpoint];
    const inLastRow = itemCount % count || count;
    variables[`--detail-columns-${breakpoint}`] = count;
    variables[`--detail-last-span-${breakpoint}`] = 2 * (count - inLastRow + 1);
  }
  return variables as CSSProperties;
}

export function DetailList({ items, column = 3, bordered = false, size = 'default', title, className }: DetailListProps) {
  const classes = ['detail-list', bordered ? 'detail-list--bordered' : '', size === 'small' ? 'detail-list--small' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section className={classes}>
      {title ? <div className="detail-list__title">{title}</div> : null}
      <dl className="detail-list__grid" style={detailListVariables(column, items.length)}>
        {items.map((item) => (
          <div key={item.key} className="detail-list__item">
            <dt className="detail-list__label">{item.label}</dt>
            <dd className="detail-list__value">{item.children}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
