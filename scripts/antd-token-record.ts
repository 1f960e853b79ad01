// antd's design token for the site theme as antd works it out, for app/components/antd-token-snapshot.json
// (decision 0095): a server render of a button in the site's ConfigProvider with @ant-design/cssinjs's
// useCacheToken watched. antd is loaded as Node loads it (its CommonJS build), whose useToken reads the
// hook from the module's exports at each call, so replacing the export for the render sees every call.
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { SITE_THEME } from '../app/components/antd-theme.ts';
import { tokenSnapshotKey, type CachedToken, type TokenSnapshotKey } from '../app/components/antd-token-snapshot.ts';

type UseCacheToken = (theme: object, tokens: object[], option: Record<string, unknown>) => CachedToken;

export interface RecordedToken {
  /** What useCacheToken was called with (for tests that call the shim the same way). */
  args: Parameters<UseCacheToken>;
  key: TokenSnapshotKey;
  /** The answer, its variables' CSS left out: antd.css holds them (fence A11) and nothing inserts them. */
  value: CachedToken;
}

const require = createRequire(import.meta.url);

export function recordSiteToken(): RecordedToken {
  const hookModule = require('@ant-design/cssinjs/lib/hooks/useCacheToken') as { default: UseCacheToken };
  const { Button, ConfigProvider } = require('antd') as typeof import('antd');
  const workOut = hookModule.default;
  const calls: RecordedToken[] = [];
  hookModule.default = (...args) => {
    const [tokenWithCssVar, hashClass, token, , cssVarKey] = workOut(...args);
    // cssinjs names the hash class by NODE_ENV when it is loaded; this is the production build's name
    // (the site sets hashed: false, so antd uses none).
    const value: CachedToken = [tokenWithCssVar, hashClass.replace(/^css-dev-only-do-not-override-/, 'css-'), token, '', cssVarKey];
    calls.push({ args, key: tokenSnapshotKey(args[1], args[2]), value });
    return workOut(...args);
  };
  try {
    renderToString(createElement(ConfigProvider, { theme: SITE_THEME }, createElement(Button, null, '提交')));
  } finally {
    hookModule.default = workOut;
  }
  const keys = new Set(calls.map((call) => JSON.stringify(call.key)));
  if (keys.size !== 1) throw new Error(`antd asked for ${keys.size} different tokens in the site theme; the snapshot keeps one`);
  return calls[0];
}
