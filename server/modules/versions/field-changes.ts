// What one version changed from the one before, field by field, for the history drawer: only fields
// whose value differs, each with its old and new value (text as stored; the console diffs long text).
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The keys the history never lists: the item's key and the time the database stamps on every save. */
const UNLISTED = new Set(['update_time']);

/** `order`: the table's columns, the order the fields are listed in (a JSON snapshot keeps none). */
export function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>, key: string, order: readonly string[]): FieldChange[] {
  const changes: FieldChange[] = [];
  const fields = [...order.filter((field) => Object.hasOwn(after, field)), ...Object.keys(after).filter((field) => !order.includes(field))];
  for (const field of fields) {
    if (field === key || UNLISTED.has(field)) continue;
    const was = before[field] ?? null;
    const now = after[field] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes.push({ field, before: was, after: now });
  }
  return changes;
}
