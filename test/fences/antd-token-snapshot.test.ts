// Fence A12 (docs/rendering.md): the built site takes antd's design token for its theme from
// app/components/antd-token-snapshot.json instead of working it out on every page load (decision
// 0095). Here antd runs as shipped: the token it works out now for the site theme must be the one kept,
// the shim must answer the site theme from the snapshot and anything else as antd does.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useCacheToken } from '../../app/components/antd-static-css-vars.ts';
import { SITE_THEME } from '../../app/components/antd-theme.ts';
import { snapshotToken, type CachedToken } from '../../app/components/antd-token-snapshot.ts';
import snapshot from '../../app/components/antd-token-snapshot.json' with { type: 'json' };
import { recordSiteToken } from '../../scripts/antd-token-record.ts';
import { fence } from './fence.ts';

const KEPT_TOKEN = fence('A12', 'antd works out the site theme’s design token as app/components/antd-token-snapshot.json keeps it (node scripts/write-antd-token-snapshot.ts)');
const NO_ALGORITHM = fence('A12', 'the site theme sets no algorithm, design token or component token: the snapshot is not keyed on the algorithm');

/** Where two plain JSON values differ, as paths (at most ten). */
function differences(actual: unknown, expected: unknown, path = '', found: string[] = []): string[] {
  if (found.length >= 10) return found;
  if (actual !== null && expected !== null && typeof actual === 'object' && typeof expected === 'object') {
    const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
    for (const key of keys) differences((actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key], `${path}.${key}`, found);
  } else if (actual !== expected) found.push(`${path}: ${String(actual).slice(0, 80)} now, ${String(expected).slice(0, 80)} kept`);
  return found;
}

/** The kept answer, as the shim hands it out (the same object each time). */
const KEPT_VALUE: unknown = snapshot.value;
const recorded = recordSiteToken();
const [theme, tokens, option] = recorded.args;
/** antd's useToken builds the CSS-variable settings afresh on each call. */
const optionAsAntdPasses = () => ({ ...option, cssVar: { ...(option.cssVar as object) } });

describe('the site theme’s design token is kept', () => {
  it('antd works out the same token for the site theme as the snapshot keeps', () => {
    const now = JSON.parse(JSON.stringify({ key: recorded.key, value: recorded.value })) as typeof snapshot;
    expect(differences(now, snapshot), KEPT_TOKEN).toEqual([]);
  });

  it('the site theme sets nothing the snapshot is not keyed on', () => {
    expect(Object.keys(SITE_THEME).toSorted(), NO_ALGORITHM).toEqual(['cssVar', 'hashed', 'zeroRuntime']);
  });
});

describe('the shim answers the site theme from the snapshot and anything else as antd ships', () => {
  it('answers the site theme with the kept token without a hook (it is called here outside React)', () => {
    expect(useCacheToken(theme as never, tokens, optionAsAntdPasses() as never)).toBe(KEPT_VALUE);
    // Again, with the settings it has compared before.
    expect(useCacheToken(theme as never, tokens, optionAsAntdPasses() as never)).toBe(KEPT_VALUE);
  });

  it('does not answer other settings, another design token or another salt from the snapshot', () => {
    expect(snapshotToken(tokens, { ...optionAsAntdPasses(), cssVar: { ...(option.cssVar as object), key: 'css-var-dialog' } })).toBeNull();
    expect(snapshotToken([tokens[0], { ...tokens[1], colorPrimary: '#ff0000' }], optionAsAntdPasses())).toBeNull();
    expect(snapshotToken(tokens, { ...optionAsAntdPasses(), salt: '0.0.0-' })).toBeNull();
    expect(snapshotToken(tokens, optionAsAntdPasses())).toBe(KEPT_VALUE);
  });

  it('works out a token for other settings as antd does', () => {
    function Probe() {
      const answer = useCacheToken(theme as never, tokens, { ...optionAsAntdPasses(), cssVar: { ...(option.cssVar as object), key: 'css-var-dialog' } } as never) as unknown as CachedToken;
      const token = answer[2] as Record<string, unknown>;
      return createElement('output', null, [answer === KEPT_VALUE ? 'kept' : 'worked out', answer[4], String(token.colorPrimary)].join(' '));
    }
    const colorPrimary = String((recorded.value[2] as Record<string, unknown>).colorPrimary);
    expect(renderToString(createElement(Probe))).toBe(`<output>worked out css-var-dialog ${colorPrimary}</output>`);
  });
});
