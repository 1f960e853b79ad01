// A console table's body whose rows hydrate a few at a time (decision 0099). A page of twenty product
// rows is some 1,600 antd components (checkbox, picture, switch, buttons, confirm per row): hydrated
// with the page they were one commit, the largest task of the console's largest list. Given as antd's
// `components.body.wrapper` (console-table.ts), the body keeps its DOM (Suspense draws nothing, and the
// server's boundary comments are allowed between rows) and hands its rows to HydrationParts.
import type { HTMLAttributes, ReactNode } from 'react';
import { HydrationParts } from './hydration-parts.tsx';

/** Rows hydrated together: about 400 components of the densest table, a few milliseconds to commit. */
export const ROWS_PER_PART = 5;

/** `rows` cut into runs of `size`, in order; fewer than two runs are returned as they are. */
export function rowParts<T>(rows: readonly T[], size = ROWS_PER_PART): T[][] {
  const parts: T[][] = [];
  for (let at = 0; at < rows.length; at += size) parts.push(rows.slice(at, at + size));
  return parts;
}

type BodyProps = HTMLAttributes<HTMLTableSectionElement> & { children?: ReactNode };

/**
 * rc-table draws its body as `<wrapper>{measure row}{rows}</wrapper>`: the rows are an array when
 * there are records, one placeholder row when there are none.
 */
export function TableBodyInParts({ children, ...props }: BodyProps) {
  const [measure, rows] = Array.isArray(children) && children.length === 2 ? (children as [ReactNode, ReactNode]) : [null, children];
  if (!Array.isArray(rows) || rows.length <= ROWS_PER_PART) {
    return <tbody {...props}>{children}</tbody>;
  }
  return (
    <tbody {...props}>
      {measure}
      <HydrationParts>{rowParts(rows as ReactNode[])}</HydrationParts>
    </tbody>
  );
}
