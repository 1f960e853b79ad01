// Small SQL building blocks the repos share: keyword matching with LIKE, paged reads with their
// total, and recognising a unique-index refusal.

/** A keyword splits on white space; every term must occur in one of the fields (at most 10 terms). */
export function searchTerms(...keywords: string[]): string[] {
  return keywords.flatMap((k) => k.split(/\s+/)).filter(Boolean).slice(0, 10);
}

/**
 * `%term%` for ILIKE, with `%`, `_` and `\` typed by a visitor made literal (backslash is LIKE's
 * default escape character on PGlite and PostgreSQL alike).
 */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of rows and the total of all matching rows, read at the same time. */
export async function pageWithTotal<T>(
  rows: PromiseLike<T[]>,
  counted: PromiseLike<Array<{ total: number | string }>>,
): Promise<{ rows: T[]; total: number }> {
  const [page, [row]] = await Promise.all([rows, counted]);
  return { rows: page, total: Number(row?.total ?? 0) };
}

/**
 * The constraint (or message) when a unique index refused the row, e.g. two registrations racing for
 * one e-mail; null for any other error. Drizzle wraps the driver's error, so the causes are searched.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505') return constraint ?? message ?? '';
    if (e === (e as { cause?: unknown }).cause) break;
  }
  return null;
}
