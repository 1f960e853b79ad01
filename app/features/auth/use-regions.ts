// Province and city options from `/api/v1/help/getArea` (pid 0: provinces, a province id: its cities).
import { useEffect, useState } from 'react';
import { api } from '../../api/client.ts';
import type { Region } from '../../../contracts/verification.ts';

export interface RegionOption {
  value: number;
  label: string;
}

function toOptions(data: unknown): RegionOption[] {
  const list = Array.isArray(data) ? data : ((data as { list?: unknown } | null)?.list ?? []);
  return (list as Region[]).map((region) => ({ value: region.id, label: region.cityName }));
}

/** The regions under `pid`; nothing while `pid` is missing (no province chosen yet). */
export function useRegions(pid: number | null | undefined) {
  const [loaded, setLoaded] = useState<{ pid: number; options: RegionOption[] } | null>(null);
  const wanted = typeof pid === 'number' ? pid : null;

  useEffect(() => {
    if (wanted === null) return;
    const controller = new AbortController();
    api
      .post('/help/getArea', { pid: wanted }, { silent: true, signal: controller.signal })
      .then((data) => setLoaded({ pid: wanted, options: toOptions(data) }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ pid: wanted, options: [] });
      });
    return () => controller.abort();
  }, [wanted]);

  // Options of another province (the one chosen before) are never shown.
  const current = wanted !== null && loaded?.pid === wanted;
  return { options: current ? loaded.options : [], loading: wanted !== null && !current };
}
