import { describe, expect, it } from 'vitest';
import { buildAdminTree, type AdminCategory, type CategoryTreeRow } from './site-category-tree.ts';

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
