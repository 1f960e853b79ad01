// @vitest-environment happy-dom
// Issue 35 point 6: React reported #422 now and then while hydrating the sign-in pages' islands (3 of
// 100 fresh loads on a busy machine). The cause React gave was #467, "Update hook called on initial
// render", from the island's useEffect: the render that suspended on the island's code was retried
// after the code had arrived, and that retry skipped `use`, so it called different hooks than the
// attempt before it. Here the code arrives within the same task as the suspension, which is when
// React retries that way.
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { lazyIsland, type IslandOptions } from './lazy-island.tsx';

function Greeting({ name }: { name: string }) {
  return createElement('p', { className: 'greeting' }, `Hello, ${name}`);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function hydrateIsland(options: IslandOptions<{ name: string }>) {
  const server = lazyIsland(() => Promise.resolve(Greeting), options);
  const { prelude } = await prerender(createElement(server.Island, { name: 'Ada' }));
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);

  // The browser's module: a fresh island whose code is on its way as hydration starts.
  const client = lazyIsland(() => Promise.resolve(Greeting), options);
  const errors: unknown[] = [];
  const root = hydrateRoot(container, createElement(client.Island, { name: 'Ada' }), {
    onRecoverableError: (error) => errors.push(error),
    onUncaughtError: (error) => errors.push(error),
  });
  for (let turn = 0; turn < 5; turn++) await settle();
  const text = container.textContent;
  root.unmount();
  container.remove();
  return { errors, text };
}

describe('a lazy island in the browser', () => {
  for (const load of ['with-module', 'when-rendered'] as const) {
    it(`hydrates without an error when its code arrives while React waits for it (${load})`, async () => {
      for (let round = 0; round < 5; round++) {
        const { errors, text } = await hydrateIsland({ load });
        expect(errors.map(String)).toEqual([]);
        expect(text).toBe('Hello, Ada');
      }
    });
  }

  it('renders at once, without suspending, once the code has come (a client-side navigation after preload)', async () => {
    const island = lazyIsland(() => Promise.resolve(Greeting), { load: 'when-rendered' });
    await island.preload();
    const container = document.createElement('div');
    const root = createRoot(container);
    flushSync(() => root.render(createElement(island.Island, { name: 'Ada' })));
    expect(container.textContent).toBe('Hello, Ada');
    root.unmount();
  });
});
