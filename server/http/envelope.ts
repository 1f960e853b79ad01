// The one response shape of `/api/v1`: { code, msg, data }.
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const ok = <T>(data: T, msg = 'success'): Envelope<T> => ({ code: 200, msg, data });

export const envelope = <T>(code: number, msg: string, data: T = null as T): Envelope<T> => ({ code, msg, data });
