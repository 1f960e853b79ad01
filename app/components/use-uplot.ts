// A uPlot chart in a box of the page (the score histogram of a search result, the measured-against-
// predicted plot of an order's sites; issue 36 point 4): uPlot and its stylesheet are imported when the
// chart mounts, so they are a chunk of their own that only those pages load; the chart is as wide as
// its box (240 px at least) and follows it, without a legend or a cursor. The caller gives the height
// and the chart (options and data); the figure's text for screen readers is the caller's.
import { useEffect, useRef } from 'react';
import type UPlot from 'uplot';

/** uPlot itself, for its path builders. */
export type UPlotClass = typeof UPlot;

/** What a chart draws: its options but the size, legend and cursor, and its data. */
export interface UPlotChart {
  options: Omit<UPlot.Options, 'width' | 'height' | 'legend' | 'cursor'>;
  data: UPlot.AlignedData;
}

/**
 * The box to draw into (its `ref`). `chart` is a useCallback: a new chart is drawn whenever it changes;
 * it receives uPlot itself, for its path builders.
 */
export function useUPlot(height: number, chart: (uPlot: UPlotClass) => UPlotChart) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let plot: UPlot | null = null;
    let cancelled = false;
    const size = () => ({ width: Math.max(240, element.clientWidth), height });
    const observer = new ResizeObserver(() => plot?.setSize(size()));
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlotClass }]) => {
      if (cancelled) return;
      const { options, data } = chart(UPlotClass);
      plot = new UPlotClass({ ...size(), legend: { show: false }, cursor: { show: false }, ...options }, data, element);
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer.disconnect();
      plot?.destroy();
    };
  }, [height, chart]);
  return box;
}

/** The score axis both charts put across: 0 to 1, in tenths. */
export const SCORE_SCALE: UPlot.Scale = { time: false, range: [0, 1] };
export const scoreTicks = (_u: UPlot, ticks: number[]) => ticks.map((tick) => tick.toFixed(1));
