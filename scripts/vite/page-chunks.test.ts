import { describe, expect, it } from 'vitest';
import { pageChunks, staticClosure } from './page-chunks.ts';

const graph = (edges: Record<string, string[]>) => ({
  getModuleIds: () => Object.keys(edges)[Symbol.iterator](),
  getModuleInfo: (id: string) => (id in edges ? { importedIds: edges[id] } : null),
});

describe('the browser build’s chunk groups', () => {
  it('follows static imports through shared modules and cycles, once each', () => {
    const closure = staticClosure(graph({ root: ['header', 'footer'], header: ['menu', 'footer'], menu: ['header'], footer: [], lazy: ['menu'] }), 'root');
    expect([...closure].toSorted()).toEqual(['footer', 'header', 'menu', 'root']);
  });

  it('puts what the root imports in the shell and React in the framework, only in the browser build', () => {
    const { plugin, codeSplitting } = pageChunks();
    const [framework, shell] = codeSplitting.groups;
    const edges = {
      '/p/app/root.tsx': ['/p/app/components/site-shell.tsx', '/p/node_modules/react/index.js'],
      '/p/app/components/site-shell.tsx': [],
      '/p/node_modules/react/index.js': [],
      '/p/app/routes/home.tsx': ['/p/app/features/home/carousel.tsx'],
      '/p/app/features/home/carousel.tsx': [],
    };
    const buildEnd = plugin.buildEnd as (this: unknown) => void;
    buildEnd.call({ ...graph(edges), environment: { config: { build: { ssr: false } } } });
    expect(shell.test('/p/app/components/site-shell.tsx')).toBe(true);
    expect(shell.test('/p/app/features/home/carousel.tsx')).toBe(false);
    // The root is a route module, an entry of its own.
    expect(shell.test('/p/app/root.tsx')).toBe(false);
    expect(framework.test('/p/node_modules/react/index.js')).toBe(true);
    expect(framework.priority).toBeGreaterThan(shell.priority);

    buildEnd.call({ ...graph(edges), environment: { config: { build: { ssr: true } } } });
    expect(shell.test('/p/app/components/site-shell.tsx')).toBe(false);
    expect(framework.test('/p/node_modules/react/index.js')).toBe(false);
  });
});
