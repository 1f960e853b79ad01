// Building blocks of answer schemas (`output` of an endpoint): what `data` looks like on the wire.
// Before zod builds a schema here (contracts/zod-config.ts: jitless, Chinese messages).
import '../zod-config.ts';
import { z } from 'zod';

/** A time as it travels in JSON: ISO 8601 (a `Date` on the server serialises to this). */
export const timestamp = z.string().describe('ISO 8601 时间');

/** A time that may be missing. */
export const optionalTimestamp = timestamp.nullable();

/** The scheduled publication and take-down of news, articles, carousels and job posts (contracts/content-schedule.ts). */
export const scheduleColumns = { publish_at: optionalTimestamp, unpublish_at: optionalTimestamp };

/** The list answer of the specification: `{ data: [...], total }`. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number().int() });

