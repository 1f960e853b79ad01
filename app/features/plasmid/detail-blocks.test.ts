// Blocks follow the order of the read call's fields; empty text is null (the page shows 暂无信息).
import { describe, expect, it } from 'vitest';
import type { PlasmidDetail } from '../../../contracts/api/plasmid.ts';
import { detailBlocks } from './detail-blocks.ts';

/** The plasmid detail fields in the order of the specification (section 3). */
const DETAIL_FIELDS = [
  'item_no',
  'name',
  'specification',
  'price',
  'alias',
  'promoter',
  'replicon',
  'terminator',
  'classification',
  'size',
  'tag',
  'nuclear_resistance',
  'eukaryotic_resistance',
  'clone_strain',
  'culture_condition',
  'expression_host',
  'selection_marker',
  'induced_way',
  'three_sequence_primer',
  'five_sequence_primer',
  'remark',
  'plasmid_host',
  'plasmid_usage',
  'plasmid_type',
  'plasmid_species',
  'plasmid_fragment_species',
  'plasmid_fragment_type',
  'plasmid_nuclear_resistance',
  'plasmid_eukaryotic_resistance',
  'plasmid_selection_marker',
  'plasmid_fluorescent_marker',
  'functionIntroduction',
  'introduction',
  'profile',
  'sequence',
];

function detail(values: Record<string, string | null>): PlasmidDetail {
  const out: Record<string, unknown> = { id: 7 };
  for (const field of DETAIL_FIELDS) out[field] = values[field] ?? null;
  out.features = [];
  return out as PlasmidDetail;
}

describe('detailBlocks', () => {
  it('opens the seven blocks in order and puts every field in its block', () => {
    const blocks = detailBlocks(detail({ item_no: 'P0001', name: 'pX', price: '720', plasmid_host: 'e_coli', plasmid_fragment_species: 'mouse', tag: '  ' }));
    expect(blocks.map((b) => b.title)).toEqual(['产品信息', '基本信息', '质粒属性', '功能介绍', '质粒介绍', '质粒图谱', '质粒序列']);
    expect(blocks[0]!.fields.map((f) => [f.label, f.value])).toEqual([
      ['货号', 'P0001'],
      ['产品名称', 'pX'],
      ['规格', null],
      ['价格', '¥720'],
      ['别名', null],
    ]);
    expect(blocks[1]!.fields.find((f) => f.key === 'tag')!.value).toBeNull();
    const properties = blocks[2]!.fields;
    expect(properties.find((f) => f.key === 'plasmid_host')!.value).toBe('大肠杆菌');
    expect(properties.find((f) => f.key === 'plasmid_fragment_species')!.value).toBe('小鼠');
  });

  it('lets the answer order decide: a field moved after another block opener joins that block', () => {
    const base = detail({ remark: '备注文字' }) as unknown as Record<string, unknown>;
    const { remark, ...rest } = base;
    const reordered = { ...rest, remark } as unknown as PlasmidDetail;
    const blocks = detailBlocks(reordered);
    expect(blocks.at(-1)!.fields.map((f) => f.key)).toEqual(['sequence', 'remark']);
    expect(blocks[1]!.fields.some((f) => f.key === 'remark')).toBe(false);
  });
});
