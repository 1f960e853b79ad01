// The seven filters of the plasmid list as the page offers them: the URL name, the list call's key, the
// column heading and one option (label and slug) each. The browser walks two of them end to end
// (e2e/plasmid-list.spec.ts); what each filter selects is the API tier's (plasmid-api.test.ts, every
// option of every filter).
import { describe, expect, it } from 'vitest';
import { PLASMID_FILTERS } from './plasmid-filters.ts';

const SEVEN = [
  { state: 'host', key: 'plasmidHost', title: '质粒宿主', label: '慢病毒', value: 'lentivirus' },
  { state: 'plasmidUsage', key: 'plasmidUsage', title: '质粒用途', label: '蛋白表达', value: 'protein_expression' },
  { state: 'fragmentType', key: 'plasmidFragmentType', title: '片段类型', label: 'shRNA', value: 'shrna' },
  { state: 'fragmentSpecies', key: 'plasmidFragmentSpecies', title: '片段物种', label: '小鼠', value: 'mouse' },
  { state: 'nuclearResistance', key: 'plasmidNuclearResistance', title: '原核抗性', label: '卡那霉素', value: 'kanamycin' },
  { state: 'eukaryoticResistance', key: 'plasmidEukaryoticResistance', title: '真核抗性', label: '嘌呤霉素', value: 'puromycin' },
  { state: 'fluorescentMarker', key: 'plasmidFluorescentMarker', title: '荧光标记', label: '绿色', value: 'green' },
];

describe('plasmid list filters', () => {
  it('are the seven of the page, in order, with their URL names, call keys and headings', () => {
    expect(PLASMID_FILTERS.map(({ state, key, title }) => ({ state, key, title }))).toEqual(SEVEN.map(({ state, key, title }) => ({ state, key, title })));
  });

  it('each offers 全部 first, then its options by label and slug', () => {
    for (const [index, filter] of PLASMID_FILTERS.entries()) {
      expect(filter.options[0], filter.key).toMatchObject({ label: '全部' });
      expect(filter.options, filter.key).toContainEqual(expect.objectContaining({ label: SEVEN[index]!.label, value: SEVEN[index]!.value }));
    }
  });
});
