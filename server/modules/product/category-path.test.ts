import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '../../../contracts/api/content.ts';
import { activeModel, categoryPath, subtreeIds, techModels } from './category-path.ts';

const node = (id: number, pid: number, type: number, molds: string | null, childs: CategoryNode[] = []): CategoryNode => ({
  id, pid, catname: `c${id}`, encatname: null, type, gourl: null, molds, tid: null, litpic: null, litpicm: null,
  description: null, keywords: null, body: null, youshi: null, sort: 0, childs,
});

const tree = [
  node(1, 0, 0, null, [node(11, 1, 1, null)]),
  node(2, 0, 10, 'cell_yesheng', [node(21, 2, 10, 'cell_yesheng'), node(23, 2, 9, 'cell_luc'), node(27, 2, 10, null), node(28, 2, 10, 'cell_yesheng')]),
  node(4, 0, 8, null, [node(41, 4, 8, null, [node(411, 41, 8, null)])]),
];

describe('category helpers of the product pages', () => {
  it('finds the path from the top level and every id below a category', () => {
    expect(categoryPath(tree, 411).map((n) => n.id)).toEqual([4, 41, 411]);
    expect(categoryPath(tree, 999)).toEqual([]);
    expect(subtreeIds(tree[2]!)).toEqual([4, 41, 411]);
  });

  it('lists the technical models below the section, in tree order, without categories lacking a molds', () => {
    expect(techModels(tree)).toEqual([
      { name: 'c21', type: 0, tid: 21, molds: 'cell_yesheng' },
      { name: 'c23', type: 1, tid: 23, molds: 'cell_luc' },
      { name: 'c28', type: 0, tid: 28, molds: 'cell_yesheng' },
    ]);
    // A lone section without technical children is itself the model.
    expect(techModels([node(2, 0, 10, 'cell_cas9')])).toEqual([{ name: 'c2', type: 0, tid: 2, molds: 'cell_cas9' }]);
  });

  it('highlights the entry matching molds (the one of the id when several share it), else the id, else the first', () => {
    const models = techModels(tree);
    expect(activeModel(models, null, 'cell_luc')?.tid).toBe(23);
    expect(activeModel(models, 28, 'cell_yesheng')?.tid).toBe(28);
    expect(activeModel(models, 2, 'cell_yesheng')?.tid).toBe(21);
    expect(activeModel(models, 23, null)?.tid).toBe(23);
    expect(activeModel(models, null, 'nothing')?.tid).toBe(21);
    expect(activeModel([], null, null)).toBeNull();
  });
});
