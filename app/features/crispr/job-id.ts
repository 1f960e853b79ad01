// The job id of the result views' `?id=`: read by the route modules, which load the result view itself
// on demand (lazy-crispr.tsx).

/** The job id of `?id=`, or null when missing or not a positive integer. */
export function jobIdParam(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
