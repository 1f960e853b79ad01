// The server's memory of reusable page parts (app/components/reused-markup.tsx, decision 0052). A
// render looks each part up by its inputs; on a miss the part renders as usual and, once the page is
// whole, its inside is cut out of the page's bytes and kept for the next render with the same inputs.
import type { MarkupReuse, ReusableTag } from '../components/reused-markup.tsx';

/** A render's lookups, and what it offers back once its page is complete. */
export interface RenderReuse extends MarkupReuse {
  /** Keeps the inside of every part this render missed, cut from the finished page. */
  capture(page: Uint8Array): void;
}

export interface MarkupStore {
  forRender(): RenderReuse;
  readonly size: number;
}

/**
 * What reused markup may not contain: a script or a nonce (valid for one response only), a
 * React-generated id (it follows the position in the tree, which another page may not share) or a
 * Suspense boundary still waiting for its content.
 */
const UNSAFE = /<script|\snonce=|_R_|<!--\$[?!]/i;

/** `limit`: parts kept at once, the least recently used go first (a header per address and language). */
export function createMarkupStore(limit = 512): MarkupStore {
  const entries = new Map<string, string>();
  const keys = createKeyMaker();

  const remember = (key: string, markup: string) => {
    entries.delete(key);
    entries.set(key, markup);
    if (entries.size > limit) entries.delete(entries.keys().next().value!);
  };

  return {
    get size() {
      return entries.size;
    },
    forRender() {
      const missed: { key: string; name: string; tag: ReusableTag }[] = [];
      return {
        lookup(name, tag, inputs) {
          const key = keys.keyOf(name, inputs);
          const markup = entries.get(key);
          if (markup === undefined) missed.push({ key, name, tag });
          else remember(key, markup);
          return markup;
        },
        capture(page) {
          for (const { key, name, tag } of missed) {
            const markup = innerMarkupOf(page, tag, name);
            if (markup !== null && !UNSAFE.test(markup)) remember(key, markup);
          }
        },
      };
    },
  };
}

/** Up to this length a string input is part of the key as it is; longer ones by a number. */
const INLINE_STRING = 200;
/** Distinct long strings (menu texts) numbered at once; past it the numbering starts afresh. */
const MAX_LONG_STRINGS = 64;

/**
 * Keys from inputs without reading large values on every render: objects by identity, long strings
 * by a number (V8 keeps a string's hash, so the same menu text is found again at once).
 */
function createKeyMaker() {
  const objectIds = new WeakMap<object, number>();
  let longStrings = new Map<string, number>();
  let next = 0;
  const tokenOf = (value: unknown): string => {
    if (typeof value === 'string') {
      if (value.length <= INLINE_STRING && !value.includes('\u0000')) return `s${value}`;
      let id = longStrings.get(value);
      if (id === undefined) {
        if (longStrings.size >= MAX_LONG_STRINGS) longStrings = new Map();
        id = ++next;
        longStrings.set(value, id);
      }
      return `l${id}`;
    }
    if (value !== null && (typeof value === 'object' || typeof value === 'function')) {
      let id = objectIds.get(value);
      if (id === undefined) {
        id = ++next;
        objectIds.set(value, id);
      }
      return `o${id}`;
    }
    return `p${String(value)}`;
  };
  return {
    keyOf(name: string, inputs: readonly unknown[]): string {
      let key = name;
      for (const input of inputs) key += `\u0000${tokenOf(input)}`;
      return key;
    },
  };
}

const GT = 0x3e;
const SLASH = 0x2f;

/**
 * The inside of the one element carrying `data-reuse="name"`, as text; null when there is none or
 * more than one. React escapes `<` and `>` in text and attribute values and the part writes no raw
 * HTML, so every `<` starts a tag: the element ends at the `</tag>` that balances its opening.
 */
export function innerMarkupOf(page: Uint8Array, tag: string, name: string): string | null {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const marker = Buffer.from(` data-reuse="${name}"`);
  const at = bytes.indexOf(marker);
  if (at < 0 || bytes.indexOf(marker, at + marker.length) >= 0) return null;
  const start = bytes.indexOf(GT, at + marker.length) + 1;
  if (start === 0) return null;
  const open = Buffer.from(`<${tag}`);
  const close = Buffer.from(`</${tag}>`);
  let depth = 1;
  let from = start;
  for (;;) {
    const nextClose = bytes.indexOf(close, from);
    if (nextClose < 0) return null;
    let nextOpen = bytes.indexOf(open, from);
    // `<headerx` is another element; `<header ` / `<header>` / `<header/` is the same one.
    while (nextOpen >= 0 && nextOpen < nextClose && !isTagEnd(bytes[nextOpen + open.length]!)) nextOpen = bytes.indexOf(open, nextOpen + 1);
    if (nextOpen >= 0 && nextOpen < nextClose) {
      depth += 1;
      from = nextOpen + open.length;
      continue;
    }
    depth -= 1;
    if (depth === 0) return bytes.toString('utf8', start, nextClose);
    from = nextClose + close.length;
  }
}

function isTagEnd(byte: number): boolean {
  return byte === GT || byte === SLASH || byte === 0x20 || byte === 0x09 || byte === 0x0a;
}
