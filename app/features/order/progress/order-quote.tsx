// The price the company quoted when it confirmed the order: shown from confirmation on, when a quote
// exists (an order confirmed without one shows nothing).
import { Descriptions } from 'antd';
import type { z } from 'zod';
import type { orderQuote } from '../../../../contracts/api/order-progress.ts';
import { formatDate, ORDER_STATUS } from '../../../../contracts/order.ts';
import { formatMoney } from './progress-format.ts';

export type OrderQuoteData = z.infer<typeof orderQuote>;

export function OrderQuote({ status, quote }: { status: number; quote: OrderQuoteData | null }) {
  if (!quote || status < ORDER_STATUS.confirmed) return null;
  return (
    <div className="order-quote" data-testid="order-quote">
      <Descriptions
        size="small"
        bordered
        column={1}
        title="报价"
        items={[
          { key: 'amount', label: '金额', children: <strong data-testid="order-quote-amount">{formatMoney(quote.amount, quote.currency)}</strong> },
          ...(quote.note ? [{ key: 'note', label: '说明', children: quote.note }] : []),
          { key: 'time', label: '报价时间', children: formatDate(quote.create_time) },
        ]}
      />
    </div>
  );
}
