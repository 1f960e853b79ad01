// A console table paged on the server: it shows the latest answer's rows (kept on screen while the next
// page loads), spins while loading, says 共 N 条 and offers no page-size choice.
import { Table, type TableProps } from 'antd';
import type { ApiData } from '../../api/use-api-data.ts';

export interface Paged<Row> {
  data: Row[];
  total: number;
}

/** The answer to show: none after a failed load (the table is then empty). */
export const shownAnswer = <T,>(result: ApiData<T>): T | undefined => (result.status === 'failed' ? undefined : result.data);

interface PagedTableProps<Row> extends Omit<TableProps<Row>, 'loading' | 'dataSource' | 'pagination'> {
  result: ApiData<Paged<Row>>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** For a small table inside a card: no pager for one page. */
  hideOnSinglePage?: boolean;
}

export function PagedTable<Row extends object>({ result, page, pageSize, onPage, hideOnSinglePage, ...table }: PagedTableProps<Row>) {
  const answer = shownAnswer(result);
  return (
    <Table<Row>
      {...table}
      loading={result.status === 'loading'}
      dataSource={answer?.data ?? []}
      pagination={{
        current: page,
        pageSize,
        total: answer?.total ?? 0,
        showSizeChanger: false,
        ...(hideOnSinglePage ? { hideOnSinglePage } : {}),
        showTotal: (total) => `共 ${total} 条`,
        onChange: onPage,
      }}
    />
  );
}
