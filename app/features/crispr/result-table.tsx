// The table both CRISPR-Net result views show (issue 36 point 4): the typed pairs (crispr-result.tsx)
// and a genome search's sites (search-result.tsx). Both page 10, 50 or 100 rows with the count in
// words, scroll sideways under the score column (two 23-base sequences are wider than a phone), filter
// by a score bound and download the filtered rows as CSV. The sites also become cards on a phone.
import { InputNumber, Table, type TableColumnType, type TablePaginationConfig, type TableProps } from 'antd';
import { saveFile } from '../../api/save-file.ts';
import type { RecordCard } from '../../components/record-cards.tsx';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { useT } from '../../i18n/use-t.ts';
import { counted } from './counted.ts';
import { formatScore } from './result-filter.ts';

/** The CRISPR_Net_score column: sortable, six decimals, kept in view on the right. */
export function scoreColumn<T extends { CRISPR_Net_score: number }>(sort?: Pick<TableColumnType<T>, 'defaultSortOrder'>): TableColumnType<T> {
  return {
    title: 'CRISPR_Net_score',
    dataIndex: 'CRISPR_Net_score',
    sorter: (a, b) => a.CRISPR_Net_score - b.CRISPR_Net_score,
    ...sort,
    render: (score: number) => formatScore(score),
    align: 'right',
    fixed: 'right',
  };
}

/** Hands the browser `csv` as a file to save. */
export function downloadCsv(csv: string, fileName: string) {
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** A score bound of the filters (0 to 1 by tenths). */
export function ScoreBound({ label, value, onChange, placeholder }: { label: string; value: number | null | undefined; onChange: (value: number | null) => void; placeholder: string }) {
  return (
    <label>
      <span>{label}</span>
      <InputNumber min={0} max={1} step={0.1} value={value ?? null} onChange={onChange} aria-label={label} placeholder={placeholder} />
    </label>
  );
}

interface CrisprTableProps<T> extends Omit<TableProps<T>, 'className' | 'size' | 'scroll' | 'pagination'> {
  'data-testid': string;
  /** How the count under the table is said. */
  totalKey: 'crispr.result.total' | 'crispr.search.total';
  /** The page shown, when the view keeps it; by default the table pages by itself from 10 rows. */
  paging?: TablePaginationConfig;
  /** Each row as a card below 768 px. */
  cards?: { render: (row: T) => RecordCard; testId: string };
}

export function CrisprTable<T extends object>({ totalKey, paging = { defaultPageSize: 10 }, cards, ...table }: CrisprTableProps<T>) {
  const t = useT();
  const props: TableProps<T> = {
    ...table,
    className: 'crispr-table',
    size: 'small',
    scroll: { x: 'max-content' },
    pagination: { ...paging, showSizeChanger: true, pageSizeOptions: [10, 50, 100], showTotal: (total) => counted(t, totalKey, total) },
  };
  return cards ? <ResponsiveTable<T> {...props} renderCard={cards.render} cardTestId={cards.testId} /> : <Table<T> {...props} />;
}
