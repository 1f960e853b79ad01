// Fences around what the page layer reads in React DOM's server HTML (docs/rendering.md): the text
// scanners of critical CSS, reused markup and the one-pass render look for React's exact spelling.
// A failure names the assumption and its upgrade checklist entry.
import { Suspense, use, useId } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderAtOnce } from '../../app/page-assembly/render-at-once.ts';
import { htmlClasses } from '../../app/critical-css/critical-css.ts';
import { innerMarkupOf } from '../../app/page-assembly/markup-reuse.ts';
import { fence } from './fence.ts';

function Fails(): null {
  throw new Error('broken part');
}
const never = new Promise<never>(() => {});
function Waits(): null {
  return use(never);
}
function WithId() {
  return <label htmlFor={useId()}>名称</label>;
}

describe('React DOM’s server HTML as the page layer reads it', () => {
  it('R1: a boundary that failed on the server is marked <!--$!--> (render-at-once.ts then renders the waiting way)', () => {
    const html = renderToString(
      <div>
        <Suspense fallback={<p>…</p>}>
          <Fails />
        </Suspense>
      </div>,
    );
    const assumption = 'renderToString marks a Suspense boundary it could not render with <!--$!--> (CLIENT_RENDERED_BOUNDARY)';
    expect(html.includes('<!--$!-->'), fence('R1', assumption)).toBe(true);
    expect(
      renderAtOnce(
        <Suspense fallback={<p>…</p>}>
          <Waits />
        </Suspense>,
      ),
      fence('R1', `${assumption}, also for a part that suspends`),
    ).toBeNull();
  });

  it('R2: class attributes are written ` class="…"` with names split by white space (critical-css.ts htmlClasses)', () => {
    const html = renderToString(<div className="ant-btn  ant-btn-primary">x</div>);
    expect(html.includes(' class="ant-btn  ant-btn-primary"'), fence('R2', 'React writes className as ` class="…"` (one space, double quotes, value as given)')).toBe(true);
    expect([...htmlClasses(html)]).toEqual(['ant-btn', 'ant-btn-primary']);
  });

  it('R3: ids from useId contain _R_ (markup-reuse.ts keeps no part holding one)', () => {
    const html = renderToString(<WithId />);
    expect(/for="[^"]*_R_[^"]*"/.test(html), fence('R3', 'React’s useId ids on the server contain `_R_` (markup-reuse.ts UNSAFE, antd-theme.ts ANTD_CSS_VAR_KEY)')).toBe(true);
  });

  it('R4: `<` and `>` in text and attribute values are escaped, so every `<` in a part starts a tag (markup-reuse.ts innerMarkupOf)', () => {
    const html = renderToString(
      <header data-reuse="h" title="a<header>b">
        <p>{'<header>x</header>'}</p>
        <header>inner</header>
      </header>,
    );
    const assumption = 'React escapes `<` and `>` in text and attribute values';
    expect(!html.slice(1).includes('<header>x') && !html.includes('"a<header>b"'), fence('R4', assumption)).toBe(true);
    expect(innerMarkupOf(Buffer.from(html), 'header', 'h'), fence('R4', assumption)).toBe('<p>&lt;header&gt;x&lt;/header&gt;</p><header>inner</header>');
  });

  it('R5: a boundary still waiting is marked <!--$?--> in a streamed shell (markup-reuse.ts keeps no part holding one)', async () => {
    const controller = new AbortController();
    const stream = await renderToReadableStream(
      <div>
        <Suspense fallback={<p>…</p>}>
          <Waits />
        </Suspense>
      </div>,
      { signal: controller.signal, onError: () => undefined },
    );
    const reader = stream.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    await reader.cancel().catch(() => undefined);
    expect(first.includes('<!--$?-->'), fence('R5', 'React marks a pending Suspense boundary with <!--$?--> (markup-reuse.ts UNSAFE)')).toBe(true);
  });
});
