// An order's price and expected finish date on its own page (issue 34 points 1 and 3): the server's
// answer (the quote once staff entered it, else the estimate), saying which one it is, and the date
// with its mark. The sample list shows each sample's date from the same answer.
import { Descriptions } from 'antd';
import type { z } from 'zod';
import type { orderPricing } from '../../../../contracts/api/pricing.ts';
import { useT } from '../../../i18n/use-t.ts';
import { formatMoney } from '../progress/progress-format.ts';
import { DueDate, EstimateLines, PriceKindTag } from './price-parts.tsx';

export type OrderPricingData = z.infer<typeof orderPricing>;

export function OrderPricing({ pricing }: { pricing: OrderPricingData | null | undefined }) {
  const t = useT();
  if (!pricing) return null;
  const { shown, amount, estimate, schedule } = pricing;
  return (
    <div className="order-pricing" data-testid="order-pricing">
      <Descriptions
        size="small"
        bordered
        column={1}
        title={t('order.price.title')}
        items={[
          {
            key: 'price',
            label: <PriceKindTag shown={shown} />,
            children: (
              <>
                {amount !== null ? <strong data-testid="order-price-amount">{formatMoney(amount)}</strong> : <span>{t('order.price.noneHint')}</span>}
                <p className="order-pricing__hint">{shown === 'quote' ? t('order.price.quoteHint') : shown === 'estimate' ? t('order.price.estimateHint') : ''}</p>
                {shown === 'estimate' && estimate ? <EstimateLines estimate={estimate} /> : null}
              </>
            ),
          },
          ...(estimate ? [{ key: 'days', label: t('order.price.turnaround'), children: t('order.price.days', { days: estimate.days }) }] : []),
          { key: 'due', label: t('order.price.due'), children: <DueDate due={schedule.order.due} state={schedule.order.state} testId="order-due" /> },
        ]}
      />
    </div>
  );
}
