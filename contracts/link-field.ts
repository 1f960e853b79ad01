// The one rule for every address the API stores and a page later puts into `href` or `src` (carousel
// and category links, pictures of articles, news, products, plasmids, pages, blocks and settings).
// React escapes attribute text but not a URL's scheme: `javascript:`, `data:` or `vbscript:` in a
// link runs script on the visitor's click, so only http(s) addresses and paths of this site pass.
// The rule is an allow-list, not a list of bad schemes: browsers ignore case, leading blanks and tabs
// inside a scheme (`JaVa\tScript:`), which a deny-list keeps missing.
import { withEnglish } from './english-messages.ts';
import { TEXT_TOO_LONG, optionalText, requiredText, type TooLongMessage } from './form-fields.ts';

export const LINK_MESSAGES = {
  /** A link that may also be a path of this site (carousels, page blocks). */
  link: '链接须以 http:// 或 https:// 开头，或为站内地址（以 / 开头）',
  /** A link that leaves the site: the category's 跳转链接 (a site path is the category's own page). */
  external: '跳转链接须以 http:// 或 https:// 开头',
  /** A picture: one of our uploads (`/uploads/…`), another site path, or an http(s) address. */
  picture: '图片地址须以 http:// 或 https:// 开头，或为站内地址（以 / 开头）',
} as const;
withEnglish(LINK_MESSAGES, {
  link: 'The link must start with http:// or https://, or be a path of this site (starting with /)',
  external: 'The link must start with http:// or https://',
  picture: 'The picture address must start with http:// or https://, or be a path of this site (starting with /)',
});

export type LinkKind = keyof typeof LINK_MESSAGES;

// No blanks, quotes, angle brackets or backslashes anywhere: browsers drop tabs and newlines inside a
// URL and read `\` as `/`, so `/\evil.example` and `/<tab>/evil.example` would leave the site.
const ABSOLUTE = /^https?:\/\/[^\s"'<>\\/?#]+(?:[/?#][^\s"'<>\\]*)?$/i;
// A path of this site; `//host` is another site (a protocol-relative address).
const SITE_PATH = /^\/(?![/\\])[^\s"'<>\\]*$/;

/** True for an http(s) address, or (unless `kind` is 'external') a path of this site. Expects trimmed text. */
export function isSafeLink(text: string, kind: LinkKind = 'link'): boolean {
  return ABSOLUTE.test(text) || (kind !== 'external' && SITE_PATH.test(text));
}

/** An optional link or picture address: blank is null, anything else must pass `isSafeLink`. */
export const optionalLink = (kind: LinkKind, max = 500, tooLong: TooLongMessage = TEXT_TOO_LONG) =>
  optionalText(max, tooLong).refine((v) => v === null || isSafeLink(v, kind), { message: LINK_MESSAGES[kind] });

/** A required link or picture address: blank gives `missing`. */
export const requiredLink = (kind: LinkKind, missing: string, max = 500) =>
  requiredText(missing, max).refine((v) => isSafeLink(v, kind), { message: LINK_MESSAGES[kind] });
