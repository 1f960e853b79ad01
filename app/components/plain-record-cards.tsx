// The phone cards of record-cards.tsx (antd's small Card in antd's Spin) drawn without antd, for a
// page that shows them only: the same elements and classes as antd's server render (pinned by
// plain-markup.test.tsx), so the critical CSS styles them the same (decision 0049).
import { ANTD_CSS_VAR_KEY } from './antd-theme.ts';
import { PlainSpin } from './plain-table.tsx';
import type { ReactNode } from 'react';

/** One row as a phone card: title, status tag, the other columns as label/value pairs, actions. */
export interface RecordCard {
  key: number;
  title: ReactNode;
  status: ReactNode;
  fields: ReadonlyArray<{ label: string; value: ReactNode }>;
  actions: ReactNode;
}

/** A card's fields and actions, the same inside antd's Card (record-cards.tsx) and the plain one. */
export function RecordCardBody({ card }: { card: RecordCard }) {
  return (
    <>
      <dl className="record-cards__fields">
        {card.fields.map((field) => (
          <div key={field.label} className="record-cards__field">
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
      <div className="record-cards__actions">{card.actions}</div>
    </>
  );
}

export function PlainRecordCards({ cards, cardTestId }: { cards: readonly RecordCard[]; cardTestId: string }) {
  return (
    <PlainSpin busy={false}>
      <ul className="record-cards">
        {cards.map((card) => (
          <li key={card.key}>
            <div data-testid={cardTestId} className={`ant-card ant-card-bordered ant-card-small record-cards__card ${ANTD_CSS_VAR_KEY}`}>
              <div className="ant-card-head">
                <div className="ant-card-head-wrapper">
                  <div className="ant-card-head-title">
                    <span className="record-cards__title">{card.title}</span>
                  </div>
                  <div className="ant-card-extra">{card.status}</div>
                </div>
              </div>
              <div className="ant-card-body">
                <RecordCardBody card={card} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </PlainSpin>
  );
}
