// The phone layout of the order centre's tables and the sample lists: one card per row with the title
// (order number, sample name), the status tag, the row's other columns as label/value pairs and its
// actions, all within 375 px. Desktop widths keep the specification's tables.
import { Card, Empty, Pagination, Spin, type PaginationProps } from 'antd';
import { RecordCardBody, type RecordCard } from './plain-record-cards.tsx';

export type { RecordCard };

interface RecordCardsProps {
  cards: readonly RecordCard[];
  loading: boolean;
  /** Test id of each card. */
  cardTestId: string;
  pagination?: PaginationProps;
}

export function RecordCards({ cards, loading, cardTestId, pagination }: RecordCardsProps) {
  return (
    <Spin spinning={loading}>
      {cards.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} className="record-cards__empty" />
      ) : (
        <ul className="record-cards">
          {cards.map((card) => (
            <li key={card.key}>
              <Card size="small" className="record-cards__card" data-testid={cardTestId} title={<span className="record-cards__title">{card.title}</span>} extra={card.status}>
                <RecordCardBody card={card} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      {pagination ? <Pagination className="record-cards__pagination" size="small" simple {...pagination} /> : null}
    </Spin>
  );
}
