// The dashboard's chart of orders submitted per day (last 30 Shanghai days), stacked by kind. Drawn by
// uPlot, the one chart library of the site (the CRISPR-Net score histogram uses it too; decision 0067).
// Loaded with React.lazy from the dashboard, so the library (canvas, needs the browser) never weighs on
// the first paint or the server render. uPlot does not stack: each kind's bar is drawn from the sum of
// the kinds below it (a band) to the sum including it, and the legend shows each kind's own count.
import { useEffect, useRef } from 'react';
import UPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DashboardOverview } from '../../../contracts/api/admin/dashboard.ts';
import { ORDER_KINDS } from '../../../contracts/order-ops.ts';
import { kindLabel } from './order-labels.tsx';

type Daily = NonNullable<DashboardOverview['orders']>['daily'];

const COLORS: Record<(typeof ORDER_KINDS)[number], string> = { guide: '#1677ff', amplicon: '#13c2c2', cell: '#fa8c16' };

/** Bars at most this wide (px), as before the move from chart.js. */
const MAX_BAR_WIDTH = 18;

/** The running sums of the kinds, in ORDER_KINDS order: the top of each kind's part of a day's bar. */
function stackedData(daily: Daily): UPlot.AlignedData {
  const xs = daily.map((_, index) => index);
  let below = daily.map(() => 0);
  const tops = ORDER_KINDS.map((kind) => {
    below = daily.map((d, index) => below[index] + d[kind]);
    return below;
  });
  return [xs, ...tops];
}

function chartOptions(daily: Daily, size: { width: number; height: number }): UPlot.Options {
  const bars = UPlot.paths.bars!({ size: [0.7, MAX_BAR_WIDTH] });
  return {
    ...size,
    scales: { x: { time: false, range: [-0.5, daily.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] } },
    axes: [
      { grid: { show: false }, space: 40, values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? (daily[tick]?.day.slice(5) ?? '') : '')) },
      // Whole orders only: no grid line between 0 and 1.
      { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000], values: (_u, ticks) => ticks.map((tick) => String(tick)) },
    ],
    // Each kind's bar starts where the kinds below it end.
    bands: ORDER_KINDS.slice(1).map((_kind, index) => ({ series: [index + 2, index + 1] as [number, number] })),
    series: [
      { label: '日期', value: (_u, x) => (x === null ? '' : (daily[x]?.day ?? '')) },
      ...ORDER_KINDS.map((kind) => ({
        label: kindLabel(kind),
        fill: COLORS[kind],
        stroke: COLORS[kind],
        width: 0,
        paths: bars,
        points: { show: false },
        value: (_u: UPlot, _value: number | null, _series: number, index: number | null) => (index === null ? '' : String(daily[index]?.[kind] ?? '')),
      })),
    ],
  };
}

export default function DashboardOrdersChart({ daily }: { daily: Daily }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // The legend sits under the plot inside the box: the plot takes the box's height less the legend's.
    const legendHeight = () => element.querySelector<HTMLElement>('.u-legend')?.offsetHeight ?? 0;
    const size = () => ({ width: Math.max(200, element.clientWidth), height: Math.max(120, element.clientHeight - legendHeight()) });
    const plot = new UPlot(chartOptions(daily, size()), stackedData(daily), element);
    plot.setSize(size());
    // The box follows the layout, the chart follows the box (it is out of the flow: see console.css).
    const observer = new ResizeObserver(() => plot.setSize(size()));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [daily]);

  const total = daily.reduce((sum, d) => sum + d.guide + d.amplicon + d.cell, 0);
  return <div ref={box} className="console-chart" role="img" aria-label={`近 ${daily.length} 天每日提交的订单，共 ${total} 个`} />;
}
