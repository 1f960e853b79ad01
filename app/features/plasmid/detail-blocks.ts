// The detail page's blocks, decided as the specification says: by the order of the fields in the read
// call's answer. Walking the answer's keys, each block's first field opens that block and the fields
// that follow belong to it until the next block opens. Keys no block knows (id, features) are skipped.
import { PLASMID_FILTERS, plasmidFilterLabel, type PlasmidFilterKey } from '../../../contracts/plasmid-filters.ts';
import { PLASMID_DETAIL_BLOCKS } from '../../../contracts/plasmid-constants.ts';
import type { PlasmidDetail } from '../../../contracts/api/plasmid.ts';

export type BlockId = (typeof PLASMID_DETAIL_BLOCKS)[number]['id'];

export interface DetailField {
  key: string;
  label: string;
  /** Display text; null shows 暂无信息. */
  value: string | null;
}

export interface DetailBlock {
  id: BlockId;
  title: string;
  fields: DetailField[];
}

const LABELS = new Map<string, string>(PLASMID_DETAIL_BLOCKS.flatMap((b) => b.fields.map(([key, label]) => [key, label] as [string, string])));
const OPENERS = new Map<string, (typeof PLASMID_DETAIL_BLOCKS)[number]>(PLASMID_DETAIL_BLOCKS.map((b) => [b.fields[0][0], b]));

// Property fields that store a filter option's slug show its Chinese label.
const SLUG_FIELDS: Record<string, PlasmidFilterKey> = {
  ...Object.fromEntries(PLASMID_FILTERS.map((f) => [f.column, f.key])),
  plasmid_fragment_species: 'plasmidFragmentSpecies',
};

/** A bare number is yuan (¥720); any other text (面议, "¥1,280 起") is shown as stored. */
export function displayPrice(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  return /^\d+(\.\d+)?$/.test(value.trim()) ? `¥${value.trim()}` : value;
}

function display(key: string, value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const filter = SLUG_FIELDS[key];
  if (filter) return plasmidFilterLabel(filter, value);
  if (key === 'price') return displayPrice(value);
  return value;
}

export function detailBlocks(detail: PlasmidDetail): DetailBlock[] {
  const blocks: DetailBlock[] = [];
  let current: DetailBlock | null = null;
  for (const [key, value] of Object.entries(detail)) {
    const opener = OPENERS.get(key);
    if (opener) {
      current = { id: opener.id, title: opener.title, fields: [] };
      blocks.push(current);
    }
    const label = LABELS.get(key);
    if (!current || !label) continue;
    current.fields.push({ key, label, value: display(key, value) });
  }
  return blocks;
}
