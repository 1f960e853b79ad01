// Personal API keys of customers (issue 34, points 6-7; decision 0081): a key reaches only the calls
// of its scopes, is shown once, is stored as a hash, and every use is recorded. The scopes, the
// limits and the messages are here so the account page and the server say the same thing.
import { z } from 'zod';
import { withEnglish } from './english-messages.ts';
import { charLimit, isBlank, requiredId, requiredString } from './form-fields.ts';

/** What a key may do: submit and read CRISPR-Net jobs, or read the customer's orders and their status. */
export const API_KEY_SCOPES = ['crispr', 'orders:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with this, so a leaked one is recognisable (and a scanner can find it). */
export const API_KEY_PREFIX = 'gs_live_';
/** The prefix and 32 random bytes in base64url. */
export const API_KEY_PATTERN = /^gs_live_[A-Za-z0-9_-]{43}$/;
/** How much of a key the list shows: the prefix and the first six characters of the secret. */
export const API_KEY_VISIBLE_LENGTH = API_KEY_PREFIX.length + 6;

export const API_KEY_LIMITS = {
  /** Live (not revoked) keys one customer may hold. */
  maxKeysPerCustomer: 10,
  nameMax: 40,
  /** Uses of one key the account page lists. */
  usesShown: 20,
} as const;

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  crispr: 'CRISPR-Net 任务（提交与读取）',
  'orders:read': '读取订单与进度',
};
withEnglish(API_KEY_SCOPE_LABELS, { crispr: 'CRISPR-Net jobs (submit and read)', 'orders:read': 'Read orders and their progress' });

export const API_KEY_MESSAGES = {
  name: '请输入密钥名称!',
  scopes: '请至少选择一个权限范围!',
  id: '请选择密钥',
  created: '密钥已创建',
  revoked: '密钥已撤销',
  tooMany: `最多只能保留 ${API_KEY_LIMITS.maxKeysPerCustomer} 个有效密钥，请先撤销不用的密钥`,
  notFound: '密钥不存在',
  /** Answered with 401: a key that does not exist, was revoked, or whose account is disabled. */
  invalid: 'API 密钥无效或已撤销',
  /** Answered with 429 once an address has sent too many bad keys (like the login limit). */
  tooManyBad: 'API 密钥错误次数过多，请 15 分钟后再试',
  /** Answered with 403: the call does not take API keys (account, password, e-mail, keys, staff). */
  notForKeys: '此接口不接受 API 密钥，请登录后操作',
  /** Answered with 403: the call takes keys, but not of this key's scopes. */
  outOfScope: '此 API 密钥没有调用该接口的权限',
  confirmRevoke: '撤销后使用此密钥的程序将无法再访问，确定撤销吗？',
  shownOnce: '请立即复制并妥善保存：此密钥只显示这一次，关闭后无法再次查看。',
} as const;

withEnglish(API_KEY_MESSAGES, {
  name: 'Please enter a name for the key!',
  scopes: 'Please choose at least one scope!',
  id: 'Please choose a key',
  created: 'Key created',
  revoked: 'Key revoked',
  tooMany: `You may keep at most ${API_KEY_LIMITS.maxKeysPerCustomer} active keys; please revoke one you no longer use`,
  notFound: 'The key does not exist',
  invalid: 'The API key is invalid or has been revoked',
  tooManyBad: 'Too many wrong API keys, please try again in 15 minutes',
  notForKeys: 'This call does not accept API keys; please log in instead',
  outOfScope: 'This API key may not make this call',
  confirmRevoke: 'Programs using this key will lose access. Revoke it?',
  shownOnce: 'Copy the key now and keep it safe: it is shown only this once and cannot be seen again.',
});

/** `scopes` as a JSON array, a repeated query parameter or one comma-separated text. */
const scopeList = z.preprocess(
  (value) => (isBlank(value) ? [] : typeof value === 'string' ? value.split(',').map((s) => s.trim()) : value),
  z
    .array(z.enum(API_KEY_SCOPES, { error: API_KEY_MESSAGES.scopes }), { error: API_KEY_MESSAGES.scopes })
    .min(1, { error: API_KEY_MESSAGES.scopes })
    .transform((scopes) => [...new Set(scopes)]),
);

export const createApiKeyInput = z.object({
  name: requiredString(API_KEY_MESSAGES.name, API_KEY_LIMITS.nameMax, charLimit),
  scopes: scopeList,
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInput>;

export const apiKeyIdInput = z.object({ id: requiredId(API_KEY_MESSAGES.id) });

/**
 * Why a request made with a key of `scopes` may not make a call that takes `callScope` (undefined: the
 * call takes no key), or null when it may.
 */
export function apiKeyRefusal(scopes: readonly string[], callScope: ApiKeyScope | undefined): string | null {
  if (!callScope) return API_KEY_MESSAGES.notForKeys;
  return scopes.includes(callScope) ? null : API_KEY_MESSAGES.outOfScope;
}
