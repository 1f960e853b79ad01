// The one way a customer-facing table behaves on a phone: below antd's md breakpoint (768 px) each
// row becomes a card (title, status, the other columns as label/value pairs, the actions), so the
// column that matters is never off-screen; wider screens get the specification's antd Table.
// Pages rendered on the server show the table until the browser knows the screen (usePhoneLayout).
import { Table, type TableProps } from 'antd';
import { RecordCards, type RecordCard } from './record-cards.tsx';
import { usePhoneLayout } from './use-phone-layout.ts';

export interface ResponsiveTableProps<T> extends TableProps<T> {
  /** A row as a phone card. */
  renderCard: (row: T) => RecordCard;
  /** Test id of each card. */
  cardTestId: string;
}

export function ResponsiveTable<T extends object>({ renderCard, cardTestId, ...table }: ResponsiveTableProps<T>) {
  const phone = usePhoneLayout();
  if (!phone) return <Table<T> {...table} />;
  const { position: _position, ...pagination } = table.pagination || {};
  return (
    <RecordCards
      cards={(table.dataSource ?? []).map(renderCard)}
      loading={Boolean(table.loading)}
      cardTestId={cardTestId}
      pagination={table.pagination ? pagination : undefined}
    />
  );
}
