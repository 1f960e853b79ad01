// The address of a stored upload (`/uploads/<key>`). Public pictures are served there; for a customer's
// private file it is only the reference forms and jobs store, opened through a short-lived link.
import { isValidKey } from '../../storage/storage.ts';

export const UPLOAD_URL_PREFIX = '/uploads/';

export const uploadUrl = (key: string) => `${UPLOAD_URL_PREFIX}${key}`;

/** The storage key inside an upload address (`/uploads/<key>`, absolute or not), or null. */
export function keyFromUrl(url: string): string | null {
  let pathname = url;
  try {
    pathname = new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(UPLOAD_URL_PREFIX)) return null;
  const key = pathname.slice(UPLOAD_URL_PREFIX.length);
  return isValidKey(key) ? key : null;
}
