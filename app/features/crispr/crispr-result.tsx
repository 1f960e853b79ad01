// The result view (/crispr-result?id=, /crispr?id=): status, refreshing by itself while the job runs,
// score and sequence filters, the sortable paged table and the CSV download of the filtered rows.
// A load failure leaves an empty table (spec); the client shows no toast for a data load.
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Spin, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { AntdProvider } from '../../components/antd-provider.tsx';
import { FormButtons } from '../../components/button-config.tsx';
import { Link } from 'react-router';
import { crisprApi, type CrisprJobView, type CrisprResultRow } from '../../../contracts/api/crispr.ts';
import { CRISPR_LIMITS, CrisprStatus } from '../../../contracts/crispr.ts';
import { SITE_VALIDATION_MESSAGES } from '../../../contracts/site-validation.ts';
import { ApiError } from '../../api/client.ts';
import { useApiData, type ApiData } from '../../api/use-api-data.ts';
import { useHasToken } from '../account/use-login-token.ts';
import { LoginDialog } from './login-dialog.tsx';
import { messageIn } from '../../../contracts/english-messages.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { counted } from './counted.ts';
import type { Translate } from '../../i18n/translate.ts';
import { SearchResult } from './search-result.tsx';
import { SearchProgress } from './search-progress.tsx';
import { csvFileName, filterRows, rowsToCsv, type ResultFilter } from './result-filter.ts';
import { CrisprTable, ScoreBound, downloadCsv, scoreColumn } from './result-table.tsx';
import { pagePath } from '../../../contracts/page-paths.ts';

const REFRESH_MS = 3000;

type Load =
  | { state: 'loading' }
  | { state: 'ok'; job: CrisprJobView }
  | { state: 'expired'; msg: string }
  | { state: 'failed' };

/** What the status area shows: a failed read drops the job; a refresh keeps it on screen. */
function loadState({ data, status, error }: ApiData<CrisprJobView>): Load {
  if (status === 'failed') {
    const expired = error instanceof ApiError && (error.data as { expired?: boolean } | null)?.expired;
    return expired ? { state: 'expired', msg: error.msg } : { state: 'failed' };
  }
  return data ? { state: 'ok', job: data } : { state: 'loading' };
}

const columns: TableColumnsType<CrisprResultRow & { key: number }> = [
  { title: 'on_seq', dataIndex: 'on_seq', sorter: (a, b) => a.on_seq.localeCompare(b.on_seq), className: 'crispr-seq' },
  { title: 'off_seq', dataIndex: 'off_seq', sorter: (a, b) => a.off_seq.localeCompare(b.off_seq), className: 'crispr-seq' },
  scoreColumn(),
];

function ResultView({ id }: { id: number | null }) {
  const t = useT();
  const { lang, pathTo } = useLocale();
  const loggedIn = useHasToken();
  const [waiting, setWaiting] = useState(true);
  const [filter, setFilter] = useState<ResultFilter>({});
  // Open by itself without a token until dismissed; also opened by actions that need a login.
  const [dialogWanted, setDialog] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const dialog = dialogWanted || (loggedIn === false && !dismissed);
  const closeDialog = () => {
    setDialog(false);
    setDismissed(true);
  };

  // Whether the job shown is still running: decides the refresh, so it is known one render later
  // (updated during render, React's pattern for state derived from the previous render).
  const [running, setRunning] = useState(false);
  const read = useApiData(crisprApi.read, { id }, { enabled: Boolean(id && loggedIn), refreshEvery: running && waiting && REFRESH_MS });
  const load = loadState(read);
  const job = load.state === 'ok' ? load.job : null;
  const jobRunning = job?.status === CrisprStatus.Running;
  if (jobRunning !== running) setRunning(jobRunning);
  // A search job's sites have their own section; this table keeps the typed pairs.
  const rows = useMemo(() => (job?.jieguo ?? []).filter((r) => r.guide === undefined).map((r, key) => ({ ...r, key })), [job]);
  const search = job?.status === CrisprStatus.Finished ? job.search : null;
  const shown = useMemo(() => filterRows(rows, filter), [rows, filter]);

  if (!id) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('crispr.result.noId')}
        description={<Link to={pathTo('crispr')}>{t('crispr.result.toTool')}</Link>}
        data-testid="crispr-no-id"
      />
    );
  }

  return (
    <div className="crispr-result" data-testid="crispr-result">
      <div className="crispr-result__status" data-testid="crispr-status" aria-live="polite">
        {load.state === 'loading' && loggedIn !== false ? <Spin /> : null}
        {job?.status === CrisprStatus.Running ? (
          <Alert
            type="info"
            showIcon
            title={t('crispr.result.running', { title: job.title, size: jobSize(job, t) })}
            description={
              <>
                <SearchProgress progress={job.search?.progress} />
                {waiting ? (
                  <span>
                    {t('crispr.result.refreshing', { seconds: REFRESH_MS / 1000 })}
                    <Button type="link" size="small" onClick={() => setWaiting(false)}>
                      {t('crispr.result.stopRefresh')}
                    </Button>
                  </span>
                ) : (
                  <span>
                    {t('crispr.result.stopped')}
                    <Button
                      type="link"
                      size="small"
                      onClick={() => {
                        setWaiting(true);
                        read.reload();
                      }}
                    >
                      {t('crispr.result.resume')}
                    </Button>
                  </span>
                )}
              </>
            }
          />
        ) : null}
        {job?.status === CrisprStatus.Failed ? (
          <Alert type="error" showIcon title={t('crispr.result.failed', { title: job.title })} description={job.error ? messageIn(lang, job.error) : ''} />
        ) : null}
        {job?.status === CrisprStatus.Finished ? (
          <Alert
            type="success"
            showIcon
            title={t('crispr.result.finished', { title: job.title, size: jobSize(job, t) })}
            description={
              job.out_csvfile ? (
                <a href={job.out_csvfile} download data-testid="crispr-full-download">
                  {t('crispr.result.downloadAll')}
                </a>
              ) : null
            }
          />
        ) : null}
        {load.state === 'expired' ? <Alert type="warning" showIcon title={load.msg} /> : null}
        {load.state === 'failed' ? <Alert type="warning" showIcon title={t('crispr.result.readFailed')} /> : null}
      </div>
      <p className="crispr-result__keep">{t('crispr.result.keep', { days: CRISPR_LIMITS.retentionDays })}</p>
      {job && search ? <SearchResult job={job} search={search} /> : null}
      {search && rows.length === 0 ? null : (
      <>
      {search ? <h3 className="crispr-result__pairs">{t('crispr.result.pairsHeading')}</h3> : null}
      {job?.status === CrisprStatus.Finished && rows.length > 0 ? (
        // Why these rows have no tick box for 验证这些位点 (decision 0075): a pair has no genome position.
        <Alert type="info" showIcon className="crispr-result__pairs-note" data-testid="validate-pairs-note" title={t('sites.pairsOnly')} description={messageIn(lang, SITE_VALIDATION_MESSAGES.pairsOnly)} />
      ) : null}
      <div className="crispr-filters" role="search" aria-label={t('crispr.result.filters')}>
        <ScoreBound label={t('crispr.result.minScore')} value={filter.min} onChange={(v) => setFilter((f) => ({ ...f, min: v }))} placeholder="0" />
        <ScoreBound label={t('crispr.result.maxScore')} value={filter.max} onChange={(v) => setFilter((f) => ({ ...f, max: v }))} placeholder="1" />
        <label className="crispr-filters__seq">
          <span>{t('crispr.result.sequence')}</span>
          <Input
            allowClear
            value={filter.sequence ?? ''}
            onChange={(e) => setFilter((f) => ({ ...f, sequence: e.target.value }))}
            aria-label={t('crispr.result.sequence')}
            placeholder={t('crispr.result.sequencePlaceholder')}
          />
        </label>
        <Button icon={<DownloadOutlined />} disabled={shown.length === 0} onClick={() => downloadCsv(rowsToCsv(shown), csvFileName(id))}>
          {t('crispr.result.downloadFiltered')}
        </Button>
      </div>
      <CrisprTable data-testid="crispr-table" columns={columns} dataSource={shown} totalKey="crispr.result.total" />
      </>
      )}
      <p>
        <Link to={pathTo('crispr')}>{t('crispr.result.newJob')}</Link>
      </p>
      <LoginDialog open={dialog} redirect={pagePath('crispr-result', { id })} onClose={closeDialog} />
    </div>
  );
}

/** "共 2 对序列" / "1 条 sgRNA" / both. */
function jobSize(job: CrisprJobView, t: Translate): string {
  const parts = [
    job.pair_count > 0 || job.guide_count === 0 ? counted(t, 'crispr.size.pairs', job.pair_count) : null,
    job.guide_count > 0 ? counted(t, 'crispr.size.guides', job.guide_count) : null,
  ];
  return parts.filter(Boolean).join(t('crispr.size.separator'));
}

/** The result view with antd's provider: /crispr?id= loads it on demand, outside the antd layout. */
export function CrisprResult({ id }: { id: number | null }) {
  return (
    <AntdProvider>
      <FormButtons>
        <ResultView id={id} />
      </FormButtons>
    </AntdProvider>
  );
}
