// The sections an order's pages add below what the specification shows (DESIGN.md "Operations
// console", "Orders"): 订单进度 (status steps, timeline, quote), 结果文件 and 留言. The order's page shows
// them all; a sample's page shows the order's progress narrowed to that sample and that sample's files.
// Loaded in the browser; a refused load (another user's order, the call missing) shows empty states.
import { useId, type ReactNode } from 'react';
import { orderLifeApi } from '../../../../contracts/api/order-life.ts';
import type { OrderKind } from '../../../../contracts/order.ts';
import { useApiData } from '../../../api/use-api-data.ts';
import { usePhoneLayout } from '../../../components/use-phone-layout.ts';
import { useT } from '../../../i18n/use-t.ts';
import { OrderInvoice } from './order-invoice.tsx';
import { OrderMessages } from './order-messages.tsx';
import { OrderQuote } from './order-quote.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { eventsOfSample } from './progress-format.ts';
import { ResultFiles } from './result-files.tsx';

interface OrderLifeSectionsProps {
  kind: OrderKind;
  /** The order's id. */
  id: number;
  /** The status the page already knows, shown until the progress answers (or if it fails). */
  status: number;
  /** The order's samples, to name the sample of an event or a file. */
  samples?: ReadonlyArray<{ id: number; name: string }>;
  /** On a sample's page: only this sample's events and files, no message thread. */
  sampleId?: number;
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="order-progress__section" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="order-progress__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function OrderLifeSections({ kind, id, status, samples, sampleId }: OrderLifeSectionsProps) {
  const t = useT();
  const phone = usePhoneLayout();
  const progress = useApiData(orderLifeApi.progress, { kind, id });
  // undefined while the first answer is on its way, null once it failed.
  const data = progress.status === 'failed' ? null : progress.data;
  const sampleNames = new Map((samples ?? []).map((sample) => [sample.id, sample.name]));
  const events = data && sampleId !== undefined ? eventsOfSample(data.events, sampleId) : data?.events;
  const files = data && sampleId !== undefined ? data.files.filter((file) => file.sample_id === sampleId) : data?.files;
  const current = data?.status ?? status;

  return (
    <div className="order-progress" data-testid="order-progress">
      <Section title={t('order.progress.title')} testId="order-progress-timeline">
        <OrderTimeline status={current} events={data === null ? null : events} sampleNames={sampleNames} phone={phone} />
        <OrderQuote status={current} quote={data?.quote ?? null} />
      </Section>
      <Section title={t('order.progress.files')} testId="order-progress-files">
        <ResultFiles files={data === null ? null : files} sampleNames={sampleNames} />
      </Section>
      {sampleId === undefined ? (
        <Section title={t('invoice.title')} testId="order-progress-invoice">
          <OrderInvoice kind={kind} id={id} />
        </Section>
      ) : null}
      {sampleId === undefined ? (
        <Section title={t('order.progress.messages')} testId="order-progress-messages">
          <OrderMessages kind={kind} id={id} />
        </Section>
      ) : null}
    </div>
  );
}
