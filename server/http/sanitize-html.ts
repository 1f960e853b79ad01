// HTML bodies stored in the database (categories, articles, news, pages, products) are rich text from
// an editor and end up in pages through dangerouslySetInnerHTML. They are sanitised on write and again
// on read, so a row written by an older version, a seed or a direct SQL edit can never carry script.
// Allowed: the usual rich-text tags, tables, images and links with safe schemes, and a short list of
// inline styles editors emit. Never: script/style/iframe elements, event handlers, javascript: URLs.
// A picture the console resized gets its stored sizes as srcset (see responsiveImg).
import sanitize from 'sanitize-html';
import { responsiveImage } from '../../contracts/responsive-image.ts';

const ALLOWED_TAGS = [
  ...sanitize.defaults.allowedTags,
  'img',
  'picture',
  'source',
  'video',
  'audio',
  'font',
  'center',
  'del',
  'ins',
];

// Editors express alignment, colour and size through inline style; anything else (position, url(),
// expression()) is dropped. Values are matched against these patterns by sanitize-html.
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;
const LENGTH = /^(0|[\d.]+(px|em|rem|%|pt|vw|vh)?|auto|normal|inherit)$/i;
const LENGTHS = /^((0|[\d.]+(px|em|rem|%|pt)?|auto)\s*){1,4}$/i;
const ALLOWED_STYLES: sanitize.IOptions['allowedStyles'] = {
  '*': {
    color: [COLOR],
    'background-color': [COLOR],
    'text-align': [/^(left|right|center|justify)$/i],
    'text-indent': [LENGTH],
    'text-decoration': [/^(none|underline|line-through|overline)$/i],
    'font-size': [LENGTH, /^(x{0,2}-?(small|large)|medium|smaller|larger)$/i],
    'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/i],
    'font-style': [/^(normal|italic|oblique)$/i],
    'font-family': [/^[\w\s,'"\u4e00-\u9fa5-]+$/],
    'line-height': [LENGTH],
    'letter-spacing': [LENGTH],
    'vertical-align': [/^(baseline|top|middle|bottom|sub|super)$/i],
    width: [LENGTH],
    height: [LENGTH],
    'max-width': [LENGTH],
    margin: [LENGTHS],
    'margin-top': [LENGTH],
    'margin-bottom': [LENGTH],
    'margin-left': [LENGTH],
    'margin-right': [LENGTH],
    padding: [LENGTHS],
    'padding-left': [LENGTH],
    'padding-right': [LENGTH],
    border: [/^[\w\s#().,%-]+$/],
    'border-collapse': [/^(collapse|separate)$/i],
    float: [/^(left|right|none)$/i],
    display: [/^(block|inline|inline-block|none)$/i],
    'white-space': [/^(normal|nowrap|pre|pre-wrap|pre-line)$/i],
  },
};

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // Explicit per tag; `on*` handlers are never listed, so they are always removed.
  allowedAttributes: {
    // No `id`: page HTML must not be able to clobber the app's own element ids.
    '*': ['class', 'style', 'title', 'lang', 'dir', 'align'],
    a: ['href', 'name', 'target', 'rel'],
    // `sizes` only survives on the pictures responsiveImg fills in.
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
    source: ['src', 'srcset', 'type', 'media'],
    video: ['src', 'poster', 'controls', 'width', 'height', 'loop', 'muted', 'playsinline', 'preload'],
    audio: ['src', 'controls', 'loop', 'preload'],
    font: ['color', 'size', 'face'],
    table: ['border', 'cellpadding', 'cellspacing', 'width', 'summary'],
    td: ['colspan', 'rowspan', 'width', 'height', 'valign'],
    th: ['colspan', 'rowspan', 'width', 'height', 'valign', 'scope'],
    col: ['span', 'width'],
    colgroup: ['span', 'width'],
    ol: ['start', 'type', 'reversed'],
    li: ['value'],
  },
  allowedStyles: ALLOWED_STYLES,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Pasted screenshots arrive as inline images; data: stays limited to images.
  allowedSchemesByTag: { img: ['http', 'https', 'data'], source: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster', 'srcset'],
  allowProtocolRelative: false,
  // Removed together with their content rather than escaped as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  disallowedTagsMode: 'discard',
  transformTags: {
    img: responsiveImg,
    // A link that opens a new window must not give that window a handle on this page.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/**
 * A console upload named with its size (contracts/responsive-image.ts) gets every stored width as
 * srcset, a `sizes` of the width it is shown at (its width attribute, else its own width; the
 * window on narrower screens), and width/height when it has neither, so the body keeps its place
 * while it loads. Whatever srcset/sizes the HTML carried for it is replaced: the name is the truth.
 * Any other picture keeps its attributes, minus `sizes`.
 */
function responsiveImg(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const { sizes: _ignored, ...rest } = attribs;
  const image = responsiveImage(attribs.src ?? '');
  if (!image.width || !image.height) return { tagName, attribs: rest };
  const shownWidth = /^[1-9]\d*$/.test(attribs.width ?? '') ? Number(attribs.width) : image.width;
  const { srcset: _stale, ...result } = rest;
  if (attribs.width === undefined && attribs.height === undefined) Object.assign(result, { width: String(image.width), height: String(image.height) });
  if (image.srcSet) Object.assign(result, { srcset: image.srcSet, sizes: `(max-width: ${shownWidth}px) 100vw, ${shownWidth}px` });
  return { tagName, attribs: result };
}

/** Sanitises editor HTML for rendering as HTML. `null`/`undefined` stay as they are. */
export function sanitizeRichHtml(html: string): string;
export function sanitizeRichHtml(html: string | null | undefined): string | null;
export function sanitizeRichHtml(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  if (html === '') return '';
  return sanitize(html, OPTIONS);
}

/**
 * Plain text shown as HTML with its line breaks kept (hotlines, addresses): tags are sanitised like
 * rich text and every CR/LF line break becomes `<br>`.
 */
export function multilineToHtml(text: string): string {
  return sanitizeRichHtml(text.replace(/\r\n|\r|\n/g, '<br>'));
}
