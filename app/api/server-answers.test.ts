// The answers a console page is drawn with (decision 0091): the server makes each call once however
// often the render asks, keeps refusals as refusals, and the page's data block carries them to the
// browser intact, with no text that could end the script element.
import { describe, expect, it } from 'vitest';
import { ANSWERS_BLOCK_ID, createServerAnswerSource, pageAnswerSource, type ConsoleApiCall } from './server-answers.ts';
import { fillAnswersBlock } from '../page-assembly/answers-block.ts';

function recordingCall(answers: Record<string, { status: number; payload: unknown } | Error>) {
  const calls: string[] = [];
  const call: ConsoleApiCall = async (method, url) => {
    calls.push(`${method} ${url}`);
    const answer = answers[url];
    if (answer instanceof Error || answer === undefined) throw answer ?? new Error('no answer');
    return answer;
  };
  return { calls, call };
}

describe('createServerAnswerSource', () => {
  it('makes each call once, hands the same promise to every render, and settles it for the page', async () => {
    const { calls, call } = recordingCall({ '/api/admin/v1/auth/me': { status: 200, payload: { code: 200, msg: 'ok', data: { id: 1 } } } });
    const source = createServerAnswerSource(call);
    const first = source.answer('/api/admin/v1/auth/me', 'POST');
    expect(source.answer('/api/admin/v1/auth/me', 'POST')).toBe(first);
    expect(await first).toEqual({ ok: true, data: { id: 1 } });
    expect(calls).toEqual(['POST /api/admin/v1/auth/me']);
    expect(source.settled()).toEqual({ '/api/admin/v1/auth/me': { ok: true, data: { id: 1 } } });
  });

  it('keeps a refusal with its code, message and data, and a fault without its internals', async () => {
    const { call } = recordingCall({
      '/forbidden': { status: 403, payload: { code: 403, msg: '没有权限', data: null } },
      '/refused': { status: 200, payload: { code: 201, msg: '订单状态已变化', data: { status: 3 } } },
      '/broken': { status: 502, payload: '<html>Bad gateway</html>' },
      '/thrown': new Error('socket hang up'),
    });
    const source = createServerAnswerSource(call);
    expect(await source.answer('/forbidden', 'GET')).toEqual({ ok: false, code: 403, msg: '没有权限', data: null });
    expect(await source.answer('/refused', 'GET')).toEqual({ ok: false, code: 201, msg: '订单状态已变化', data: { status: 3 } });
    expect(await source.answer('/broken', 'GET')).toEqual({ ok: false, code: 500, msg: null, data: null });
    expect(await source.answer('/thrown', 'GET')).toEqual({ ok: false, code: 500, msg: null, data: null });
  });
});

describe('the answers data block', () => {
  const EMPTY = `<script type="application/json" id="${ANSWERS_BLOCK_ID}"></script>`;
  const page = (body: string) => Buffer.from(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`);

  it('carries text that would end the element or open a comment as data, and the browser reads it back', () => {
    const hostile = '</script><script>alert(1)</script><!-- 订单 -->';
    const answers = { '/api/admin/v1/orders/list?keyword=%3C': { ok: true as const, data: { note: hostile } } };
    const html = fillAnswersBlock(page(`<main>订单</main>${EMPTY}`), answers).toString('utf8');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const text = /<script type="application\/json" id="console-answers">(.*?)<\/script>/s.exec(html)![1]!;
    const source = pageAnswerSource({ getElementById: (id: string) => (id === ANSWERS_BLOCK_ID ? ({ textContent: text } as HTMLElement) : null) });
    expect(source!.answer('/api/admin/v1/orders/list?keyword=%3C', 'POST')).toEqual(answers['/api/admin/v1/orders/list?keyword=%3C']);
  });

  it('leaves a page without the block as it was', () => {
    const html = page('<main>首页</main>');
    expect(fillAnswersBlock(html, { '/a': { ok: true, data: 1 } })).toBe(html);
  });

  it('in the browser: no block, no source; after hydration the answers are forgotten, so later loads are fresh', () => {
    expect(pageAnswerSource({ getElementById: () => null })).toBeNull();
    const source = pageAnswerSource({ getElementById: () => ({ textContent: '{"/a":{"ok":true,"data":1}}' }) as HTMLElement })!;
    expect(source.answer('/a', 'POST')).toEqual({ ok: true, data: 1 });
    source.forget();
    expect(source.answer('/a', 'POST')).toBeUndefined();
    // A damaged block draws nothing from it: the page loads as a browser-drawn one would.
    expect(pageAnswerSource({ getElementById: () => ({ textContent: '{"/a":' }) as HTMLElement })!.answer('/a', 'POST')).toBeUndefined();
  });
});
