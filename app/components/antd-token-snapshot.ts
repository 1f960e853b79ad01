// antd's design token for the site's one theme, worked out once by `node scripts/write-antd-token-snapshot.ts`
// instead of on every page load (decision 0095). antd's useToken asks @ant-design/cssinjs's
// useCacheToken for it on the first antd component of a page: the default algorithm's colour palettes,
// the alias tokens, a murmur hash of some 600 values and their CSS-variable forms, some 30 ms of a
// phone's main thread in the first unit of hydration work, then a 12 kB <style> of variables that
// antd.css already holds (fence A11). The snapshot is keyed on what cssinjs keys its own cache on (the
// salt, the design tokens, the override and the CSS-variable settings) without the theme's algorithm,
// which the site never sets (fence A12). Anything else (a dialog's provider of its own) is worked out
// by antd as shipped.
import snapshot from './antd-token-snapshot.json' with { type: 'json' };

interface TokenOptions {
  salt?: string;
  override?: object;
  cssVar?: object;
}

/** What useCacheToken answers: the token as CSS variables, the hash class, the token, the variables' CSS, the key. */
export type CachedToken = readonly [tokenWithCssVar: object, hashClass: string, token: object, cssVarsCss: string, cssVarKey: string];

const flattened = new WeakMap<object, string>();

/** Every key and value of `value`, nested objects included, in order: cssinjs's flattenToken without its hash. */
function flatten(value: object): string {
  let text = flattened.get(value);
  if (text === undefined) {
    text = '';
    for (const [key, item] of Object.entries(value)) text += `${key}:${item !== null && typeof item === 'object' ? `{${flatten(item)}}` : String(item)};`;
    flattened.set(value, text);
  }
  return text;
}

/** The design tokens merged as useCacheToken merges them (later wins), flattened. Worked out once per provider: isKeptTokens then knows the objects. */
function tokensKey(tokens: readonly object[]): string {
  return flatten(Object.assign({}, ...tokens));
}

/** What a useCacheToken call is answered by: the inputs cssinjs keys its cache on, but the theme. */
export interface TokenSnapshotKey {
  salt: string;
  tokens: string;
  override: string;
  cssVar: string;
}

export function tokenSnapshotKey(tokens: readonly object[], option: TokenOptions): TokenSnapshotKey {
  return { salt: option.salt ?? '', tokens: tokensKey(tokens), override: flatten(option.override ?? {}), cssVar: flatten(option.cssVar ?? {}) };
}

const KEPT: TokenSnapshotKey = snapshot.key;

/** Same keys, each value the same (===): antd builds the cssVar settings afresh on every call from constants. */
function sameFields(a: object, b: object): boolean {
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);
}

// Settings already compared, with the answer: hundreds of calls a page then compare five fields
// instead of flattening a kilobyte each. A page has one or two (a dialog's provider of its own).
const comparedCssVars: Array<{ cssVar: object; kept: boolean }> = [];

function isKeptCssVar(cssVar: object): boolean {
  const known = comparedCssVars.find((compared) => sameFields(cssVar, compared.cssVar));
  if (known) return known.kept;
  const kept = flatten(cssVar) === KEPT.cssVar;
  if (comparedCssVars.length < 8) comparedCssVars.push({ cssVar, kept });
  return kept;
}

// The override and the design tokens are the provider's, the same objects on every call: once found
// equal to the snapshot's, they are known by identity (two equal 3 kB strings are compared character
// by character).
const keptOverrides = new WeakSet<object>();
const keptDesigns = new WeakMap<object, WeakSet<object>>();

function isKeptOverride(override: object): boolean {
  if (keptOverrides.has(override)) return true;
  if (flatten(override) !== KEPT.override) return false;
  keptOverrides.add(override);
  return true;
}

function isKeptTokens(tokens: readonly object[]): boolean {
  if (tokens.length === 2 && keptDesigns.get(tokens[0])?.has(tokens[1])) return true;
  if (tokensKey(tokens) !== KEPT.tokens) return false;
  if (tokens.length === 2) {
    let designs = keptDesigns.get(tokens[0]);
    if (!designs) keptDesigns.set(tokens[0], (designs = new WeakSet()));
    designs.add(tokens[1]);
  }
  return true;
}

/** The kept answer for these inputs, or null when they are not the site theme's (then antd works it out). */
export function snapshotToken(tokens: readonly object[], option: TokenOptions): CachedToken | null {
  const hit = (option.salt ?? '') === KEPT.salt && isKeptCssVar(option.cssVar ?? {}) && isKeptOverride(option.override ?? {}) && isKeptTokens(tokens);
  return hit ? (snapshot.value as unknown as CachedToken) : null;
}
