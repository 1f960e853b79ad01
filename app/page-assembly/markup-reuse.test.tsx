// @vitest-environment happy-dom
import { act, useId, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkupReuseContext, ReusedMarkup, type MarkupReuse } from '../components/reused-markup.tsx';
import { createMarkupStore, innerMarkupOf } from './markup-reuse.ts';

const bytes = (html: string) => Buffer.from(html);

describe('innerMarkupOf', () => {
  it('cuts out the inside of the marked element, nested elements of the same tag included', () => {
    const page = bytes('<div><footer class="a" data-reuse="f"><p>x</p><footer>in<footer>deeper</footer></footer><footerx>y</footerx></footer><footer>other</footer></div>');
    expect(innerMarkupOf(page, 'footer', 'f')).toBe('<p>x</p><footer>in<footer>deeper</footer></footer><footerx>y</footerx>');
  });

  it('keeps multi-byte text whole', () => {
    expect(innerMarkupOf(bytes('<aside data-reuse="s">澄源 <b>基因</b></aside>'), 'aside', 's')).toBe('澄源 <b>基因</b>');
  });

  it('finds nothing when the mark is missing, repeated or the element never closes', () => {
    expect(innerMarkupOf(bytes('<footer>x</footer>'), 'footer', 'f')).toBeNull();
    expect(innerMarkupOf(bytes('<footer data-reuse="f">a</footer><footer data-reuse="f">b</footer>'), 'footer', 'f')).toBeNull();
    expect(innerMarkupOf(bytes('<footer data-reuse="f"><footer>a</footer>'), 'footer', 'f')).toBeNull();
  });
});

describe('createMarkupStore', () => {
  const page = (inside: string) => bytes(`<main></main><header class="h" data-reuse="head">${inside}</header>`);

  it('misses, keeps what the finished page holds, then answers the same inputs with it', () => {
    const store = createMarkupStore();
    const settings = { phone: '400' };
    const first = store.forRender();
    expect(first.lookup('head', 'header', ['zh', '/', settings])).toBeUndefined();
    first.capture(page('<a href="/">首页</a>'));
    const second = store.forRender();
    expect(second.lookup('head', 'header', ['zh', '/', settings])).toBe('<a href="/">首页</a>');
  });

  it('tells inputs apart: another language, address or object (new content) is another part', () => {
    const store = createMarkupStore();
    const settings = { phone: '400' };
    const render = store.forRender();
    render.lookup('head', 'header', ['zh', '/', settings]);
    render.capture(page('x'));
    const next = store.forRender();
    expect(next.lookup('head', 'header', ['en', '/', settings])).toBeUndefined();
    expect(next.lookup('head', 'header', ['zh', '/news', settings])).toBeUndefined();
    expect(next.lookup('head', 'header', ['zh', '/', { phone: '400' }])).toBeUndefined();
    expect(next.lookup('head', 'header', ['zh', '/', settings, undefined])).toBeUndefined();
  });

  it('tells long texts apart by their content, not their identity', () => {
    const store = createMarkupStore();
    const menu = JSON.stringify(Array.from({ length: 50 }, (_, id) => ({ id, catname: `类别 ${id}` })));
    const render = store.forRender();
    render.lookup('head', 'header', [menu]);
    render.capture(page('menu'));
    expect(store.forRender().lookup('head', 'header', [menu.slice(0, -1) + ']'])).toBe('menu');
    expect(store.forRender().lookup('head', 'header', [menu.replace('类别 7', '类别 8')])).toBeUndefined();
  });

  it('keeps nothing that belongs to one response or one tree position: scripts, nonces, generated ids, waiting boundaries', () => {
    for (const inside of ['<script>1</script>', '<style nonce="abc"></style>', '<input id="_R_6aj5_"/>', '<!--$?--><template></template><!--/$-->']) {
      const store = createMarkupStore();
      const render = store.forRender();
      render.lookup('head', 'header', ['zh']);
      render.capture(page(inside));
      expect(store.size, inside).toBe(0);
    }
  });

  it('holds at most its limit, dropping the least recently used', () => {
    const store = createMarkupStore(2);
    for (const path of ['/a', '/b']) {
      const render = store.forRender();
      render.lookup('head', 'header', [path]);
      render.capture(page(path));
    }
    expect(store.forRender().lookup('head', 'header', ['/a'])).toBe('/a');
    const render = store.forRender();
    render.lookup('head', 'header', ['/c']);
    render.capture(page('/c'));
    expect(store.size).toBe(2);
    expect(store.forRender().lookup('head', 'header', ['/b'])).toBeUndefined();
    expect(store.forRender().lookup('head', 'header', ['/a'])).toBe('/a');
  });
});

describe('ReusedMarkup', () => {
  function Counter() {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        pressed {count}
      </button>
    );
  }
  function Page({ reuse }: { reuse: MarkupReuse | null }) {
    const id = useId();
    return (
      <MarkupReuseContext value={reuse}>
        <div>
          <label htmlFor={id}>before</label>
          <input id={id} />
          <ReusedMarkup as="footer" name="foot" className="site-footer" inputs={['zh']}>
            <a href="/newsCenter">新闻中心</a> text {'a'}
            {'b'}
            <Counter />
          </ReusedMarkup>
        </div>
      </MarkupReuseContext>
    );
  }

  it('writes the same page from reused markup as from a render, and the browser hydrates it', async () => {
    const store = createMarkupStore();
    const first = store.forRender();
    const rendered = renderToString(<Page reuse={first} />);
    first.capture(bytes(rendered));
    expect(store.size).toBe(1);
    const reused = renderToString(<Page reuse={store.forRender()} />);
    expect(reused).toBe(rendered);

    const container = document.createElement('div');
    container.innerHTML = reused;
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <Page reuse={null} />, { onRecoverableError: (error) => errors.push(error) }));
    const button = container.querySelector('button')!;
    await act(async () => button.click());
    expect(button.textContent).toBe('pressed 1');
    expect(errors).toEqual([]);
    root.unmount();
  });
});
