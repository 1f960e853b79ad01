// While a split genome search runs (decision 0064), the sub-jobs each guide's search has finished. A
// search that was not split is one part per guide, which says nothing beyond "running": not shown.
import type { CrisprSearchProgress } from '../../../contracts/api/crispr.ts';
import { useT } from '../../i18n/use-t.ts';

export function SearchProgress({ progress }: { progress: readonly CrisprSearchProgress[] | null | undefined }) {
  const t = useT();
  if (!progress?.some((guide) => guide.parts > 1)) return null;
  return (
    <ul className="crispr-result__progress" data-testid="crispr-progress">
      {progress.map((guide) => (
        <li key={guide.index}>{t('crispr.result.progress', { n: guide.index + 1, done: guide.done, parts: guide.parts })}</li>
      ))}
    </ul>
  );
}
