// The site settings form hydrates in parts (decision 0097): its fields are cut into groups of about
// `size`, each its own row and hydration part. A group ends only where a row of the wide layout ends
// (a multi-line field spans the row, the others half), so the rows look as one row would.

/** The Chinese settings written on several lines: each spans the row in the wide layout. */
export const SETTING_FULL_WIDTH: ReadonlySet<string> = new Set(['zp_hottel1', 'zp_hottel2', 'xxl_copyright', 'site_notice', 'xxl_description', 'sample_address']);
/** The English settings written on several lines. */
export const ENGLISH_FULL_WIDTH: ReadonlySet<string> = new Set(['zp_hottel1', 'zp_hottel2', 'sample_address', 'xxl_description']);

/** `keys` in order, cut into groups of at least `size` fields that each fill whole rows. */
export function settingParts<K extends string>(keys: readonly K[], fullWidth: ReadonlySet<string>, size: number): K[][] {
  const parts: K[][] = [];
  let current: K[] = [];
  // Whether the row being filled has its left half taken: a wide field closes it and takes a row of
  // its own, a half-width field takes the free half.
  let halfTaken = false;
  for (const key of keys) {
    current.push(key);
    halfTaken = fullWidth.has(key) ? false : !halfTaken;
    if (current.length >= size && !halfTaken) {
      parts.push(current);
      current = [];
    }
  }
  if (current.length > 0) parts.push(current);
  return parts;
}
