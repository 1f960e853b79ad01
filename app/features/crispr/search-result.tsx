// The result of a job with guides (/crispr-result?id=): per guide the sites by mismatch count and
// bulge, the intended site (marked) and the top-scoring off-targets; a histogram of the scores; the
// sortable, filterable table of sites with their locations (cards below 768 px) and the CSV of the
// filtered sites with every column.
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Input, InputNumber, Select, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import type { CrisprJobView, CrisprSearch } from '../../../contracts/api/crispr.ts';
import { BULGE_LABELS, CRISPR_LIMITS } from '../../../contracts/crispr.ts';
import { isSiteRow, onTargets, scoreHistogram, summariseGuides, type GuideSummary, type SiteRow } from '../../../contracts/crispr-search.ts';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { usePhoneLayout } from '../../components/use-phone-layout.ts';
import { formatScore } from './result-filter.ts';
import { ScoreHistogram } from './score-histogram.tsx';
import { filterSites, siteLocation, sitesToCsv, type SiteFilter } from './search-filter.ts';

type Row = SiteRow & { key: number; onTarget: boolean };

const BULGE_TEXT: Record<SiteRow['bulge'], string> = { none: '无', DNA: 'DNA凸起', RNA: 'RNA凸起' };

function Aligned({ row }: { row: SiteRow }) {
  return (
    <span className="crispr-aligned">
      <span>{row.on_seq}</span>
      <span>{row.off_seq}</span>
    </span>
  );
}

function GuideCard({ summary, note, maxMismatches }: { summary: GuideSummary; note: string | null; maxMismatches: number }) {
  const heads = [...Array.from({ length: maxMismatches + 1 }, (_, i) => `${i} 错配`), 'DNA凸起', 'RNA凸起'];
  const counts = [...summary.byMismatches, summary.dnaBulges, summary.rnaBulges];
  return (
    <section className="crispr-guide" data-testid="crispr-guide" aria-label={`sgRNA ${summary.guide}`}>
      <h3>
        sgRNA <code>{summary.guide}</code>
      </h3>
      <p>
        候选位点 <strong>{summary.sites}</strong> 个，高分脱靶位点（评分 ≥ {CRISPR_LIMITS.highScore}）<strong>{summary.highScoring}</strong> 个
      </p>
      {note ? <Alert type="warning" showIcon title={note} data-testid="crispr-guide-note" /> : null}
      <div className="crispr-counts-box">
        <table className="crispr-counts" data-testid="crispr-guide-counts">
          <thead>
            <tr>
              {heads.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {counts.map((c, i) => (
                <td key={heads[i]}>{c}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <p data-testid="crispr-on-target">
        {summary.onTarget ? (
          <>
            <Tag color="green">在靶位点</Tag>
            {siteLocation(summary.onTarget)}，评分 {formatScore(summary.onTarget.CRISPR_Net_score)}
          </>
        ) : (
          '未找到完全匹配（0 错配、无凸起）的在靶位点'
        )}
      </p>
      {summary.top.length > 0 ? (
        <>
          <h4>评分最高的脱靶位点</h4>
          <ol className="crispr-top" data-testid="crispr-top-offtargets">
            {summary.top.map((s) => (
              <li key={`${s.chrom}:${s.position}:${s.strand}:${s.off_seq}`}>
                <span>{siteLocation(s)}</span>
                <span>
                  {s.mismatches} 错配{s.bulge === 'none' ? '' : `，${BULGE_TEXT[s.bulge]}`}
                </span>
                <strong>{formatScore(s.CRISPR_Net_score)}</strong>
                <Aligned row={s} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

function download(rows: readonly SiteRow[], jobId: number) {
  const url = URL.createObjectURL(new Blob([sitesToCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `CRISPR-Net-${jobId}-sites.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function SearchResult({ job, search }: { job: CrisprJobView; search: CrisprSearch }) {
  const [filter, setFilterState] = useState<SiteFilter>({});
  const [paging, setPaging] = useState({ current: 1, pageSize: 10 });
  const setFilter = (change: (f: SiteFilter) => SiteFilter) => {
    setFilterState(change);
    setPaging((p) => ({ ...p, current: 1 }));
  };
  const phone = usePhoneLayout();
  const rows = useMemo((): Row[] => {
    const sites = job.jieguo.filter(isSiteRow);
    const targets = new Set(onTargets(sites).values());
    return sites.map((s, key) => ({ ...s, key, onTarget: targets.has(s) }));
  }, [job]);
  const summaries = useMemo(() => summariseGuides(rows, search.mismatches), [rows, search.mismatches]);
  const histogram = useMemo(() => scoreHistogram(rows.filter((r) => !r.onTarget)), [rows]);
  // Best first; a phone's cards show one page of them (a guide may keep thousands of sites).
  const shown = useMemo(() => filterSites(rows, filter).toSorted((a, b) => b.CRISPR_Net_score - a.CRISPR_Net_score), [rows, filter]);
  const pageRows = phone ? shown.slice((paging.current - 1) * paging.pageSize, paging.current * paging.pageSize) : shown;
  const several = search.guides.length > 1;

  const columns: TableColumnsType<Row> = [
    ...(several ? [{ title: 'sgRNA', dataIndex: 'guide', className: 'crispr-seq' }] : []),
    {
      title: '位置',
      key: 'location',
      sorter: (a, b) => a.chrom.localeCompare(b.chrom) || a.position - b.position,
      render: (_, r) => (
        <span className="crispr-location">
          {r.chrom}:{r.position.toLocaleString('en-US')}
          {r.onTarget ? <Tag color="green">在靶</Tag> : null}
        </span>
      ),
    },
    { title: '链', dataIndex: 'strand', align: 'center' },
    { title: '错配', dataIndex: 'mismatches', sorter: (a, b) => a.mismatches - b.mismatches, align: 'right' },
    { title: '凸起', dataIndex: 'bulge', render: (b: SiteRow['bulge']) => BULGE_TEXT[b] },
    { title: '比对（sgRNA / 位点）', key: 'pair', render: (_, r) => <Aligned row={r} />, className: 'crispr-seq' },
    {
      title: 'CRISPR_Net_score',
      dataIndex: 'CRISPR_Net_score',
      sorter: (a, b) => a.CRISPR_Net_score - b.CRISPR_Net_score,
      defaultSortOrder: 'descend',
      render: (score: number) => formatScore(score),
      align: 'right',
      fixed: 'right',
    },
  ];

  const field = (label: string, value: ReactNode) => ({ label, value });
  return (
    <div className="crispr-search" data-testid="crispr-search">
      <p className="crispr-search__settings" data-testid="crispr-search-settings">
        参考基因组 <strong>{search.genome_title}</strong>，PAM {search.pam}，最大错配 {search.mismatches}，凸起 {BULGE_LABELS[search.bulge]}
      </p>
      <div className="crispr-guides" data-testid="crispr-search-summary">
        {summaries.map((s) => (
          <GuideCard key={s.guide} summary={s} note={search.guides.find((g) => g.guide === s.guide)?.note ?? null} maxMismatches={search.mismatches} />
        ))}
        {search.guides
          .filter((g) => g.sites === 0)
          .map((g) => (
            <section className="crispr-guide" data-testid="crispr-guide" key={g.guide}>
              <h3>
                sgRNA <code>{g.guide}</code>
              </h3>
              <p>未找到候选位点（请检查 PAM 类型与最大错配数）。</p>
            </section>
          ))}
      </div>
      {rows.length > 0 ? <ScoreHistogram counts={histogram} label="脱靶位点评分分布（不含在靶位点）" /> : null}
      <div className="crispr-filters" role="search" aria-label="筛选位点">
        {several ? (
          <label>
            <span>sgRNA</span>
            <Select
              allowClear
              value={filter.guide ?? null}
              onChange={(v) => setFilter((f) => ({ ...f, guide: v }))}
              options={search.guides.map((g) => ({ value: g.guide, label: g.guide }))}
              aria-label="sgRNA"
              style={{ minWidth: 220 }}
            />
          </label>
        ) : null}
        <label>
          <span>最低分</span>
          <InputNumber min={0} max={1} step={0.1} value={filter.minScore ?? null} onChange={(v) => setFilter((f) => ({ ...f, minScore: v }))} aria-label="最低分" placeholder="0" />
        </label>
        <label>
          <span>最大错配</span>
          <InputNumber
            min={0}
            max={search.mismatches}
            precision={0}
            value={filter.maxMismatches ?? null}
            onChange={(v) => setFilter((f) => ({ ...f, maxMismatches: v }))}
            aria-label="最大错配"
            placeholder={String(search.mismatches)}
          />
        </label>
        <label>
          <span>凸起</span>
          <Select
            allowClear
            value={filter.bulge ?? null}
            onChange={(v) => setFilter((f) => ({ ...f, bulge: v }))}
            options={(['none', 'DNA', 'RNA'] as const).map((b) => ({ value: b, label: BULGE_TEXT[b] }))}
            aria-label="凸起"
            placeholder="全部"
            style={{ minWidth: 110 }}
          />
        </label>
        <label className="crispr-filters__seq">
          <span>染色体</span>
          <Input allowClear value={filter.chrom ?? ''} onChange={(e) => setFilter((f) => ({ ...f, chrom: e.target.value }))} aria-label="染色体" placeholder="如 chr1" />
        </label>
        <Button icon={<DownloadOutlined />} disabled={shown.length === 0} onClick={() => download(shown, job.id)}>
          下载筛选位点
        </Button>
      </div>
      <ResponsiveTable<Row>
        className="crispr-table"
        data-testid="crispr-site-table"
        cardTestId="crispr-site-card"
        columns={columns}
        dataSource={pageRows}
        size="small"
        scroll={{ x: 'max-content' }}
        pagination={{
          ...paging,
          total: shown.length,
          onChange: (current, pageSize) => setPaging({ current, pageSize }),
          showSizeChanger: true, pageSizeOptions: [10, 50, 100], showTotal: (total) => `共 ${total} 个位点` }}
        renderCard={(r) => ({
          key: r.key,
          title: (
            <span className="crispr-location">
              {siteLocation(r)}
              {r.onTarget ? <Tag color="green">在靶</Tag> : null}
            </span>
          ),
          status: <strong>{formatScore(r.CRISPR_Net_score)}</strong>,
          fields: [
            ...(several ? [field('sgRNA', r.guide)] : []),
            field('错配', r.mismatches),
            field('凸起', BULGE_TEXT[r.bulge]),
            field('比对', <Aligned row={r} />),
          ],
          actions: null,
        })}
      />
    </div>
  );
}
