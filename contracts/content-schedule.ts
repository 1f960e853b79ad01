// Scheduled publishing (DESIGN.md "Operations console", content): news, articles, carousels and job
// posts may name a time to be published and a time to be taken down. The public site shows an item
// only between the two whatever the worker did; the worker's schedule job then sets its status (shown
// at publish_at, hidden at unpublish_at) and drops the caches. Fields and messages shared by the
// console's forms and the server.
import { z } from 'zod';
import { isBlank } from './form-fields.ts';

export const SCHEDULE_MESSAGES = {
  publishInvalid: '定时发布时间格式不正确',
  unpublishInvalid: '定时下线时间格式不正确',
  unpublishBeforePublish: '定时下线时间须晚于定时发布时间',
} as const;

/** 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss]' (Shanghai time) or ISO 8601 with a zone; null when it is neither. */
export function parsePublishTime(text: string): Date | null {
  const t = text.trim();
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(t);
  let date: Date;
  if (local) {
    const [, y, mo, d, h = '00', mi = '00', s = '00'] = local;
    date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+08:00`);
    // Rejects 2024-02-31 (Date would roll it into March).
    if (Number.isNaN(date.getTime()) || new Date(date.getTime() + 8 * 3600_000).getUTCDate() !== Number(d)) return null;
  } else if (/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(t)) {
    date = new Date(t);
  } else {
    return null;
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A scheduled time: blank = none (null), absent = unchanged (an API caller that does not know it). */
const scheduleTime = (message: string) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : isBlank(v) ? null : v),
    z
      .string({ error: message })
      .nullable()
      .optional()
      .transform((text, ctx) => {
        if (text === null || text === undefined) return text;
        const date = parsePublishTime(text);
        if (!date) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return date.toISOString();
      }),
  );

/** The two fields of each scheduled form (ISO 8601 after parsing). */
export const scheduleFields = {
  publish_at: scheduleTime(SCHEDULE_MESSAGES.publishInvalid),
  unpublish_at: scheduleTime(SCHEDULE_MESSAGES.unpublishInvalid),
};

/** Both set and the take-down not after the publication: the one rule across the two fields. */
export function scheduleOrderWrong(publishAt: string | null | undefined, unpublishAt: string | null | undefined): boolean {
  return Boolean(publishAt && unpublishAt && Date.parse(unpublishAt) <= Date.parse(publishAt));
}
