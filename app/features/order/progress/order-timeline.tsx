// The order's life for the customer: the seven statuses as compact steps with the current one
// highlighted, then every event (submission, each move with the note for the customer, moves back
// with their reason, the quote, result files) with its time in Asia/Shanghai.
import { Empty, Spin, Steps, Tag, Timeline } from 'antd';
import { messageIn } from '../../../../contracts/english-messages.ts';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { statusSteps, timelineEntries, type CustomerEvent } from './progress-format.ts';

interface OrderTimelineProps {
  /** The order's current status (0-6). */
  status: number;
  /** undefined while loading; null when they could not be loaded (the steps still show, the list its empty state). */
  events: readonly CustomerEvent[] | null | undefined;
  sampleNames?: ReadonlyMap<number, string>;
  /** Phones stack the steps so seven titles never overflow 375 px. */
  phone: boolean;
}

export function OrderTimeline({ status, events, sampleNames, phone }: OrderTimelineProps) {
  const t = useT();
  const { lang } = useLocale();
  const steps = statusSteps(status);
  const titles = steps.titles.map((title) => messageIn(lang, title));
  const entries = events ? timelineEntries(events, { t, lang }, sampleNames) : [];
  return (
    <div className="order-timeline" data-testid="order-timeline">
      <div className="order-timeline__steps" role="group" aria-label={t('order.progress.statusNow', { status: titles[steps.current] ?? '' })} data-status={status}>
        <Steps
          size="small"
          orientation={phone ? 'vertical' : 'horizontal'}
          responsive={false}
          current={steps.current}
          status={steps.state}
          items={titles.map((title) => ({ title }))}
        />
      </div>
      {events === undefined ? (
        <Spin className="order-progress__loading" />
      ) : entries.length > 0 ? (
        <Timeline
          className="order-timeline__events"
          items={entries.map((entry) => ({
            key: entry.key,
            color: entry.tone,
            content: (
              <div className="order-timeline__event" data-testid="order-event" data-type={entry.type}>
                <div className="order-timeline__head">
                  <strong className="order-timeline__title">{entry.title}</strong>
                  {entry.sample ? <Tag className="order-timeline__sample">{entry.sample}</Tag> : null}
                  <time className="order-timeline__time">{entry.time}</time>
                </div>
                {entry.note ? <p className="order-timeline__note">{entry.note}</p> : null}
              </div>
            ),
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('order.progress.noEvents')} />
      )}
    </div>
  );
}
