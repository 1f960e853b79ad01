// The plasmid map block. The server renders the static map picture (or 暂无信息), readable without
// JavaScript and by crawlers; after hydration the interactive SeqViz map replaces it when there is a
// sequence. Without a sequence the static picture is all there is.
import { Segmented } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { PLASMID_NO_INFO } from '../../../contracts/plasmid-constants.ts';
import type { PlasmidFeatureDto } from '../../../contracts/api/plasmid.ts';
import { useHydrated } from './use-browser-value.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';

const PlasmidMapViewer = lazy(() => import('./plasmid-map-viewer.tsx'));

type View = 'circular' | 'linear';

interface Props {
  name: string;
  sequence: string | null;
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

export function PlasmidMap({ name, sequence, features, profile }: Props) {
  const mounted = useHydrated();
  const [view, setView] = useState<View>('circular');
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
        <Segmented<View>
          aria-label={t('catalogue.mapView')}
          value={view}
          onChange={setView}
          options={[
            { label: t('catalogue.mapCircular'), value: 'circular' },
            { label: t('catalogue.mapLinear'), value: 'linear' },
          ]}
          disabled={!mounted}
        />
        <span className="plasmid-map__hint">{view === 'circular' ? t('catalogue.mapHintCircular') : t('catalogue.mapHintLinear')}</span>
      </div>
      <div className={`plasmid-map__stage plasmid-map__stage--${view}`}>
        {mounted ? (
          <Suspense fallback={<StaticMap name={name} profile={profile} />}>
            <div className="plasmid-map__viewer" data-testid="plasmid-map-viewer" data-view={view}>
              <PlasmidMapViewer name={name} sequence={sequence} features={features} viewer={view} />
            </div>
          </Suspense>
        ) : (
          <StaticMap name={name} profile={profile} />
        )}
      </div>
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
}
