// Histogram of a job's scores, drawn by uPlot (a small canvas chart library). It is imported when the
// chart mounts, so it is a chunk of its own that only a search result loads; the counts are also in
// the figure's text for screen readers and before the chart is drawn.
import { useEffect, useRef } from 'react';

const BAR_COLOR = '#1677ff';

export function ScoreHistogram({ counts, label }: { counts: readonly number[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let plot: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let cancelled = false;
    const size = () => ({ width: Math.max(240, element.clientWidth), height: 220 });
    const observer = new ResizeObserver(() => plot?.setSize(size()));
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      const bins = counts.length;
      const xs = counts.map((_, i) => (i + 0.5) / bins);
      plot = new UPlot(
        {
          ...size(),
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false, range: [0, 1] }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
          axes: [
            { label: 'CRISPR-Net 评分', values: (_u, ticks) => ticks.map((t) => t.toFixed(1)) },
            { label: '位点数', values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')) },
          ],
          series: [{}, { fill: BAR_COLOR, stroke: BAR_COLOR, paths: UPlot.paths.bars!({ size: [0.9, 80] }), points: { show: false } }],
        },
        [xs, [...counts]],
        element,
      );
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer.disconnect();
      plot?.destroy();
    };
  }, [counts]);

  const bins = counts.length;
  const text = counts.map((c, i) => `${(i / bins).toFixed(1)}-${((i + 1) / bins).toFixed(1)}：${c}`).join('，');
  return (
    <figure className="crispr-histogram" data-testid="crispr-histogram" aria-label={`${label}：${text}`}>
      <figcaption>{label}</figcaption>
      <div ref={box} className="crispr-histogram__chart" aria-hidden="true" />
      <p className="visually-hidden">{text}</p>
    </figure>
  );
}
