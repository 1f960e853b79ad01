// Province and city options from `/help/getArea` (pid 0: provinces, a province id: its cities).
import { useMemo } from 'react';
import { regionApi } from '../../../contracts/api/region.ts';
import { useApiData } from '../../api/use-api-data.ts';

/** The regions under `pid`; nothing while `pid` is missing (no province chosen yet). */
export function useRegions(pid: number | null | undefined) {
  const wanted = typeof pid === 'number' ? pid : null;
  const { data, status } = useApiData(regionApi.area, { pid: wanted }, { enabled: wanted !== null });
  // Options of another province (the one chosen before, kept while the next loads) are never shown.
  const options = useMemo(
    () => (status === 'ready' && data ? data.map((region) => ({ value: region.id, label: region.cityName })) : []),
    [status, data],
  );
  return { options, loading: status === 'loading' };
}
