// The tool's help text above the form: plain markup, part of the page's first paint (the form below
// it is a lazy island, decision 0044), so it reads the zod-free limits.
import { CRISPR_LIMITS } from '../../../contracts/crispr-constants.ts';
import { useT } from '../../i18n/use-t.ts';

export function CrisprHelpText() {
  const t = useT();
  return (
    <div className="crispr-help-text" data-testid="crispr-help-text">
      <p>{t('crispr.help.intro')}</p>
      <ul>
        <li>{t('crispr.help.pairs')}</li>
        <li>
          {t('crispr.help.guides', { maxGuides: CRISPR_LIMITS.maxGuides, maxSites: CRISPR_LIMITS.maxSitesPerGuide.toLocaleString('en-US') })}
        </li>
        <li>{t('crispr.help.lengths')}</li>
        <li>{t('crispr.help.limits', { maxPairs: CRISPR_LIMITS.maxPairs, seconds: CRISPR_LIMITS.intervalSeconds })}</li>
        <li>{t('crispr.help.keep', { days: CRISPR_LIMITS.retentionDays })}</li>
      </ul>
    </div>
  );
}
