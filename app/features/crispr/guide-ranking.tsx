// The guides of a search side by side, ranked by their aggregate off-target score (the sum of the
// CRISPR-Net scores of every site but the intended one; contracts/crispr-search.ts), lowest first,
// with the counts by mismatches; every column sorts, so a scientist can pick the most specific guide.
// The score comes before the 23-letter guide, so a phone shows it without scrolling the table.
import { Table, type TableColumnsType } from 'antd';
import { rankGuides, type GuideSummary } from '../../../contracts/crispr-search.ts';
import { useT } from '../../i18n/use-t.ts';
import { counted } from './counted.ts';
import { formatScore } from './result-filter.ts';

type Row = GuideSummary & { key: string; rank: number };

export function GuideRanking({ summaries, maxMismatches }: { summaries: readonly GuideSummary[]; maxMismatches: number }) {
  const t = useT();
  const rows: Row[] = rankGuides(summaries).map((s, i) => ({ ...s, key: s.guide, rank: i + 1 }));
  const columns: TableColumnsType<Row> = [
    { title: '#', dataIndex: 'rank', sorter: (a, b) => a.rank - b.rank, align: 'right', width: 48 },
    {
      title: <abbr title={t('crispr.rank.offTargetScoreHelp')}>{t('crispr.rank.offTargetScore')}</abbr>,
      dataIndex: 'offTargetScore',
      sorter: (a, b) => a.offTargetScore - b.offTargetScore,
      defaultSortOrder: 'ascend',
      render: (v: number) => formatScore(v),
      align: 'right',
    },
    { title: t('crispr.rank.high'), dataIndex: 'highScoring', sorter: (a, b) => a.highScoring - b.highScoring, align: 'right' },
    { title: 'sgRNA', dataIndex: 'guide', className: 'crispr-seq', render: (g: string) => <code>{g}</code> },
    { title: t('crispr.rank.sites'), dataIndex: 'sites', sorter: (a, b) => a.sites - b.sites, align: 'right' },
    ...Array.from({ length: maxMismatches + 1 }, (_column, m) => ({
      title: counted(t, 'crispr.search.mismatchCount', m),
      key: `mm${m}`,
      sorter: (a: Row, b: Row) => a.byMismatches[m] - b.byMismatches[m],
      render: (_: unknown, r: Row) => r.byMismatches[m],
      align: 'right' as const,
    })),
  ];
  return (
    <section className="crispr-ranking" data-testid="crispr-guide-ranking" aria-labelledby="crispr-ranking-heading">
      <h3 id="crispr-ranking-heading">{t('crispr.rank.heading')}</h3>
      <Table<Row> columns={columns} dataSource={rows} size="small" pagination={false} scroll={{ x: 'max-content' }} />
    </section>
  );
}
