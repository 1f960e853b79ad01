// A lazy island is rendered in full on the server whatever its `load` (decision 0051): the page's
// HTML must not depend on when the browser asks for the code. Only a watched island has a box.
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { lazyIsland, type IslandOptions } from './lazy-island.tsx';

function Greeting({ name }: { name: string }) {
  return createElement('p', { className: 'greeting' }, `Hello, ${name}`);
}

async function serverHtml(options: IslandOptions<{ name: string }>) {
  const island = lazyIsland(() => Promise.resolve(Greeting), options);
  const { prelude } = await prerender(createElement(island.Island, { name: 'Ada' }));
  // Suspense boundaries' comments aside.
  return (await new Response(prelude).text()).replaceAll(/<!--.*?-->/g, '');
}

describe('a lazy island on the server', () => {
  it('renders its component in full, with its props', async () => {
    expect(await serverHtml({ load: 'with-module' })).toBe('<p class="greeting">Hello, Ada</p>');
    expect(await serverHtml({ load: 'when-rendered' })).toBe('<p class="greeting">Hello, Ada</p>');
  });

  it('puts a watched island in a box marked pending', async () => {
    const never = () => () => {};
    expect(await serverHtml({ load: never, className: 'box' })).toBe('<div class="box" data-island="pending"><p class="greeting">Hello, Ada</p></div>');
  });

  it('loads the code once, however often it is asked for', async () => {
    let loads = 0;
    const island = lazyIsland(
      () => {
        loads += 1;
        return Promise.resolve(Greeting);
      },
      { load: 'with-module' },
    );
    await Promise.all([island.preload(), island.preload()]);
    await island.preload();
    expect(loads).toBe(1);
  });
});
