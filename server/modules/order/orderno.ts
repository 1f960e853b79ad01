// Order numbers of every order kind: the kind's prefix, the date in Asia/Shanghai and six random
// digits. The unique index on orderno backs the check; a taken number is simply drawn again.
import { randomInt } from 'node:crypto';

/** yyyymmdd in Asia/Shanghai, the company's calendar. */
export function shanghaiDate(now: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .replaceAll('-', '');
}

/** A new order number with `prefix` that `taken` says is free. */
export async function newOrderno(prefix: string, taken: (orderno: string) => Promise<boolean>): Promise<string> {
  for (;;) {
    const orderno = `${prefix}${shanghaiDate(new Date())}${String(randomInt(1_000_000)).padStart(6, '0')}`;
    if (!(await taken(orderno))) return orderno;
  }
}
