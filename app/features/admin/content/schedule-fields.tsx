// 定时发布 / 定时下线 of the scheduled forms (news, articles, carousels, job posts; decision 0078): two
// times typed as Beijing time, like the news' publication date. Included by each form inside its
// <Form>; `scheduleFormValues` turns a row's stored instants into what the fields show, and the form
// sends the fields as they are (blank clears a time). The rules are the contract's, and the take-down
// must come after the publication, as the server refuses otherwise.
import { Form, Input, Space } from 'antd';
import { parsePublishTime, SCHEDULE_MESSAGES, scheduleFields, scheduleOrderWrong } from '../../../../contracts/content-schedule.ts';
import { zodRule } from '../../../components/zod-rule.ts';
import { formatTime } from '../console-time.ts';

/** A row's scheduled times as the fields show them ('' when none). */
export function scheduleFormValues(row: { publish_at?: string | null; unpublish_at?: string | null }) {
  return { publish_at: row.publish_at ? formatTime(row.publish_at) : '', unpublish_at: row.unpublish_at ? formatTime(row.unpublish_at) : '' };
}

const iso = (text: unknown) => (typeof text === 'string' && text.trim() ? (parsePublishTime(text)?.toISOString() ?? null) : null);

export function ScheduleFields({ testId }: { testId: string }) {
  return (
    <Space wrap size="large" align="start">
      <Form.Item
        name="publish_at"
        label="定时发布"
        rules={[zodRule(scheduleFields.publish_at)]}
        extra="北京时间，如 2026-12-01 09:00；到时自动显示，此前前台不显示。留空为不定时"
      >
        <Input placeholder="YYYY-MM-DD HH:mm" style={{ width: 220 }} allowClear data-testid={`${testId}-publish-at`} />
      </Form.Item>
      <Form.Item
        name="unpublish_at"
        label="定时下线"
        dependencies={['publish_at']}
        rules={[
          zodRule(scheduleFields.unpublish_at),
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (scheduleOrderWrong(iso(getFieldValue('publish_at')), iso(value))) throw new Error(SCHEDULE_MESSAGES.unpublishBeforePublish);
            },
          }),
        ]}
        extra="到时自动隐藏；留空为不下线"
      >
        <Input placeholder="YYYY-MM-DD HH:mm" style={{ width: 220 }} allowClear data-testid={`${testId}-unpublish-at`} />
      </Form.Item>
    </Space>
  );
}
