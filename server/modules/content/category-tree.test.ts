import { describe, expect, it } from 'vitest';
import { bannerOf, buildCategoryIndex, previewRows, type CategoryRow } from './category-tree.ts';

const row = (id: number, pid: number, extra: Partial<CategoryRow> = {}): CategoryRow => ({
  id,
  pid,
  catname: `c${id}`,
  encatname: null,
  type: 0,
  gourl: null,
  molds: null,
  tid: null,
  litpic: null,
  litpicm: null,
  description: null,
  keywords: null,
  body: `<p>body ${id}</p>`,
  youshi: `<p>youshi ${id}</p>`,
  is_teshu: 0,
  sort: 0,
  ...extra,
});

const ids = (nodes: { id: number }[]) => nodes.map((n) => n.id);

describe('buildCategoryIndex', () => {
  it('nests every level and orders siblings by sort then id', () => {
    const index = buildCategoryIndex([
      row(5, 0, { sort: 2 }),
      row(3, 0, { sort: 1 }),
      row(4, 0, { sort: 1 }),
      row(10, 3, { sort: 9 }),
      row(11, 3, { sort: 0 }),
      row(20, 11),
    ]);
    expect(ids(index.full)).toEqual([3, 4, 5]);
    expect(ids(index.full[0].childs)).toEqual([11, 10]);
    expect(ids(index.full[0].childs[0].childs)).toEqual([20]);
    expect(index.full[0].childs[0].childs[0].childs).toEqual([]);
  });

  it('keeps body and youshi in the full tree only', () => {
    const index = buildCategoryIndex([row(1, 0), row(2, 1)]);
    expect(index.full[0].childs[0].body).toBe('<p>body 2</p>');
    expect(index.menu[0].body).toBeNull();
    expect(index.menu[0].childs[0].youshi).toBeNull();
    expect(index.menu[0].childs[0].catname).toBe('c2');
  });

  it('leaves out rows whose parent is missing (hidden) with their subtree, and pid cycles', () => {
    const index = buildCategoryIndex([row(1, 0), row(2, 99), row(3, 2), row(7, 8), row(8, 7)]);
    expect(ids(index.full)).toEqual([1]);
    expect([...index.byId.keys()]).toEqual([1]);
  });

  it('lists special categories once, with their childs, outermost first', () => {
    const index = buildCategoryIndex([
      row(1, 0),
      row(2, 1, { is_teshu: 1, sort: 5 }),
      row(3, 2, { is_teshu: 1 }),
      row(4, 0, { is_teshu: 1, sort: 1 }),
      row(5, 4),
    ]);
    expect(ids(index.teshu)).toEqual([4, 2]);
    expect(ids(index.teshu[1].childs)).toEqual([3]);
    expect(index.teshu[0].body).toBeNull();
  });
});

describe('bannerOf', () => {
  const { byId } = buildCategoryIndex([
    row(1, 0, { litpic: '/top.png' }),
    row(2, 1),
    row(3, 2, { litpic: '  ' }),
    row(4, 3, { litpic: '/own.png' }),
    row(5, 0),
  ]);
  it('uses the own picture, else the nearest ancestor, else the default', () => {
    expect(bannerOf(4, byId, '/d.svg')).toBe('/own.png');
    expect(bannerOf(3, byId, '/d.svg')).toBe('/top.png');
    expect(bannerOf(5, byId, '/d.svg')).toBe('/d.svg');
    expect(bannerOf(404, byId, '/d.svg')).toBe('/d.svg');
  });
});

describe('previewRows', () => {
  const visible = [row(1, 0), row(2, 1), row(5, 4)];
  const hidden = [row(3, 1), row(4, 0), row(6, 4), row(7, 6), row(8, 9), row(10, 11), row(11, 10)];

  it('adds the hidden category itself below a shown parent', () => {
    expect(ids(previewRows(3, visible, hidden))).toEqual([3]);
  });

  it('adds its hidden ancestors, not their other hidden children', () => {
    expect(ids(previewRows(7, visible, hidden))).toEqual([7, 6, 4]);
    const index = buildCategoryIndex([...visible, ...previewRows(7, visible, hidden)]);
    expect(ids(index.full.find((n) => n.id === 4)!.childs)).toEqual([5, 6]);
  });

  it('makes a shown category below a hidden one reachable', () => {
    expect(ids(previewRows(5, visible, hidden))).toEqual([4]);
  });

  it('adds nothing for a missing category, an orphan or a pid cycle', () => {
    expect(previewRows(99, visible, hidden)).toEqual([]);
    expect(previewRows(8, visible, hidden)).toEqual([]);
    expect(previewRows(10, visible, hidden)).toEqual([]);
    expect(previewRows(2, visible, hidden)).toEqual([]);
  });
});
