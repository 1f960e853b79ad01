// The labels the English catalogue pages show through messageIn (plasmid filters and detail fields,
// the purchase form's options) all have their English, and none of it is Chinese.
import { describe, expect, it } from 'vitest';
import { englishOf } from './english-messages.ts';
import { PLASMID_FILTERS, PLASMID_NO_VALUE, type PlasmidFilterOption } from './plasmid-filters.ts';
import { PLASMID_DETAIL_BLOCKS, PLASMID_NO_INFO } from './plasmid-constants.ts';
import { HOW_LIAOJIE_OPTIONS } from './product-constants.ts';

const labels = [
  ...PLASMID_FILTERS.flatMap((filter) => [filter.title, ...(filter.options as readonly PlasmidFilterOption[]).map((option) => option.label)]),
  ...PLASMID_DETAIL_BLOCKS.flatMap((block) => [block.title, ...block.fields.map(([, label]) => label)]),
  PLASMID_NO_VALUE,
  PLASMID_NO_INFO,
  ...HOW_LIAOJIE_OPTIONS,
].filter((label) => /[\u4e00-\u9fff]/.test(label));

describe('English of the catalogue labels', () => {
  it('pairs every Chinese label with English text', () => {
    expect(labels.length).toBeGreaterThan(60);
    const missing = labels.filter((label) => !englishOf(label) || /[\u4e00-\u9fff]/.test(englishOf(label)!));
    expect(missing).toEqual([]);
  });

  it('words one Chinese label the same way wherever it appears', () => {
    expect(englishOf('原核抗性')).toBe('Prokaryotic resistance');
    expect(englishOf('哺乳动物细胞')).toBe('Mammalian cells');
    expect(englishOf(PLASMID_NO_INFO)).toBe('No information');
  });
});
