// The audit record of an edit holds only what changed: the fields whose value differs, before and after.

/** The fields of `after` whose value differs from `before` (compared as JSON), as two partial rows. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T>; changed: boolean } {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] === undefined) continue;
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { before: was, after: now, changed: Object.keys(now).length > 0 };
}
