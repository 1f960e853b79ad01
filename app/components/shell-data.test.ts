import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '../../contracts/api/content.ts';
import { navOf, shellTreeTextOf, toShellTree } from './shell-data.ts';

const node = (id: number, pid: number, childs: CategoryNode[] = []) =>
  ({ id, pid, catname: `分类${id}`, type: 1, gourl: null, molds: null, description: '<p>正文</p>', litpic: '/x.png', childs }) as unknown as CategoryNode;

describe('the menu as the root loader sends it', () => {
  const tree = [node(1, 0, [node(2, 1)]), node(3, 0)];

  it('is the menu form of the tree as JSON text, made once per cached tree', () => {
    const text = shellTreeTextOf(tree);
    expect(shellTreeTextOf(tree)).toBe(text);
    expect(JSON.parse(text)).toEqual(toShellTree(tree));
    expect(text).not.toContain('正文');
  });

  it('reads back as the same tree, parsed once per text', () => {
    const text = shellTreeTextOf(tree);
    expect(navOf(text)).toEqual(toShellTree(tree));
    expect(navOf(`${text}`)).toBe(navOf(text));
    expect(navOf('[]')).toEqual([]);
  });
});
