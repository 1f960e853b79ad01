// The scheduled times a form sets (contracts/content-schedule.ts) as the columns hold them: instants,
// null to clear, left out when the caller did not send them. Refused when the take-down would come
// before the publication.
import { SCHEDULE_MESSAGES as M, scheduleOrderWrong } from '../../../contracts/content-schedule.ts';
import { sentOnly } from '../../../contracts/english-content.ts';
import { refuse } from '../../http/errors.ts';

export interface ScheduleInput {
  publish_at?: string | null;
  unpublish_at?: string | null;
}

const instant = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));

export function scheduleValues(input: ScheduleInput): { publish_at?: Date | null; unpublish_at?: Date | null } {
  if (scheduleOrderWrong(input.publish_at, input.unpublish_at)) throw refuse(M.unpublishBeforePublish);
  return sentOnly({ publish_at: instant(input.publish_at), unpublish_at: instant(input.unpublish_at) });
}
