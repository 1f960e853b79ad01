// Reading ids and page numbers from a URL or a body, without zod (pages read them from their query
// string; form-fields.ts builds its number fields on them).

/** The largest PostgreSQL `integer` (int4): every id and count column. */
export const MAX_INT = 2_147_483_647;

/** A positive integer sent as a number or as text (at most 10 digits, up to `max`); null when absent or malformed. */
export function parsePositiveInt(value: unknown, max = MAX_INT): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const text = String(value).trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= max ? n : null;
}
