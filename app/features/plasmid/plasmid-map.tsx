// The plasmid map block. The server renders the static map picture (or 暂无信息), readable without
// JavaScript and by crawlers; after hydration the interactive SeqViz map replaces it when there is a
// sequence. Without a sequence the static picture is all there is. The view switch is antd's Segmented,
// an island that keeps its server HTML until its code arrives, so the page loads no antd up front.
// The page has only the sequence's first bases: the viewer waits for the whole (full-sequence.ts).
// Both SeqViz and the whole sequence wait until the map comes near the screen: drawn at load they
// blocked a phone's main thread for a second while the reader was still at the top of the page.
import { Suspense, lazy, memo, useEffect, useRef, useState } from 'react';
import { PLASMID_NO_INFO } from '../../../contracts/plasmid-constants.ts';
import type { PlasmidFeatureDto } from '../../../contracts/api/plasmid.ts';
import { useFullSequence, type SequenceSource } from './full-sequence.ts';
import type { MapView } from './map-view-switch.tsx';
import { messageIn } from '../../../contracts/english-messages.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';

const PlasmidMapViewer = lazy(() => import('./plasmid-map-viewer.tsx'));
const MapViewSwitch = lazy(() => import('./map-view-switch.tsx'));

interface Props {
  name: string;
  /** Null when the plasmid has no sequence. */
  sequence: SequenceSource | null;
  features: readonly PlasmidFeatureDto[];
  /** The static map picture's URL. */
  profile: string | null;
}

function StaticMap({ name, profile }: { name: string; profile: string | null }) {
  const t = useT();
  const { lang } = useLocale();
  if (!profile) return <p className="plasmid-empty-text">{messageIn(lang, PLASMID_NO_INFO)}</p>;
  return <img className="plasmid-map__image" src={profile} alt={t('catalogue.mapAlt', { name })} width={560} height={560} loading="lazy" data-testid="plasmid-map-image" />;
}

/** True once the element has come within a screen's height of the viewport (never on the server). */
function useNearScreen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/** The map itself: the static picture until the map nears the screen and the whole sequence is here, then the interactive viewer. */
function MapStage({ name, sequence: source, features, profile, view }: Props & { sequence: SequenceSource; view: MapView }) {
  const stage = useRef<HTMLDivElement>(null);
  const near = useNearScreen(stage);
  const { sequence } = useFullSequence(source, near ? 1 : 0);
  return (
    <div ref={stage} className={`plasmid-map__stage plasmid-map__stage--${view}`}>
      {near && sequence ? (
        <Suspense fallback={<StaticMap name={name} profile={profile} />}>
          <div className="plasmid-map__viewer" data-testid="plasmid-map-viewer" data-view={view}>
            <PlasmidMapViewer name={name} sequence={sequence} features={features} viewer={view} />
          </div>
        </Suspense>
      ) : (
        <StaticMap name={name} profile={profile} />
      )}
    </div>
  );
}

// A re-render of this component before the switch's island has hydrated would make React drop the
// island's server HTML and render it afresh (a flash): the screen and the sequence are watched in the stage, hydration in the
// switch, not here, and memo keeps the detail page's own updates after hydration out.
export const PlasmidMap = memo(function PlasmidMap({ name, sequence, features, profile }: Props) {
  const [view, setView] = useState<MapView>('circular');
  const t = useT();

  if (!sequence) {
    return (
      <div className="plasmid-map plasmid-map--static" data-testid="plasmid-map">
        <StaticMap name={name} profile={profile} />
      </div>
    );
  }
  return (
    <div className="plasmid-map" data-testid="plasmid-map">
      <div className="plasmid-map__toolbar">
        <Suspense fallback={null}>
          <MapViewSwitch value={view} onChange={setView} />
        </Suspense>
        <span className="plasmid-map__hint">{view === 'circular' ? t('catalogue.mapHintCircular') : t('catalogue.mapHintLinear')}</span>
      </div>
      <MapStage name={name} sequence={sequence} features={features} profile={profile} view={view} />
      {features.length ? (
        <ul className="plasmid-map__legend" aria-label={t('catalogue.mapLegend')}>
          {features.map((f) => (
            <li key={`${f.name}-${f.start}`}>
              <span className="plasmid-map__swatch" style={{ background: f.color ?? '#8aa' }} aria-hidden />
              {f.name}
              <span className="plasmid-map__range">
                {f.start}–{f.end}
                {f.direction === -1 ? t('catalogue.mapReverse') : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
