// The circular/linear switch of the plasmid map: antd's Segmented, loaded as an island of the detail
// page (plasmid-map.tsx), which is outside the antd layout; it brings antd's provider itself (decision 0029).
import { Segmented } from 'antd';
import { AntdProvider } from '../../components/antd-provider.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useHydrated } from '../../components/use-browser-value.ts';

export type MapView = 'circular' | 'linear';

export default function MapViewSwitch({ value, onChange }: { value: MapView; onChange: (view: MapView) => void }) {
  const t = useT();
  // Disabled in the server's HTML: the switch works once the page is interactive.
  const hydrated = useHydrated();
  return (
    <AntdProvider>
      <Segmented<MapView>
        aria-label={t('catalogue.mapView')}
        value={value}
        onChange={onChange}
        options={[
          { label: t('catalogue.mapCircular'), value: 'circular' },
          { label: t('catalogue.mapLinear'), value: 'linear' },
        ]}
        disabled={!hydrated}
      />
    </AntdProvider>
  );
}
