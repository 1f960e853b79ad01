// Where one guide's sites fall, per chromosome (chromosome-layout.ts): plain SVG, not the histogram's
// canvas chart, so the picture has a title and description and every mark its own tooltip. The bars
// stretch with the page (preserveAspectRatio none; marks keep their pixel width through
// non-scaling strokes) and the labels are HTML beside them, so it reads the same at 375 px and on a
// desktop. The same facts are in a table for screen readers and for copying. The layout thins the
// marks: the guide's best have their own tooltip, the rest are one path per colour step and lane.
import { useId, useMemo } from 'react';
import type { SiteRow } from '../../../contracts/crispr-search.ts';
import { useT } from '../../i18n/use-t.ts';
import { layoutChromosomes, SCORE_SCALE_STOPS, scoreColour } from './chromosome-layout.ts';
import { formatScore } from './result-filter.ts';

const LANE = 18;
const WIDTH = 1000;

export function ChromosomeMap({ guide, sites, chromosomes }: { guide: string; sites: readonly SiteRow[]; chromosomes?: readonly { name: string; length: number }[] }) {
  const t = useT();
  const id = useId();
  const layout = useMemo(() => layoutChromosomes(sites, chromosomes), [sites, chromosomes]);
  if (layout.lanes.length === 0) return null;
  const height = layout.lanes.length * LANE;
  const gradient = `linear-gradient(to right, ${SCORE_SCALE_STOPS.map((s) => `${s.colour} ${s.offset * 100}%`).join(', ')})`;
  const description = t('crispr.map.desc', {
    sites: sites.length - layout.hiddenSites,
    sequences: layout.lanes.length,
    best: layout.lanes.map((l) => `${l.name} ${formatScore(l.best)}`).join(t('crispr.size.separator')),
  });
  return (
    <figure className="crispr-chrom-map" data-testid="crispr-chrom-map">
      <figcaption>{t('crispr.map.caption')}</figcaption>
      <div className="crispr-chrom-map__grid">
        <ul className="crispr-chrom-map__labels" aria-hidden="true">
          {layout.lanes.map((lane) => (
            <li key={lane.name} style={{ height: LANE }}>
              {lane.name}
            </li>
          ))}
        </ul>
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          viewBox={`0 0 ${WIDTH} ${height}`}
          preserveAspectRatio="none"
          width="100%"
          height={height}
          data-testid="crispr-chrom-map-svg"
        >
          <title id={`${id}-title`}>{t('crispr.map.title', { guide })}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {layout.lanes.map((lane, i) => {
            const top = i * LANE;
            const length = lane.width * WIDTH;
            const ticks = (at: readonly number[], inset: number) => at.map((a) => `M${a * length} ${top + inset}V${top + LANE - inset}`).join('');
            return (
              <g key={lane.name} data-chrom={lane.name}>
                <rect x={0} y={top + 6} width={length} height={6} fill="#d9d9d9" />
                {/* A dark edge under every mark, so the light end of the scale stays visible on white. */}
                <path fill="none" d={ticks([...lane.strokes.flatMap((s) => s.at), ...lane.marks.map((m) => m.at)], 1)} stroke="#262626" strokeWidth={5} vectorEffect="non-scaling-stroke" />
                {lane.strokes.map((stroke) => (
                  <path key={stroke.colour} fill="none" d={ticks(stroke.at, 2)} stroke={stroke.colour} strokeWidth={3} vectorEffect="non-scaling-stroke" className="crispr-chrom-map__strokes" />
                ))}
                {lane.marks.map((mark) => {
                  const x = mark.at * length;
                  const place = `${mark.site.chrom}:${mark.site.position.toLocaleString('en-US')} (${mark.site.strand}) ${formatScore(mark.score)}`;
                  return (
                    <line
                      key={`${mark.site.position}:${mark.site.strand}:${mark.site.off_seq}`}
                      className="crispr-chrom-map__mark"
                      x1={x}
                      x2={x}
                      y1={top + 2}
                      y2={top + LANE - 2}
                      stroke={scoreColour(mark.score)}
                      strokeWidth={3}
                      vectorEffect="non-scaling-stroke"
                    >
                      <title>{mark.count > 1 ? t('crispr.map.markNear', { place, more: mark.count - 1 }) : place}</title>
                    </line>
                  );
                })}
              </g>
            );
          })}
        </svg>
      </div>
      <div className="crispr-chrom-map__legend" aria-hidden="true">
        <span>0</span>
        <span className="crispr-chrom-map__scale" style={{ background: gradient }} />
        <span>1</span>
        <span>{t('crispr.map.legend')}</span>
      </div>
      {layout.hiddenSequences > 0 ? <p className="crispr-chrom-map__hidden">{t('crispr.map.hidden', { sequences: layout.hiddenSequences, sites: layout.hiddenSites })}</p> : null}
      <details className="crispr-chrom-map__table">
        <summary>{t('crispr.map.tableSummary')}</summary>
        <table className="crispr-counts">
          <thead>
            <tr>
              <th scope="col">{t('crispr.search.chrom')}</th>
              <th scope="col">{t('crispr.map.length')}</th>
              <th scope="col">{t('crispr.map.sites')}</th>
              <th scope="col">{t('crispr.map.best')}</th>
            </tr>
          </thead>
          <tbody>
            {layout.lanes.map((lane) => (
              <tr key={lane.name}>
                <th scope="row">{lane.name}</th>
                <td>{lane.length.toLocaleString('en-US')}</td>
                <td>{lane.sites}</td>
                <td>{formatScore(lane.best)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
