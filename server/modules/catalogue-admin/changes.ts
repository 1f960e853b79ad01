// The audit record of an update holds only what changed: the fields whose value differs, before and after.
export function changedFields<T extends Record<string, unknown>>(before: T, after: T, fields: readonly (keyof T)[]): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const field of fields) {
    if (!Object.is(normal(before[field]), normal(after[field]))) {
      was[field] = before[field];
      now[field] = after[field];
    }
  }
  return { before: was, after: now };
}

const normal = (value: unknown) => (value instanceof Date ? value.getTime() : value);
