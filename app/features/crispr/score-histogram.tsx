// Histogram of a job's scores, drawn by uPlot (a small canvas chart library). It is imported when the
// chart mounts, so it is a chunk of its own that only a search result loads; the counts are also in
// the figure's text for screen readers and before the chart is drawn.
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/use-t.ts';

const BAR_COLOR = '#1677ff';

export function ScoreHistogram({ counts, label }: { counts: readonly number[]; label: string }) {
  const t = useT();
  const axisLabels = { score: t('crispr.search.histogramScore'), sites: t('crispr.search.histogramSites') };
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
            { label: axisLabels.score, values: (_u, ticks) => ticks.map((tick) => tick.toFixed(1)) },
            { label: axisLabels.sites, values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')) },
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
  }, [counts, axisLabels.score, axisLabels.sites]);

  const bins = counts.length;
  const text = counts
    .map((c, i) => t('crispr.search.histogramBin', { range: `${(i / bins).toFixed(1)}-${((i + 1) / bins).toFixed(1)}`, count: c }))
    .join(t('crispr.size.separator'));
  return (
    <figure className="crispr-histogram" data-testid="crispr-histogram" aria-label={t('crispr.search.histogramBin', { range: label, count: text })}>
      <figcaption>{label}</figcaption>
      <div ref={box} className="crispr-histogram__chart" aria-hidden="true" />
      <p className="visually-hidden">{text}</p>
    </figure>
  );
}
