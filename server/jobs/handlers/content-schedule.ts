// Runs content-schedule: applies the publication and take-down times that have come, then (inside the
// service, once committed) drops the content caches of every process.
import type { ScheduleService } from '../../modules/schedule/service.ts';
import { contentSchedule } from '../kinds/content-schedule.ts';
import { defineHandler } from './job-handler.ts';

export interface ContentScheduleDeps {
  contentSchedule: Pick<ScheduleService, 'applyDue'>;
}

export const contentScheduleHandler = ({ contentSchedule: schedule }: ContentScheduleDeps) =>
  defineHandler(contentSchedule, async (_payload, { log }) => {
    const counts = await schedule.applyDue();
    if (counts.published || counts.unpublished) log.info({ job: 'content-schedule', ...counts }, 'scheduled content published or taken down');
    return counts;
  });
