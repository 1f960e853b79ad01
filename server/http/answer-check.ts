// Compares what a handler answered with the endpoint's answer schema, as the browser would receive it
// (after JSON): a field the schema does not describe, or one of the wrong shape, is a contract break.
// Run outside production (tests, development), where a break answers 500 so the test that made the
// call fails; production answers as it is.
import type { z } from 'zod';

/** Null when `data` is exactly what `schema` describes; otherwise a description of the first difference. */
export function answerMismatch(schema: z.ZodType, data: unknown): string | null {
  const wire: unknown = data === undefined ? null : JSON.parse(JSON.stringify(data));
  const result = schema.safeParse(wire);
  if (!result.success) {
    const issue = result.error.issues[0];
    return `${issue?.path.join('.') || '(data)'}: ${issue?.message ?? 'does not match'}`;
  }
  return undescribed(wire, result.data, '');
}

/** The first key present in the answer but dropped by parsing (zod strips keys it does not know). */
function undescribed(sent: unknown, parsed: unknown, path: string): string | null {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    for (let i = 0; i < sent.length; i++) {
      const found = undescribed(sent[i], parsed[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (isPlainObject(sent) && isPlainObject(parsed)) {
    for (const key of Object.keys(sent)) {
      const where = path ? `${path}.${key}` : key;
      if (!(key in parsed)) return `${where}: not described by the answer schema`;
      const found = undescribed(sent[key], parsed[key], where);
      if (found) return found;
    }
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
