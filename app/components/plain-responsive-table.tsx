// responsive-table.tsx without antd: a PlainTable on wider screens, PlainRecordCards on phones (below
// 768 px). The server HTML and the render that hydrates it hold both and CSS shows the right one;
// once the browser knows the screen the other is dropped, as ResponsiveTable does, so a row's
// controls exist once on the page (decision 0049).
import { PlainRecordCards } from './plain-record-cards.tsx';
import { PlainTable, type PlainTableProps } from './plain-table.tsx';
import type { RecordCard } from './record-cards.tsx';
import { useNarrowScreenOnceKnown } from './use-narrow-screen.ts';

export interface PlainResponsiveTableProps<Row> extends Omit<PlainTableProps<Row>, 'busy'> {
  renderCard(row: Row): RecordCard;
  cardTestId: string;
}

export function PlainResponsiveTable<Row>({ renderCard, cardTestId, ...table }: PlainResponsiveTableProps<Row>) {
  const phone = useNarrowScreenOnceKnown();
  return (
    <>
      {phone !== true && (
        <div className={phone === undefined ? 'responsive-table__wide' : undefined}>
          <PlainTable<Row> {...table} busy={false} />
        </div>
      )}
      {phone !== false && (
        <div className={phone === undefined ? 'responsive-table__narrow' : undefined}>
          <PlainRecordCards cards={table.rows.map(renderCard)} cardTestId={cardTestId} />
        </div>
      )}
    </>
  );
}
