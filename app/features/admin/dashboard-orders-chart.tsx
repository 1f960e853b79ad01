// The dashboard's chart of orders submitted per day (last 30 Shanghai days), stacked by kind. Loaded
// with React.lazy from the dashboard, so chart.js (canvas, needs the browser) never weighs on the first
// paint or the server render. Only the parts a bar chart needs are registered (tree-shaken bundle).
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { DashboardOverview } from '../../../contracts/api/admin/dashboard.ts';
import { ORDER_KINDS } from '../../../contracts/order-ops.ts';
import { kindLabel } from './order-labels.tsx';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

type Daily = NonNullable<DashboardOverview['orders']>['daily'];

const COLORS: Record<(typeof ORDER_KINDS)[number], string> = { guide: '#1677ff', amplicon: '#13c2c2', cell: '#fa8c16' };

export default function DashboardOrdersChart({ daily }: { daily: Daily }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: daily.map((d) => d.day.slice(5)),
        datasets: ORDER_KINDS.map((kind) => ({ label: kindLabel(kind), data: daily.map((d) => d[kind]), backgroundColor: COLORS[kind], maxBarThickness: 18 })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { stacked: true, grid: { display: false }, ticks: { autoSkip: true, maxRotation: 0 } },
          y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
        },
        plugins: { legend: { position: 'bottom' }, tooltip: { mode: 'index', intersect: false } },
      },
    });
    return () => chart.destroy();
  }, [daily]);

  const total = daily.reduce((sum, d) => sum + d.guide + d.amplicon + d.cell, 0);
  return (
    <div className="console-chart">
      <canvas ref={canvas} role="img" aria-label={`近 ${daily.length} 天每日提交的订单，共 ${total} 个`} />
    </div>
  );
}
