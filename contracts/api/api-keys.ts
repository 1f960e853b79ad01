// The calls of the account page's API keys (/apiKeys). They need a login session: an API key itself
// can never list, create or revoke keys (decision 0081).
import { z } from 'zod';
import { API_KEY_LIMITS, API_KEY_SCOPES, apiKeyIdInput, createApiKeyInput } from '../api-keys.ts';
import { READ } from '../endpoint.ts';
import { optionalTimestamp, timestamp } from './answers.ts';
import { v1 } from './v1.ts';

const tags = ['apiKey'];

/** One key as the list shows it: never the key, never its hash; `prefix` is its first characters. */
export const apiKeyRow = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  create_time: timestamp,
  last_used_at: optionalTimestamp,
  revoked_at: optionalTimestamp,
});

/** One recorded use of a key. */
export const apiKeyUse = z.object({ method: z.string(), route: z.string(), ip: z.string().nullable(), create_time: timestamp });

export const apiKeyApi = {
  list: v1({
    path: '/apiKey/list',
    methods: READ,
    tags,
    auth: true,
    summary: '我的 API 密钥（有效的在前，最近撤销的在后；只有前缀，不含密钥本身）',
    output: z.array(apiKeyRow),
  }),
  add: v1({
    path: '/apiKey/add',
    tags,
    auth: true,
    summary: `新建 API 密钥（name，scopes = crispr | orders:read）；data.key 为密钥，只在此回答中出现一次；最多 ${API_KEY_LIMITS.maxKeysPerCustomer} 个有效密钥`,
    input: createApiKeyInput,
    output: z.object({ key: z.string(), info: apiKeyRow }),
  }),
  revoke: v1({
    path: '/apiKey/revoke',
    tags,
    auth: true,
    summary: '撤销 API 密钥（id）：之后使用它的请求回答 401',
    input: apiKeyIdInput,
  }),
  uses: v1({
    path: '/apiKey/uses',
    methods: READ,
    tags,
    auth: true,
    summary: `密钥最近 ${API_KEY_LIMITS.usesShown} 次使用（id）：方法、接口、来源地址、时间`,
    input: apiKeyIdInput,
    output: z.array(apiKeyUse),
  }),
};

export type ApiKeyRow = z.infer<typeof apiKeyRow>;
