// The price the company quoted when it confirmed the order: shown from confirmation on, when a quote
// exists (an order confirmed without one shows nothing).

import type { z } from 'zod';
import type { orderQuote } from '../../../../contracts/api/order-life.ts';
import { formatDate, ORDER_STATUS } from '../../../../contracts/order.ts';
import { formatMoney } from './progress-format.ts';
import { useT } from '../../../i18n/use-t.ts';
import { DetailList } from '../../../components/detail-list.tsx';

export type OrderQuoteData = z.infer<typeof orderQuote>;

export function OrderQuote({ status, quote }: { status: number; quote: OrderQuoteData | null }) {
  const t = useT();
  if (!quote || status < ORDER_STATUS.confirmed) return null;
  return (
    <div className="order-quote" data-testid="order-quote">
      <DetailList
        size="small"
        bordered
        column={1}
        title={t('order.progress.quote')}
        items={[
          { key: 'amount', label: t('order.quote.amount'), children: <strong data-testid="order-quote-amount">{formatMoney(quote.amount, quote.currency)}</strong> },
          ...(quote.note ? [{ key: 'note', label: t('order.quote.note'), children: quote.note }] : []),
          { key: 'time', label: t('order.quote.time'), children: formatDate(quote.create_time) },
        ]}
      />
    </div>
  );
}
