// The CRISPR-Net form and result view as lazy islands (decision 0044): their code (antd's Form,
// Select, Upload, InputNumber and Table, antd's provider, the zod schema of the job, the API client)
// is not part of what /crispr loads before it is interactive (DESIGN.md "Performance budgets"). The
// server renders them in full; while hydrating, the Suspense boundary keeps that HTML until the code
// has arrived, so nothing flashes.
import { Suspense, lazy, memo } from 'react';

const CrisprForm = lazy(() => import('./crispr-form.tsx').then((module) => ({ default: module.CrisprForm })));
const CrisprResult = lazy(() => import('./crispr-result.tsx').then((module) => ({ default: module.CrisprResult })));

/** Memoised (no props): a render from the route before the island has hydrated must not reach it. */
export const LazyCrisprForm = memo(function FormIsland() {
  return (
    <Suspense fallback={null}>
      <CrisprForm />
    </Suspense>
  );
});

/** Memoised on the id: new props before the island has hydrated would make React drop its server HTML. */
export const LazyCrisprResult = memo(function ResultIsland({ id }: { id: number | null }) {
  return (
    <Suspense fallback={null}>
      <CrisprResult id={id} />
    </Suspense>
  );
});
