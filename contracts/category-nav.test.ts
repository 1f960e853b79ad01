import { describe, expect, it } from 'vitest';
import {
  categoryRoute,
  categoryTarget,
  footerColumns,
  isAbsoluteHttpUrl,
  isTwoColumnGroup,
  linkClickAction,
  type ClickInfo,
  type NavCategory,
} from './category-nav.ts';

const cat = (over: Partial<NavCategory> & { id: number; type: number }): NavCategory => ({
  pid: 3,
  gourl: null,
  molds: null,
  childs: [],
  ...over,
});

const plainClick: ClickInfo = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe('categoryTarget: routes by type', () => {
  const cases: Array<[NavCategory, string]> = [
    [cat({ id: 11, type: 0 }), '/dynamicIndex?id=11'],
    [cat({ id: 12, type: 1 }), '/dynamicDetail?id=12'],
    [cat({ id: 13, type: 2 }), '/plasmidPlatform/plasmidPlatformList'],
    [cat({ id: 14, type: 3 }), '/contactUS'],
    [cat({ id: 15, type: 4 }), '/crispr-help'],
    [cat({ id: 16, type: 5 }), '/recruitment/enterprise'],
    [cat({ id: 17, type: 6 }), '/newsCenter?type=6&id=17'],
    [cat({ id: 18, type: 7 }), '/newsCenter?type=7&id=18'],
    [cat({ id: 19, type: 8 }), '/productService?id=19'],
    [cat({ id: 20, type: 9, molds: 'cell_cas9' }), '/techService?type=1&id=20&molds=cell_cas9'],
    [cat({ id: 21, type: 10, molds: 'cell_yesheng' }), '/techService?type=0&id=21&molds=cell_yesheng'],
  ];
  it.each(cases)('type %# goes to its route', (node, to) => {
    expect(categoryTarget(node)).toEqual({ kind: 'internal', to });
  });

  it('omits an empty molds from the tech-service link', () => {
    expect(categoryTarget(cat({ id: 22, type: 10, molds: null }))).toEqual({ kind: 'internal', to: '/techService?type=0&id=22' });
  });

  it('shows an unknown type as plain text', () => {
    expect(categoryTarget(cat({ id: 23, type: 42 }))).toEqual({ kind: 'none' });
    expect(categoryRoute({ id: 23, type: -1, molds: null })).toBeNull();
  });
});

describe('categoryTarget: go-URL', () => {
  it('opens an absolute http or https go-URL externally', () => {
    expect(categoryTarget(cat({ id: 1, type: 1, gourl: 'https://example.org/x' }))).toEqual({ kind: 'external', href: 'https://example.org/x' });
    expect(categoryTarget(cat({ id: 1, type: 2, gourl: ' HTTP://Example.org ' }))).toEqual({ kind: 'external', href: 'HTTP://Example.org' });
  });

  it('ignores relative, protocol-relative and non-http go-URLs in favour of the type route', () => {
    for (const gourl of ['/about', 'news/list', '//evil.example', 'javascript:alert(1)', 'mailto:a@b.c', '', 'https://']) {
      expect(categoryTarget(cat({ id: 5, type: 1, gourl }))).toEqual({ kind: 'internal', to: '/dynamicDetail?id=5' });
    }
  });

  it('checks the go-URL before the first-child rule', () => {
    const node = cat({ id: 1, pid: 0, type: 0, gourl: 'https://shop.example', childs: [cat({ id: 2, type: 1 })] });
    expect(categoryTarget(node)).toEqual({ kind: 'external', href: 'https://shop.example' });
  });

  it('recognises absolute addresses only', () => {
    expect(isAbsoluteHttpUrl('https://a.b/c')).toBe(true);
    expect(isAbsoluteHttpUrl('ftp://a.b')).toBe(false);
    expect(isAbsoluteHttpUrl(null)).toBe(false);
    expect(isAbsoluteHttpUrl(undefined)).toBe(false);
  });
});

describe('categoryTarget: top-level type-0 with children', () => {
  it('acts as its first child', () => {
    const node = cat({ id: 1, pid: 0, type: 0, childs: [cat({ id: 7, pid: 1, type: 8 }), cat({ id: 8, pid: 1, type: 1 })] });
    expect(categoryTarget(node)).toEqual({ kind: 'internal', to: '/productService?id=7' });
  });

  it('descends recursively through type-0 first children', () => {
    const node = cat({
      id: 1,
      pid: 0,
      type: 0,
      childs: [cat({ id: 2, pid: 1, type: 0, childs: [cat({ id: 3, pid: 2, type: 9, molds: 'cell_luc' })] })],
    });
    expect(categoryTarget(node)).toEqual({ kind: 'internal', to: '/techService?type=1&id=3&molds=cell_luc' });
  });

  it('uses the first child go-URL when it has one', () => {
    const node = cat({ id: 1, pid: 0, type: 0, childs: [cat({ id: 2, pid: 1, type: 1, gourl: 'https://x.example/' })] });
    expect(categoryTarget(node)).toEqual({ kind: 'external', href: 'https://x.example/' });
  });

  it('keeps its own route without children', () => {
    expect(categoryTarget(cat({ id: 1, pid: 0, type: 0, childs: [] }))).toEqual({ kind: 'internal', to: '/dynamicIndex?id=1' });
    expect(categoryTarget(cat({ id: 1, pid: 0, type: 0, childs: null }))).toEqual({ kind: 'internal', to: '/dynamicIndex?id=1' });
  });

  it('does not apply to a nested type-0 category or to other top-level types', () => {
    const child = cat({ id: 9, pid: 4, type: 1 });
    expect(categoryTarget(cat({ id: 4, pid: 2, type: 0, childs: [child] }))).toEqual({ kind: 'internal', to: '/dynamicIndex?id=4' });
    expect(categoryTarget(cat({ id: 4, pid: 0, type: 8, childs: [child] }))).toEqual({ kind: 'internal', to: '/productService?id=4' });
  });

  it('lets the caller say what is top level', () => {
    const node = cat({ id: 4, pid: 2, type: 0, childs: [cat({ id: 9, pid: 4, type: 3 })] });
    expect(categoryTarget(node, { isTopLevel: true })).toEqual({ kind: 'internal', to: '/contactUS' });
    const root = cat({ id: 4, pid: 0, type: 0, childs: [cat({ id: 9, pid: 4, type: 3 })] });
    expect(categoryTarget(root, { isTopLevel: false })).toEqual({ kind: 'internal', to: '/dynamicIndex?id=4' });
  });

  it('stops on a looping tree', () => {
    const loop: NavCategory = { id: 1, pid: 0, type: 0, childs: [] };
    (loop as unknown as { childs: NavCategory[] }).childs = [loop];
    expect(categoryTarget(loop)).toEqual({ kind: 'none' });
  });
});

describe('linkClickAction', () => {
  const internal = { kind: 'internal', to: '/dynamicDetail?id=3' } as const;

  it('navigates on the client from ordinary pages', () => {
    expect(linkClickAction(internal, '/', plainClick)).toEqual({ kind: 'navigate', to: '/dynamicDetail?id=3' });
  });

  it('replaces the route and reloads on /techService', () => {
    expect(linkClickAction(internal, '/techService', plainClick)).toEqual({ kind: 'replace-reload', to: '/dynamicDetail?id=3' });
  });

  it('leaves external links and modified clicks to the browser', () => {
    expect(linkClickAction({ kind: 'external', href: 'https://a.b' }, '/', plainClick)).toEqual({ kind: 'browser' });
    expect(linkClickAction(internal, '/', { ...plainClick, ctrlKey: true })).toEqual({ kind: 'browser' });
    expect(linkClickAction(internal, '/', { ...plainClick, metaKey: true })).toEqual({ kind: 'browser' });
    expect(linkClickAction(internal, '/', { ...plainClick, button: 1 })).toEqual({ kind: 'browser' });
    expect(linkClickAction(internal, '/techService', { ...plainClick, defaultPrevented: true })).toEqual({ kind: 'browser' });
  });
});

describe('footer and mobile menu layout rules', () => {
  const tree = Array.from({ length: 6 }, (_a, i) => ({ id: i, childs: Array.from({ length: i + 3 }, (_b, j) => ({ id: 100 * i + j, childs: [] })) }));

  it('takes the first 4 top categories with up to 5 children each', () => {
    const columns = footerColumns(tree);
    expect(columns.map((c) => c.node.id)).toEqual([0, 1, 2, 3]);
    expect(columns.map((c) => c.childs.length)).toEqual([3, 4, 5, 5]);
    expect(columns[3].childs.map((c) => c.id)).toEqual([300, 301, 302, 303, 304]);
  });

  it('copes with fewer categories and missing children', () => {
    expect(footerColumns([{ id: 1, childs: null }])).toEqual([{ node: { id: 1, childs: null }, childs: [] }]);
  });

  it('uses two columns for groups of 6 to 10 children', () => {
    expect([5, 6, 8, 10, 11].map(isTwoColumnGroup)).toEqual([false, true, true, true, false]);
  });
});
