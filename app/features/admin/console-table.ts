// The console's wide tables scroll sideways in CSS, not with antd's `scroll.x`: given `scroll.x` or a
// fixed column, antd's Table reads its own width and every column's in layout effects as the page
// hydrates and renders all its rows again in the same task, the largest task of a console page with a
// table (decision 0094). `.console-table` (console.css) gives the table its least width inside a box
// that scrolls; the last column is kept at the right edge with `position: sticky`, which needs no
// measuring because nothing sits to its right.
import type { CSSProperties } from 'react';
import { TableBodyInParts } from './table-rows-in-parts.tsx';

// Every console table's rows also hydrate a few at a time (table-rows-in-parts.tsx, decision 0099).
const COMPONENTS = { body: { wrapper: TableBodyInParts } };

/**
 * Props for an antd `<Table>` wider than a phone: it scrolls sideways below `minWidth` (pixels, or the
 * width its content asks for), and its rows hydrate in parts.
 */
export function wideTable(minWidth: number | 'max-content' = 'max-content'): { className: string; style: CSSProperties; components: typeof COMPONENTS } {
  return {
    className: 'console-table',
    style: { '--console-table-min-width': typeof minWidth === 'number' ? `${minWidth}px` : minWidth } as CSSProperties,
    components: COMPONENTS,
  };
}

/** A table's last column (its actions) kept in view at the right edge while the rest scrolls, on screens wider than a phone. */
export const STICKY_END_COLUMN = { className: 'console-table__sticky-end' } as const;
