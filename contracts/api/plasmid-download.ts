// The sequence download's link, apart from the call declarations (plasmid.ts): the plasmid detail
// page builds it at first paint, and the declarations bring zod, which that page does not load up
// front (decision 0029). plasmid-download.test.ts holds the address to the declared call's.
import type { PlasmidDownloadFormat } from '../plasmid-constants.ts';

/** The call's path under /api/v1 (the declaration in plasmid.ts uses it). */
export const PLASMID_DOWNLOAD_PATH = '/zhili/download';

export const PLASMID_DOWNLOAD_URL = `/api/v1${PLASMID_DOWNLOAD_PATH}`;

/**
 * The link of a sequence download (the browser follows it; no envelope to unwrap). `preview`: the
 * token of the detail page's preview link, which a hidden plasmid's file needs as well.
 */
export function plasmidDownloadHref(id: number, format: PlasmidDownloadFormat, preview?: string | null): string {
  const query = new URLSearchParams({ id: String(id), format });
  if (preview) query.set('preview', preview);
  return `${PLASMID_DOWNLOAD_URL}?${query}`;
}
