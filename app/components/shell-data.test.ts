import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '../../contracts/api/content.ts';
import { serverContext, type ServerContext } from '../server-context.ts';
import { blockTextOf } from '../page-assembly/packed-data.ts';
import { EMPTY_SHELL, navOf, packShellTree, toShellTree } from './shell-data.ts';

const node = (id: number, pid: number, childs: CategoryNode[] = []) =>
  ({ id, pid, catname: `分类${id}`, type: 1, gourl: null, molds: null, description: '<p>正文</p>', litpic: '/x.png', childs }) as unknown as CategoryNode;

function loaderContext(page: boolean) {
  const context = new RouterContextProvider();
  context.set(serverContext, { page } as ServerContext);
  return context;
}

describe('the menu as the root loader sends it', () => {
  const tree = [node(1, 0, [node(2, 1)]), node(3, 0)];

  it('is the menu form of the tree, packed once per cached tree', () => {
    const packed = packShellTree(loaderContext(true), tree);
    expect(packShellTree(loaderContext(true), tree)).toBe(packed);
    expect(JSON.parse(blockTextOf(packed)!)).toEqual(toShellTree(tree));
    expect(blockTextOf(packed)).not.toContain('正文');
    // A data request gets the same menu as text.
    const inline = packShellTree(loaderContext(false), tree);
    expect(JSON.parse((inline as { packedJson: string }).packedJson)).toEqual(toShellTree(tree));
  });

  it('reads back as the same tree on the server, and an empty shell has no menu', () => {
    const packed = packShellTree(loaderContext(true), tree);
    expect(navOf(packed)).toEqual(toShellTree(tree));
    expect(navOf(packed)).toBe(navOf(packed));
    expect(navOf(EMPTY_SHELL.nav)).toEqual([]);
  });
});
