// The CRISPR-Net form and result view as lazy islands (decision 0044, app/components/lazy-island.tsx):
// their code (antd's Form, Select, Upload, InputNumber and Table, antd's provider, the zod schema of
// the job, the API client) is not part of what /crispr loads before it is interactive. Each is asked
// for when rendered, so the page loads only the one it shows.
import { lazyIsland } from '../../components/lazy-island.tsx';

const form = lazyIsland(() => import('./crispr-form.tsx').then((module) => module.CrisprForm), { load: 'when-rendered' });
const result = lazyIsland(() => import('./crispr-result.tsx').then((module) => module.CrisprResult), { load: 'when-rendered' });

export const LazyCrisprForm = form.Island;
/** Memoised on the id: new props before the island has hydrated would make React drop its server HTML. */
export const LazyCrisprResult = result.Island;
