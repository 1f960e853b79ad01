// Times as the company reads them, in Asia/Shanghai, without Intl: building a time-zone formatter
// costs a phone tens of milliseconds (its zone data is loaded then), and China has kept UTC+8 all
// year since its last summer time ended in September 1991. Free of zod, so browser code may import it.

const UTC_PLUS_8 = 8 * 3600_000;

/** From this instant on, Shanghai time is UTC+8 exactly; before it, 1986-1991 had summer time. */
export const SHANGHAI_FIXED_OFFSET_SINCE = Date.UTC(1992, 0, 1);

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai, for instants from 1992 on. */
export function shanghaiDateTime(date: Date): string {
  return new Date(date.getTime() + UTC_PLUS_8).toISOString().slice(0, 19).replace('T', ' ');
}
