// The one way a customer-facing table behaves on a phone: below antd's md breakpoint (768 px) each
// row becomes a card (title, status, the other columns as label/value pairs, the actions), so the
// column that matters is never off-screen; wider screens get the specification's antd Table.
// Until the browser knows the screen (server HTML, hydration) both are rendered and a media query
// shows the right one, so a phone's first paint already has the cards and nothing moves when the
// script settles on one (a table swapped for cards after hydration shifted the page by 0.26).
import { Table, type TableProps } from 'antd';
import { RecordCards, type RecordCard } from './record-cards.tsx';
import { usePhoneLayoutOnceKnown } from './use-phone-layout.ts';

export interface ResponsiveTableProps<T> extends TableProps<T> {
  /** A row as a phone card. */
  renderCard: (row: T) => RecordCard;
  /** Test id of each card. */
  cardTestId: string;
}

export function ResponsiveTable<T extends object>({ renderCard, cardTestId, ...table }: ResponsiveTableProps<T>) {
  const phone = usePhoneLayoutOnceKnown();
  const { position: _position, ...pagination } = table.pagination || {};
  // Positions stay fixed (false when absent), so the layout kept after hydration is not re-mounted.
  return (
    <>
      {phone !== true && (
        <div className={phone === undefined ? 'responsive-table__wide' : undefined}>
          <Table<T> {...table} />
        </div>
      )}
      {phone !== false && (
        <div className={phone === undefined ? 'responsive-table__narrow' : undefined}>
          <RecordCards
            cards={(table.dataSource ?? []).map(renderCard)}
            loading={Boolean(table.loading)}
            cardTestId={cardTestId}
            pagination={table.pagination ? pagination : undefined}
          />
        </div>
      )}
    </>
  );
}
