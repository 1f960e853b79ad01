// Shapes and messages of the plasmid calls (/api/v1/zhili/*), shared by the server and the plasmid
// pages: the list call's parameters, its page in both readings of the specification, the detail with
// its fields in the order that decides the page's blocks, and the sequence downloads.
import { z } from 'zod';
import { isBlank, requiredInt } from './form-fields.ts';
import { PLASMID_FILTERS, type PlasmidFilterKey } from './plasmid-filters.ts';
import { PLASMID_MESSAGES, PLASMID_PAGE_SIZE, PLASMID_MAX_SIZE, PLASMID_SEARCH_MAX, PLASMID_MAX_PAGE, PLASMID_QUICK_LINKS, type PlasmidDetailField, PLASMID_DETAIL_FIELDS, PLASMID_DOWNLOAD_FORMATS, type PlasmidDownloadFormat } from './plasmid-constants.ts';
export { PLASMID_MESSAGES, PLASMID_PAGE_SIZE, PLASMID_MAX_SIZE, PLASMID_SEARCH_MAX, PLASMID_MAX_PAGE, PLASMID_QUICK_LINKS, type PlasmidDetailField, PLASMID_DETAIL_FIELDS };

/** A whole number sent as a number or a string; null when malformed. */
function wholeNumber(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const text = String(value).trim();
  return /^\d{1,10}$/.test(text) ? Number(text) : null;
}

/**
 * `page` counts from 1 (the reading with page size 10). The other reading starts at 0: page 0 is
 * therefore also the first page, so both kinds of caller get their first page.
 */
const pageParam = z.unknown().optional().transform((value, ctx) => {
  if (isBlank(value)) return 1;
  const n = wholeNumber(value);
  if (n === null) {
    ctx.addIssue({ code: 'custom', message: PLASMID_MESSAGES.pageInvalid });
    return z.NEVER;
  }
  return Math.max(1, n);
});

const sizeParam = z.unknown().optional().transform((value, ctx) => {
  if (isBlank(value)) return PLASMID_PAGE_SIZE;
  const n = wholeNumber(value);
  if (n === null || n < 1 || n > PLASMID_MAX_SIZE) {
    ctx.addIssue({ code: 'custom', message: PLASMID_MESSAGES.sizeInvalid });
    return z.NEVER;
  }
  return n;
});

/** A filter or search parameter: any scalar becomes trimmed text; absent, null and '' become null. */
const textParam = z.unknown().optional().transform((value) => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim().slice(0, PLASMID_SEARCH_MAX);
  return text === '' ? null : text;
});

const filterShape = Object.fromEntries(PLASMID_FILTERS.map((f) => [f.key, textParam])) as Record<PlasmidFilterKey, typeof textParam>;

/**
 * `/api/v1/zhili/index`: page, size, the seven filters ('all', '' or null = no filter; the option's
 * slug or its Chinese label), itemNo and name (contained, case-insensitive).
 */
export const plasmidIndexInput = z.object({
  page: pageParam,
  size: sizeParam,
  ...filterShape,
  itemNo: textParam,
  name: textParam,
});
export type PlasmidListQuery = z.output<typeof plasmidIndexInput>;

const idParam = requiredInt(PLASMID_MESSAGES.idRequired, PLASMID_MESSAGES.idInvalid);

/** `/api/v1/zhili/read`: the plasmid's id (the detail page's `listId`). */
export const plasmidReadInput = z.object({ id: idParam });

export { PLASMID_DOWNLOAD_FORMATS, type PlasmidDownloadFormat };

/**
 * `/api/v1/zhili/download`: the sequence as a FASTA or GenBank file named by the item number. The
 * detail page in preview passes its token on, so a hidden plasmid's file downloads there too; a bad
 * or foreign token is no error, it just previews nothing (the plasmid must then be shown).
 */
export const plasmidDownloadInput = z.object({
  id: idParam,
  format: z.enum(PLASMID_DOWNLOAD_FORMATS, { error: PLASMID_MESSAGES.formatInvalid }),
  preview: z.string().optional().catch(undefined).describe('预览令牌（详情页预览链接中的 preview）：未发布的质粒仅凭该质粒的有效令牌可下载，答复不缓存'),
});

/**
 * A list row. The specification saw two spellings of the item number and the species, so both are
 * given. Filter fields hold the option slug (what the filters take); `labels` are what pages show.
 */

/**
 * `/api/v1/zhili/read` data: `id`, then every detail field in block order (missing text is null;
 * `functionIntroduction` and `introduction` are sanitised HTML; `profile` is the map picture's URL),
 * then `features`: the annotated map features, 1-based inclusive positions.
 */
