// The result of a job with guides (/crispr-result?id=): per guide the sites by mismatch count and
// bulge, the intended site (marked) and the top-scoring off-targets; a histogram of the scores; the
// sortable, filterable table of sites with their locations (cards below 768 px) and the CSV of the
// filtered sites with every column; a search that found no site at all says so instead. Beside them:
// the guides ranked by their aggregate off-target score, each guide's sites per chromosome, the gene
// and exon of each site when the genome is annotated, and the whole result as CSV, TSV, BED or XLSX.
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Input, InputNumber, Select, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import type { CrisprJobView, CrisprSearch } from '../../../contracts/api/crispr.ts';
import { BULGE_LABELS, CRISPR_LIMITS, genomeTitleIn } from '../../../contracts/crispr.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { isSiteRow, onTargets, scoreHistogram, summariseGuides, type GuideSummary, type SiteRow } from '../../../contracts/crispr-search.ts';
import { usePhoneLayoutOnceKnown } from '../../components/use-phone-layout.ts';
import { formatScore } from './result-filter.ts';
import { CrisprTable, ScoreBound, downloadCsv, scoreColumn } from './result-table.tsx';
import { ScoreHistogram } from './score-histogram.tsx';
import { ChromosomeMap } from './chromosome-map.tsx';
import { ExportButtons } from './export-buttons.tsx';
import { GuideRanking } from './guide-ranking.tsx';
import { filterSites, siteLocation, sitesToCsv, type SiteFilter } from './search-filter.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { counted } from './counted.ts';
import { Emphasised } from './emphasised.tsx';
import { ValidateSitesBar } from './validate-sites.tsx';

/** `index`: the site's place among the job's rows (what 验证这些位点 sends). */
type Row = SiteRow & { key: number; index: number; onTarget: boolean };

// The same words as the form's bulge labels, so their English is paired once (contracts/crispr.ts).
const BULGE_TEXT: Record<SiteRow['bulge'], string> = { none: BULGE_LABELS.none, DNA: BULGE_LABELS.dna, RNA: BULGE_LABELS.rna };

function Aligned({ row }: { row: SiteRow }) {
  return (
    <span className="crispr-aligned">
      <span>{row.on_seq}</span>
      <span>{row.off_seq}</span>
    </span>
  );
}

interface GuideCardProps {
  summary: GuideSummary;
  note: string | null;
  maxMismatches: number;
  sites: readonly SiteRow[];
  chromosomes: CrisprSearch['chromosomes'];
}

function GuideCard({ summary, note, maxMismatches, sites, chromosomes }: GuideCardProps) {
  const t = useT();
  const { lang } = useLocale();
  const bulgeText = (bulge: SiteRow['bulge']) => messageIn(lang, BULGE_TEXT[bulge]);
  const heads = [...Array.from({ length: maxMismatches + 1 }, (_, i) => counted(t, 'crispr.search.mismatchCount', i)), bulgeText('DNA'), bulgeText('RNA')];
  const counts = [...summary.byMismatches, summary.dnaBulges, summary.rnaBulges];
  return (
    <section className="crispr-guide" data-testid="crispr-guide" aria-label={`sgRNA ${summary.guide}`}>
      <h3>
        sgRNA <code>{summary.guide}</code>
      </h3>
      <p>
        <Emphasised
          template={t('crispr.search.counts')}
          values={{ sites: summary.sites, high: CRISPR_LIMITS.highScore, highScoring: summary.highScoring }}
          strong={['sites', 'highScoring']}
        />
      </p>
      {note ? <Alert type="warning" showIcon title={messageIn(lang, note)} data-testid="crispr-guide-note" /> : null}
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div className="crispr-counts-box" tabIndex={0} role="region" aria-label={t('crispr.search.countsLabel')}>
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
      <ChromosomeMap guide={summary.guide} sites={sites} chromosomes={chromosomes} />
      <p data-testid="crispr-on-target">
        {summary.onTarget ? (
          <>
            <Tag color="green">{t('crispr.search.onTargetSite')}</Tag>
            {t('crispr.search.onTargetScore', { location: siteLocation(summary.onTarget), score: formatScore(summary.onTarget.CRISPR_Net_score) })}
          </>
        ) : (
          t('crispr.search.noOnTarget')
        )}
      </p>
      {summary.top.length > 0 ? (
        <>
          <h4>{t('crispr.search.topHeading')}</h4>
          <ol className="crispr-top" data-testid="crispr-top-offtargets">
            {summary.top.map((s) => (
              <li key={`${s.chrom}:${s.position}:${s.strand}:${s.off_seq}`}>
                <span>{siteLocation(s)}</span>
                <span>
                  {counted(t, 'crispr.search.mismatchCount', s.mismatches)}
                  {s.bulge === 'none' ? '' : t('crispr.search.topBulge', { bulge: bulgeText(s.bulge) })}
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

export function SearchResult({ job, search }: { job: CrisprJobView; search: CrisprSearch }) {
  const t = useT();
  const { lang } = useLocale();
  const bulgeText = (bulge: SiteRow['bulge']) => messageIn(lang, BULGE_TEXT[bulge]);
  const [filter, setFilterState] = useState<SiteFilter>({});
  const [paging, setPaging] = useState({ current: 1, pageSize: 10 });
  const setFilter = (change: (f: SiteFilter) => SiteFilter) => {
    setFilterState(change);
    setPaging((p) => ({ ...p, current: 1 }));
  };
  const phone = usePhoneLayoutOnceKnown();
  // The ticked sites by their place among the job's rows, in the order they were ticked.
  const [picked, setPicked] = useState<number[]>([]);
  const toggle = (index: number, on: boolean) => setPicked((list) => (on ? [...list.filter((i) => i !== index), index] : list.filter((i) => i !== index)));
  const rows = useMemo((): Row[] => {
    const placed = job.jieguo.flatMap((row, index) => (isSiteRow(row) ? [{ site: row, index }] : []));
    const targets = new Set(onTargets(placed.map((p) => p.site)).values());
    return placed.map(({ site, index }, key) => ({ ...site, key, index, onTarget: targets.has(site) }));
  }, [job]);
  const summaries = useMemo(() => summariseGuides(rows, search.mismatches), [rows, search.mismatches]);
  const histogram = useMemo(() => scoreHistogram(rows.filter((r) => !r.onTarget)), [rows]);
  // Best first; a phone's cards show one page of them (a job may keep 40,000 sites). Only a known
  // desktop gives the table every row (it pages and sorts them itself): while the screen is unknown
  // both layouts are rendered, and the cards of every row made a 20-guide result take 30 s on a phone.
  const shown = useMemo(() => filterSites(rows, filter).toSorted((a, b) => b.CRISPR_Net_score - a.CRISPR_Net_score), [rows, filter]);
  const pageRows = phone === false ? shown : shown.slice((paging.current - 1) * paging.pageSize, paging.current * paging.pageSize);
  const several = search.guides.length > 1;
  const annotated = rows.some((r) => r.gene !== undefined);
  const sitesOf = useMemo(() => {
    const byGuide = new Map<string, Row[]>();
    for (const r of rows) {
      const list = byGuide.get(r.guide);
      if (list) list.push(r);
      else byGuide.set(r.guide, [r]);
    }
    return byGuide;
  }, [rows]);
  const exonText = (exon: boolean | null | undefined) => (exon === true ? t('crispr.search.inExon') : exon === false ? t('crispr.search.notInExon') : '');

  const columns: TableColumnsType<Row> = [
    ...(several ? [{ title: 'sgRNA', dataIndex: 'guide', className: 'crispr-seq' }] : []),
    {
      title: t('crispr.search.location'),
      key: 'location',
      sorter: (a, b) => a.chrom.localeCompare(b.chrom) || a.position - b.position,
      render: (_, r) => (
        <span className="crispr-location">
          {r.chrom}:{r.position.toLocaleString('en-US')}
          {r.onTarget ? <Tag color="green">{t('crispr.search.onTarget')}</Tag> : null}
        </span>
      ),
    },
    { title: t('crispr.search.strand'), dataIndex: 'strand', align: 'center' },
    { title: t('crispr.search.mismatches'), dataIndex: 'mismatches', sorter: (a, b) => a.mismatches - b.mismatches, align: 'right' },
    { title: t('crispr.search.bulge'), dataIndex: 'bulge', render: (b: SiteRow['bulge']) => bulgeText(b) },
    { title: t('crispr.search.alignment'), key: 'pair', render: (_, r) => <Aligned row={r} />, className: 'crispr-seq' },
    ...(annotated
      ? [
          { title: t('crispr.search.gene'), dataIndex: 'gene', sorter: (a: Row, b: Row) => (a.gene ?? '').localeCompare(b.gene ?? '') },
          { title: t('crispr.search.exon'), key: 'exon', render: (_: unknown, r: Row) => exonText(r.exon) },
        ]
      : []),
    scoreColumn({ defaultSortOrder: 'descend' }),
  ];

  const field = (label: string, value: ReactNode) => ({ label, value });
  return (
    <div className="crispr-search" data-testid="crispr-search">
      <p className="crispr-search__settings" data-testid="crispr-search-settings">
        <Emphasised
          template={t('crispr.search.settings')}
          values={{ genome: genomeTitleIn(lang, search.genome_title), pam: search.pam, mismatches: search.mismatches, bulge: messageIn(lang, BULGE_LABELS[search.bulge]) }}
          strong={['genome']}
        />
      </p>
      {rows.length > 0 ? <ExportButtons jobId={job.id} /> : null}
      {summaries.length > 0 ? <GuideRanking summaries={summaries} maxMismatches={search.mismatches} /> : null}
      <div className="crispr-guides" data-testid="crispr-search-summary">
        {summaries.map((s) => (
          <GuideCard
            key={s.guide}
            summary={s}
            note={search.guides.find((g) => g.guide === s.guide)?.note ?? null}
            maxMismatches={search.mismatches}
            sites={sitesOf.get(s.guide) ?? []}
            chromosomes={search.chromosomes}
          />
        ))}
        {search.guides
          .filter((g) => g.sites === 0)
          .map((g) => (
            <section className="crispr-guide" data-testid="crispr-guide" key={g.guide}>
              <h3>
                sgRNA <code>{g.guide}</code>
              </h3>
              <p>{t('crispr.search.noSites')}</p>
            </section>
          ))}
      </div>
      {rows.length === 0 ? (
        // Nothing matched anywhere: the job is done and its answer is "no site", so no filters or empty table.
        <Alert type="info" showIcon title={t('crispr.search.noSitesAtAll')} data-testid="crispr-no-sites" />
      ) : (
      <>
      <ScoreHistogram counts={histogram} label={t('crispr.search.histogram')} />
      <ValidateSitesBar jobId={job.id} selected={picked} onClear={() => setPicked([])} located={rows.length} />
      <div className="crispr-filters" role="search" aria-label={t('crispr.search.filters')}>
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
        <ScoreBound label={t('crispr.result.minScore')} value={filter.minScore} onChange={(v) => setFilter((f) => ({ ...f, minScore: v }))} placeholder="0" />
        <label>
          <span>{t('crispr.search.maxMismatches')}</span>
          <InputNumber
            min={0}
            max={search.mismatches}
            precision={0}
            value={filter.maxMismatches ?? null}
            onChange={(v) => setFilter((f) => ({ ...f, maxMismatches: v }))}
            aria-label={t('crispr.search.maxMismatches')}
            placeholder={String(search.mismatches)}
          />
        </label>
        <label>
          <span>{t('crispr.search.bulge')}</span>
          <Select
            allowClear
            value={filter.bulge ?? null}
            onChange={(v) => setFilter((f) => ({ ...f, bulge: v }))}
            options={(['none', 'DNA', 'RNA'] as const).map((b) => ({ value: b, label: bulgeText(b) }))}
            aria-label={t('crispr.search.bulge')}
            placeholder={t('crispr.search.all')}
            style={{ minWidth: 110 }}
          />
        </label>
        <label className="crispr-filters__seq">
          <span>{t('crispr.search.chrom')}</span>
          <Input
            allowClear
            value={filter.chrom ?? ''}
            onChange={(e) => setFilter((f) => ({ ...f, chrom: e.target.value }))}
            aria-label={t('crispr.search.chrom')}
            placeholder={t('crispr.search.chromPlaceholder')}
          />
        </label>
        <Button icon={<DownloadOutlined />} disabled={shown.length === 0} onClick={() => downloadCsv(sitesToCsv(shown), `CRISPR-Net-${job.id}-sites.csv`)}>
          {t('crispr.search.download')}
        </Button>
      </div>
      <CrisprTable<Row>
        data-testid="crispr-site-table"
        columns={columns}
        dataSource={pageRows}
        rowSelection={{
          selectedRowKeys: rows.filter((r) => picked.includes(r.index)).map((r) => r.key),
          onSelect: (r, on) => toggle(r.index, on),
          onSelectAll: (on, _all, changed) => setPicked((list) => (on ? [...list, ...changed.map((r) => r.index).filter((i) => !list.includes(i))] : list.filter((i) => !changed.some((r) => r.index === i)))),
          getCheckboxProps: (r) => ({ 'aria-label': t('sites.pick', { location: siteLocation(r) }) }) as object,
        }}
        totalKey="crispr.search.total"
        paging={{ ...paging, total: shown.length, onChange: (current, pageSize) => setPaging({ current, pageSize }) }}
        cards={{ testId: 'crispr-site-card', render: (r) => ({
          key: r.key,
          title: (
            <span className="crispr-location">
              {siteLocation(r)}
              {r.onTarget ? <Tag color="green">{t('crispr.search.onTarget')}</Tag> : null}
            </span>
          ),
          status: <strong>{formatScore(r.CRISPR_Net_score)}</strong>,
          fields: [
            ...(several ? [field('sgRNA', r.guide)] : []),
            field(t('crispr.search.mismatches'), r.mismatches),
            field(t('crispr.search.bulge'), bulgeText(r.bulge)),
            field(t('crispr.search.alignmentShort'), <Aligned row={r} />),
            ...(annotated ? [field(t('crispr.search.gene'), r.gene || '-'), field(t('crispr.search.exon'), exonText(r.exon))] : []),
          ],
          actions: (
            <Checkbox checked={picked.includes(r.index)} onChange={(e) => toggle(r.index, e.target.checked)} data-testid="crispr-site-pick">
              {t('sites.pick', { location: siteLocation(r) })}
            </Checkbox>
          ),
        }) }}
      />
      </>
      )}
    </div>
  );
}
