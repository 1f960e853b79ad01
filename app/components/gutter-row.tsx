// antd's Row for a fixed gutter, without antd's Row: that one subscribes to the screen's breakpoints in a
// layout effect whose first call forces an update (for gutters and alignments that may vary by screen,
// which no page here asks for), so every Row drew itself and its columns twice inside hydration
// (decision 0096). antd's Col stays as it is: its widths are antd.css's classes; the gutter is CSS here
// (gutter-row.css) instead of the padding antd's Row handed its columns through context.
import type { CSSProperties, ReactNode } from 'react';

export interface GutterRowProps {
  /** Horizontal gap, or [horizontal, vertical], in px: as antd's Row `gutter`. */
  gutter?: number | readonly [number, number];
  className?: string;
  children: ReactNode;
}

export function GutterRow({ gutter = 0, className, children }: GutterRowProps) {
  const [horizontal, vertical] = typeof gutter === 'number' ? [gutter, 0] : gutter;
  const style = { '--gutter-x': `${horizontal}px`, '--gutter-y': `${vertical}px` } as CSSProperties;
  return (
    <div className={`ant-row gutter-row${className ? ` ${className}` : ''}`} style={style}>
      {children}
    </div>
  );
}
