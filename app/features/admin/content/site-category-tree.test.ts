import { describe, expect, it } from 'vitest';
import { branchIds, buildAdminTree, withAncestors, type AdminCategory, type CategoryTreeRow } from './site-category-tree.ts';

const row = (id: number, pid: number, status = 1): AdminCategory => ({ id, pid, status, sort: 0, catname: `c${id}` }) as AdminCategory;

function flat(rows: readonly CategoryTreeRow[]): Array<[number, boolean]> {
  return rows.flatMap((r) => [[r.id, r.offline] as [number, boolean], ...flat(r.children ?? [])]);
}

describe('buildAdminTree offline', () => {
  it('marks what the public does not see: hidden, below a hidden one, or without a parent', () => {
    const tree = buildAdminTree([row(1, 0), row(2, 1), row(3, 1, 0), row(4, 3), row(5, 0, 0), row(6, 5, 0), row(7, 42)]);
    expect(flat(tree)).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [4, true],
      [5, true],
      [6, true],
      [7, true],
    ]);
  });
});

describe('opening the tree', () => {
  const rows = [row(1, 0), row(2, 1), row(3, 2), row(4, 0), row(5, 4), row(6, 0), row(7, 42)];

  it('opens a category and every category above it, and nothing for the top level or an unknown id', () => {
    expect(withAncestors(rows, 3)).toEqual([3, 2, 1]);
    expect(withAncestors(rows, 1)).toEqual([1]);
    expect(withAncestors(rows, 0)).toEqual([]);
    expect(withAncestors(rows, 99)).toEqual([]);
    // A parent that no longer exists ends the chain; a loop in bad data ends too.
    expect(withAncestors(rows, 7)).toEqual([7]);
    expect(withAncestors([row(8, 9), row(9, 8)], 8)).toEqual([8, 9]);
  });

  it('全部展开 opens every category with children, at every level', () => {
    expect(branchIds(buildAdminTree(rows))).toEqual([1, 2, 4]);
  });
});
