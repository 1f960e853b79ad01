// API answers to an English page (x-site-language: en) carry the English of the contract's message;
// without the header they stay Chinese, as the specification words them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_LANGUAGE_HEADER } from '../../contracts/english-messages.ts';
import { NEWS_MESSAGES } from '../../contracts/news-constants.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function ask(url: string, english: boolean, payload?: Record<string, unknown>) {
  const headers = english ? { [SITE_LANGUAGE_HEADER]: 'en' } : {};
  const res = await t.app.inject({ method: payload ? 'POST' : 'GET', url, headers, payload });
  return res.json() as { code: number; msg: string };
}

describe('the language of API messages', () => {
  it('answers an unknown call in English to an English page and in Chinese otherwise', async () => {
    expect(await ask('/api/v1/no-such-call', true)).toMatchObject({ code: 404, msg: 'No such API call' });
    expect(await ask('/api/v1/no-such-call', false)).toMatchObject({ code: 404, msg: '接口不存在' });
  });

  it('puts a validation refusal into English', async () => {
    const chinese = await ask('/api/v1/news/read', false, {});
    expect(chinese).toMatchObject({ code: 201, msg: NEWS_MESSAGES.idRequired });
    expect(await ask('/api/v1/news/read', true, {})).toMatchObject({ code: 201, msg: 'Please choose a news item' });
  });

  it('puts a login refusal into English', async () => {
    expect(await ask('/api/v1/user/getMyinfo', true, {})).toMatchObject({ code: 401, msg: 'Please log in first!' });
  });
});
