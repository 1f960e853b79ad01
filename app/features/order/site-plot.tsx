// Measured indel % (up) against the predicted CRISPR-Net score (across) of an order's validated sites,
// drawn by uPlot as points through useUPlot (the console's and the result page's chart library; loaded
// when the chart mounts, a chunk of its own). Every point is also in the figure's text, for screen readers and
// before the chart is drawn. Used by the customer's order page and the console's order detail.
import { useCallback } from 'react';
import { SCORE_SCALE, scoreTicks, useUPlot, type UPlotChart } from '../../components/use-uplot.ts';

export interface SitePoint {
  label: string;
  score: number;
  indel: number;
}

export interface SitePlotLabels {
  caption: string;
  score: string;
  indel: string;
  point: (p: SitePoint) => string;
}

const POINT_COLOR = '#1677ff';

export function SitePlot({ points, labels }: { points: readonly SitePoint[]; labels: SitePlotLabels }) {
  const { score, indel } = labels;
  const chart = useCallback((): UPlotChart => {
    // uPlot draws series over a sorted x: points sorted by score, no line between them.
    const sorted = points.toSorted((a, b) => a.score - b.score);
    const top = Math.max(1, ...sorted.map((p) => p.indel)) * 1.1;
    return {
      options: {
        scales: { x: SCORE_SCALE, y: { range: [0, top] } },
        axes: [
          { label: score, values: scoreTicks },
          { label: indel, values: (_u, ticks) => ticks.map((tick) => `${tick}`) },
        ],
        series: [{}, { stroke: POINT_COLOR, fill: POINT_COLOR, paths: () => null, points: { show: true, size: 9, fill: POINT_COLOR, stroke: POINT_COLOR } }],
      },
      data: [sorted.map((p) => p.score), sorted.map((p) => p.indel)],
    };
  }, [points, score, indel]);
  const box = useUPlot(260, chart);

  return (
    <figure className="site-plot" data-testid="site-plot" aria-label={labels.caption}>
      <figcaption>{labels.caption}</figcaption>
      <div ref={box} className="site-plot__chart" aria-hidden="true" />
      <ul className="visually-hidden" data-testid="site-plot-points">
        {points.map((p) => (
          <li key={p.label}>{labels.point(p)}</li>
        ))}
      </ul>
    </figure>
  );
}
