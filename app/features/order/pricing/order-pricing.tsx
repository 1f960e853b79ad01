// An order's price and expected finish date on its own page (issue 34 points 1 and 3): the server's
// answer (the quote once staff entered it, else the estimate), saying which one it is, and the date
// with its mark. The sample list shows each sample's date from the same answer. Plain markup (a
// definition list, no table): on a phone the order's page holds no table at all.
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
    <section className="order-pricing" data-testid="order-pricing" aria-label={t('order.price.title')}>
      <h2 className="order-pricing__title">{t('order.price.title')}</h2>
      <dl className="order-pricing__list">
        <dt>
          <PriceKindTag shown={shown} />
        </dt>
        <dd>
          {amount !== null ? <strong data-testid="order-price-amount">{formatMoney(amount)}</strong> : <span>{t('order.price.noneHint')}</span>}
          {shown !== 'none' ? <p className="order-pricing__hint">{shown === 'quote' ? t('order.price.quoteHint') : t('order.price.estimateHint')}</p> : null}
          {shown === 'estimate' && estimate ? <EstimateLines estimate={estimate} /> : null}
        </dd>
        {estimate ? (
          <>
            <dt>{t('order.price.turnaround')}</dt>
            <dd>{t('order.price.days', { days: estimate.days })}</dd>
          </>
        ) : null}
        <dt>{t('order.price.due')}</dt>
        <dd>
          <DueDate due={schedule.order.due} state={schedule.order.state} testId="order-due" />
        </dd>
      </dl>
    </section>
  );
}
