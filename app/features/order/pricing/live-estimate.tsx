// The estimate as the customer fills a form in (issue 34 point 1): the company's price table (one
// public call) and the shared arithmetic of contracts/pricing.ts over what the form holds now (and,
// for a sample, the order's other samples). It is labelled 估算: the server's figure on the order page,
// and the quote staff give at confirmation, are what count.
import { Alert } from 'antd';
import { pricingApi } from '../../../../contracts/api/pricing.ts';
import { estimateOrder, type PriceRow, type PricedCellForm, type PricedSample } from '../../../../contracts/pricing.ts';
import type { OrderKind } from '../../../../contracts/order.ts';
import { useApiData } from '../../../api/use-api-data.ts';
import { useT } from '../../../i18n/use-t.ts';
import { formatMoney } from '../progress/progress-format.ts';
import { EstimateLines, PriceKindTag } from './price-parts.tsx';

export function LiveEstimate({ kind, input }: { kind: OrderKind; input: readonly PricedSample[] | PricedCellForm }) {
  const t = useT();
  const table = useApiData(pricingApi.prices);
  if (!table.data) return null;
  const prices = table.data.filter((row): row is PriceRow & typeof row => row.price !== null && row.days !== null) as PriceRow[];
  const estimate = estimateOrder(kind, prices, input);
  return (
    <div className="live-estimate" data-testid="live-estimate" aria-live="polite">
      <Alert
        type="info"
        showIcon={false}
        message={
          <span className="live-estimate__head">
            <PriceKindTag shown={estimate ? 'estimate' : 'none'} />
            {estimate ? (
              <>
                <strong data-testid="live-estimate-total">{formatMoney(estimate.total)}</strong>
                <span data-testid="live-estimate-days">{t('order.price.days', { days: estimate.days })}</span>
              </>
            ) : null}
          </span>
        }
        description={
          estimate ? (
            <>
              <EstimateLines estimate={estimate} />
              <p className="live-estimate__note">{t('order.price.estimateHint')}</p>
            </>
          ) : (
            t('order.price.noneHint')
          )
        }
      />
    </div>
  );
}
