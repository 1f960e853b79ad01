// The validated sites of an amplicon order made by 验证这些位点 (decision 0075), below its samples:
// each site's location, predicted score and, once the lab uploaded its table, the measured indel %;
// the plot of one against the other and the sites where they disagree most. Nothing for other orders.
import { siteValidationApi } from '../../../contracts/api/site-validation.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { useT } from '../../i18n/use-t.ts';
import { SitePlot } from './site-plot.tsx';

const score = (n: number) => n.toFixed(4);
const percent = (n: number | null) => (n === null ? '—' : `${Number(n.toFixed(3))}%`);

export function ValidatedSites({ oid }: { oid: number }) {
  const t = useT();
  const { data } = useApiData(siteValidationApi.orderSites, { oid });
  if (!data || data.sites.length === 0) return null;
  const { sites, comparison } = data;
  return (
    <section className="validated-sites" data-testid="validated-sites" aria-labelledby="validated-sites-heading">
      <h2 id="validated-sites-heading">{t('sites.orderHeading')}</h2>
      {comparison.points.length === 0 ? (
        <p data-testid="validated-sites-waiting">{t('sites.noneMeasured')}</p>
      ) : (
        <div className="validated-sites__compare">
          <SitePlot
            points={comparison.points}
            labels={{
              caption: t('sites.plotLabel'),
              score: t('sites.axisScore'),
              indel: t('sites.axisIndel'),
              point: (p) => t('sites.pointText', { site: p.label, score: score(p.score), indel: Number(p.indel.toFixed(3)) }),
            }}
          />
          <div>
            {comparison.spearman === null ? null : <p data-testid="validated-sites-spearman">{t('sites.spearman', { rho: comparison.spearman.toFixed(2) })}</p>}
            {comparison.pending > 0 ? <p>{t('sites.pending', { count: comparison.pending })}</p> : null}
            {comparison.disagreements.length > 0 ? (
              <>
                <h3>{t('sites.disagreements')}</h3>
                <ol className="validated-sites__gaps" data-testid="validated-sites-disagreements">
                  {comparison.disagreements.map((d) => (
                    <li key={d.label}>
                      <strong>{d.label}</strong> {t(d.direction === 'over' ? 'sites.over' : 'sites.under')}: {score(d.score)} / {percent(d.indel)}
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
          </div>
        </div>
      )}
      <div className="validated-sites__table" tabIndex={0} role="region" aria-labelledby="validated-sites-heading">
        <table data-testid="validated-sites-table">
          <thead>
            <tr>
              <th scope="col">{t('sites.colSite')}</th>
              <th scope="col">{t('sites.colLocation')}</th>
              <th scope="col">{t('sites.colScore')}</th>
              <th scope="col">{t('sites.colIndel')}</th>
              <th scope="col">{t('sites.colPrimers')}</th>
            </tr>
          </thead>
          <tbody>
            {sites.map((s) => (
              <tr key={s.label}>
                <th scope="row">{s.label}</th>
                <td>
                  {s.chrom}:{s.position.toLocaleString('en-US')} ({s.strand})
                </td>
                <td>{score(s.score)}</td>
                <td>{percent(s.indel)}</td>
                <td>{t(s.designed ? 'sites.designed' : 'sites.companyDesigns')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
