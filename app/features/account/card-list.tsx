// The account's lists of cards (/addressManagement, /apiKeys; issue 36 point 4): a spinner until the
// first answer, the empty state, then the cards in the grid; each card a title, its fields as label
// and value, and its actions, which run a call, say so and reload the list.
import { Card, Empty, Spin, message } from 'antd';
import { Fragment, useState, type ReactNode } from 'react';
import { messageIn } from '../../../contracts/english-messages.ts';
import type { ApiData } from '../../api/use-api-data.ts';
import { useLocale } from '../../i18n/use-t.ts';

/** The cards of `result`: a failed first load shows the empty state; a failed reload keeps the cards on screen. */
export function CardList<T>({ result, empty, renderCard }: { result: ApiData<T[]>; empty: string; renderCard: (row: T) => ReactNode }) {
  const list = result.data ?? (result.status === 'failed' ? [] : null);
  if (list === null) {
    return (
      <div className="account-loading">
        <Spin />
      </div>
    );
  }
  if (list.length === 0) return <Empty description={empty} />;
  return <div className="address-grid">{list.map(renderCard)}</div>;
}

/** A card's action: `busy` while its call runs; then the success words (in the page's language) and `onChanged`. */
export function useCardAction(onChanged: () => void) {
  const [busy, setBusy] = useState(false);
  const { lang } = useLocale();
  async function run(call: () => Promise<unknown>, success: string) {
    setBusy(true);
    try {
      await call();
      void message.success(messageIn(lang, success));
      onChanged();
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

export interface CardField {
  label: string;
  value: ReactNode;
  testId?: string;
}

type DataAttributes = { [name: `data-${string}`]: string };

/** One card: `fields` (null ones left out) under the title, then `children`. */
export function ListCard({
  className,
  title,
  actions,
  fields,
  children,
  ...data
}: { className: string; title: ReactNode; actions: ReactNode[]; fields: ReadonlyArray<CardField | null>; children?: ReactNode } & DataAttributes) {
  return (
    <Card className={className} {...data} title={title} actions={actions}>
      <dl className="address-card__fields">
        {fields.map((field, i) =>
          field ? (
            <Fragment key={i}>
              <dt>{field.label}</dt>
              <dd data-testid={field.testId}>{field.value}</dd>
            </Fragment>
          ) : null,
        )}
      </dl>
      {children}
    </Card>
  );
}
