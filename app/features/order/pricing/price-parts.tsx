// The pieces of a price and a date (issue 34 points 1 and 3): the estimate's lines and total with the
// word that says which price it is (估算 vs 报价), and a date with its mark (orange within 2 days of
// late, red past). Shared by the sample forms, the order pages and the console.
import { Tag } from 'antd';
import { DUE_STATE_COLOR, DUE_STATE_LABELS, SHOWN_PRICE_LABELS, type DueState, type Estimate, type ShownPrice } from '../../../../contracts/pricing.ts';
import { formatMoney } from '../progress/progress-format.ts';
import { useMessageIn } from '../use-message-in.ts';

export function PriceKindTag({ shown }: { shown: ShownPrice }) {
  const m = useMessageIn();
  return (
    // Colours of our own (order-progress.css): antd's gold and orange tags fail the contrast check.
    <Tag className={`price-kind price-kind--${shown}`} data-testid="price-kind" data-shown={shown}>
      {m(SHOWN_PRICE_LABELS[shown])}
    </Tag>
  );
}

export function EstimateLines({ estimate }: { estimate: Estimate }) {
  const m = useMessageIn();
  return (
    <ul className="price-lines" data-testid="price-lines">
      {estimate.lines.map((line) => (
        <li key={line.item} data-item={line.item}>
          <span>{m(line.label)}</span>
          <span>
            {formatMoney(line.unit_price)}
            {line.quantity > 1 ? ` × ${line.quantity}` : ''} = {formatMoney(line.amount)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** 2026-03-04 with its mark; a date before confirmation reads 确认后计算. */
export function DueDate({ due, state, testId }: { due: string | null; state: DueState; testId?: string }) {
  const m = useMessageIn();
  return (
    <span className="due-date" data-testid={testId ?? 'due-date'} data-state={state}>
      {due ? <span className="due-date__day">{due}</span> : null}
      {state === 'waiting' || state === 'on_time' ? (
        due ? null : <span className="due-date__hint">{m(DUE_STATE_LABELS[state])}</span>
      ) : (
        <Tag className={`due-date__tag due-date__tag--${DUE_STATE_COLOR[state] ?? 'plain'}`}>
          {m(DUE_STATE_LABELS[state])}
        </Tag>
      )}
    </span>
  );
}
