// A NUL byte or a UTF-16 surrogate without its pair cannot be stored by PostgreSQL (text refuses NUL,
// jsonb refuses both) and no person types one. The route helper refuses a call holding one anywhere
// in its input (query, JSON body at any depth, keys too, multipart fields and file names) before any
// schema or handler sees it, so a schema that forgot the rule still cannot send one to the database.
import { FORBIDDEN_CHARACTERS } from '../../contracts/form-fields.ts';
import { refuse } from './errors.ts';

// oxlint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** True when `value` holds, in any string or key at any depth, a NUL or a lone surrogate. */
export function holdsUnstorableText(value: unknown): boolean {
  // Iterative: a body of deeply nested arrays must not overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, nested] of Object.entries(item)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(nested);
      }
    }
  }
  return false;
}

/** Refuses (code 201, Chinese) input holding a NUL or a lone surrogate anywhere. */
export function refuseUnstorableText(value: unknown): void {
  if (holdsUnstorableText(value)) throw refuse(FORBIDDEN_CHARACTERS);
}
