// Histogram of a job's scores, drawn by uPlot (a small canvas chart library) through useUPlot, which
// imports it when the chart mounts (a chunk of its own that only a search result loads); the counts
// are also in the figure's text for screen readers and before the chart is drawn.
import { useCallback } from 'react';
import { SCORE_SCALE, scoreTicks, useUPlot, type UPlotChart, type UPlotClass } from '../../components/use-uplot.ts';
import { useT } from '../../i18n/use-t.ts';

const BAR_COLOR = '#1677ff';

export function ScoreHistogram({ counts, label }: { counts: readonly number[]; label: string }) {
  const t = useT();
  const axisLabels = { score: t('crispr.search.histogramScore'), sites: t('crispr.search.histogramSites') };
  const chart = useCallback(
    (UPlot: UPlotClass): UPlotChart => {
      const bins = counts.length;
      const xs = counts.map((_, i) => (i + 0.5) / bins);
      return {
        options: {
          scales: { x: SCORE_SCALE, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
          axes: [
            { label: axisLabels.score, values: scoreTicks },
            { label: axisLabels.sites, values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')) },
          ],
          series: [{}, { fill: BAR_COLOR, stroke: BAR_COLOR, paths: UPlot.paths.bars!({ size: [0.9, 80] }), points: { show: false } }],
        },
        data: [xs, [...counts]],
      };
    },
    [counts, axisLabels.score, axisLabels.sites],
  );
  const box = useUPlot(220, chart);

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
