// The API answer when the pool stopped a parse (parse-pool.ts): a full queue is 429 (the file is
// fine, the moment is not, as for the import gate); a parse past its heap or time, or whose worker
// failed, is refused (code 201) with the message naming the limit, never a 500.
import { refuse, tooMany, type ApiError } from '../http/errors.ts';
import type { ParseOutcome } from './parse-pool.ts';

export function parseRefusal(stopped: Extract<ParseOutcome<unknown>, { ok: false }>): ApiError {
  return stopped.reason === 'busy' ? tooMany(stopped.message) : refuse(stopped.message);
}
