// The result view (/crispr-result?id=, /crispr?id=): status, refreshing by itself while the job runs,
// score and sequence filters, the sortable paged table and the CSV download of the filtered rows.
// A load failure leaves an empty table (spec); the client shows no toast for a data load.
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Input, InputNumber, Spin, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { crisprApi, type CrisprJobView, type CrisprResultRow } from '../../../contracts/api/crispr.ts';
import { CRISPR_LIMITS, CrisprStatus } from '../../../contracts/crispr.ts';
import { ApiError } from '../../api/client.ts';
import { useApiData, type ApiData } from '../../api/use-api-data.ts';
import { useHasToken } from '../account/use-login-token.ts';
import { LoginDialog } from './login-dialog.tsx';
import { SearchResult } from './search-result.tsx';
import { csvFileName, filterRows, formatScore, rowsToCsv, type ResultFilter } from './result-filter.ts';

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
  {
    title: 'CRISPR_Net_score',
    dataIndex: 'CRISPR_Net_score',
    sorter: (a, b) => a.CRISPR_Net_score - b.CRISPR_Net_score,
    render: (score: number) => formatScore(score),
    align: 'right',
    // Two 23-base sequences are wider than a phone: they scroll under the score, which stays in view.
    fixed: 'right',
  },
];

function download(rows: readonly CrisprResultRow[], jobId: number) {
  const url = URL.createObjectURL(new Blob([rowsToCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = csvFileName(jobId);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function CrisprResult({ id }: { id: number | null }) {
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
        title="缺少任务编号"
        description={<Link to="/crispr">返回 CRISPR-Net 评分工具提交任务</Link>}
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
            title={`任务「${job.title}」运行中（${jobSize(job)}）`}
            description={
              waiting ? (
                <span>
                  页面每 {REFRESH_MS / 1000} 秒自动刷新，任务完成后显示结果。
                  <Button type="link" size="small" onClick={() => setWaiting(false)}>
                    取消自动刷新
                  </Button>
                </span>
              ) : (
                <span>
                  已取消自动刷新，可稍后再来查看（或留意结果邮件）。
                  <Button
                    type="link"
                    size="small"
                    onClick={() => {
                      setWaiting(true);
                      read.reload();
                    }}
                  >
                    继续刷新
                  </Button>
                </span>
              )
            }
          />
        ) : null}
        {job?.status === CrisprStatus.Failed ? (
          <Alert type="error" showIcon title={`任务「${job.title}」处理失败`} description={job.error ?? ''} />
        ) : null}
        {job?.status === CrisprStatus.Finished ? (
          <Alert
            type="success"
            showIcon
            title={`任务「${job.title}」已完成（${jobSize(job)}）`}
            description={
              job.out_csvfile ? (
                <a href={job.out_csvfile} download data-testid="crispr-full-download">
                  下载全部结果（CSV）
                </a>
              ) : null
            }
          />
        ) : null}
        {load.state === 'expired' ? <Alert type="warning" showIcon title={load.msg} /> : null}
        {load.state === 'failed' ? <Alert type="warning" showIcon title="未能读取任务结果" /> : null}
      </div>
      <p className="crispr-result__keep">结果在服务器保留 {CRISPR_LIMITS.retentionDays} 天，请及时下载。</p>
      {job && search ? <SearchResult job={job} search={search} /> : null}
      {search && rows.length === 0 ? null : (
      <>
      {search ? <h3 className="crispr-result__pairs">序列对评分</h3> : null}
      <div className="crispr-filters" role="search" aria-label="筛选结果">
        <label>
          <span>最低分</span>
          <InputNumber
            min={0}
            max={1}
            step={0.1}
            value={filter.min ?? null}
            onChange={(v) => setFilter((f) => ({ ...f, min: v }))}
            aria-label="最低分"
            placeholder="0"
          />
        </label>
        <label>
          <span>最高分</span>
          <InputNumber
            min={0}
            max={1}
            step={0.1}
            value={filter.max ?? null}
            onChange={(v) => setFilter((f) => ({ ...f, max: v }))}
            aria-label="最高分"
            placeholder="1"
          />
        </label>
        <label className="crispr-filters__seq">
          <span>序列</span>
          <Input
            allowClear
            value={filter.sequence ?? ''}
            onChange={(e) => setFilter((f) => ({ ...f, sequence: e.target.value }))}
            aria-label="序列"
            placeholder="输入部分序列"
          />
        </label>
        <Button icon={<DownloadOutlined />} disabled={shown.length === 0} onClick={() => download(shown, id)}>
          下载筛选结果
        </Button>
      </div>
      <Table
        className="crispr-table"
        data-testid="crispr-table"
        columns={columns}
        dataSource={shown}
        size="small"
        scroll={{ x: 'max-content' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true, pageSizeOptions: [10, 50, 100], showTotal: (total) => `共 ${total} 条` }}
      />
      </>
      )}
      <p>
        <Link to="/crispr">提交新任务</Link>
      </p>
      <LoginDialog open={dialog} redirect={`/crispr-result?id=${id}`} onClose={closeDialog} />
    </div>
  );
}

/** "共 2 对序列" / "1 条 sgRNA" / both. */
function jobSize(job: CrisprJobView): string {
  const parts = [job.pair_count > 0 || job.guide_count === 0 ? `共 ${job.pair_count} 对序列` : null, job.guide_count > 0 ? `${job.guide_count} 条 sgRNA` : null];
  return parts.filter(Boolean).join('，');
}

/** The job id of `?id=`, or null when missing or not a positive integer. */
export function jobIdParam(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
