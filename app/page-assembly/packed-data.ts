// Loader data that is the same for every visitor, made into JSON text once per content change
// (decision 0056). React Router writes loader data into every uncached page through its serialiser
// (turbo-stream) and then as a JavaScript string inside a script: a long text is escaped twice and
// encoded and decoded on the way, a sixth of a home render's CPU. So a page carries such a value as a
// data block of its own (`<script type="application/json">`, text escaped once and kept), and the
// loader data only names the block; a client-side navigation's data request, which has no page, gets
// the text inline. The server keeps the object each text was made from, so its own render reads the
// object without parsing; the browser parses a text once.
//
// Only for data made of JSON's types (strings, numbers, booleans, null, arrays, plain objects): a
// Date would come back as a string.
import type { RouterContextProvider } from 'react-router';
import { serverContext } from '../server-context.ts';

declare const packedType: unique symbol;

/** A value in loader data as a data block's name (in a page) or as its JSON text (in a data request). */
export type Packed<T> = ({ readonly packedBlock: string } | { readonly packedJson: string }) & { readonly [packedType]?: T };

/** The value each packed form stands for: the server's originals, the browser's parsed copies. */
const values = new WeakMap<object, unknown>();
/** The data block's text of each named form (server only). */
const blockTexts = new WeakMap<object, string>();

/** The id of the data block `name` names. */
export const blockId = (name: string) => `packed-${name}`;

interface Level {
  objects?: WeakMap<object, Level>;
  others?: Map<unknown, Level>;
  forms?: { block: Packed<unknown>; inline: Packed<unknown> };
}

let blocksMade = 0;

/**
 * The packed form of what `make` returns, made once per combination of `inputs`: objects count by
 * identity (the content services hand out the same cached objects until content changes, so a new one
 * means new content, and the old entry goes with the old object), other values by value (keep them to
 * a few, such as the language). `context`: the loader's, which tells a page from a data request.
 */
export function createPacker() {
  const root: Level = {};
  return function packOnce<T>(context: Readonly<RouterContextProvider>, inputs: readonly unknown[], make: () => T): Packed<T> {
    let level = root;
    for (const input of inputs) {
      const isObject = input !== null && (typeof input === 'object' || typeof input === 'function');
      const table = (isObject ? (level.objects ??= new WeakMap()) : (level.others ??= new Map())) as Map<unknown, Level>;
      let next = table.get(input);
      if (next === undefined) {
        next = {};
        table.set(input, next);
      }
      level = next;
    }
    if (level.forms === undefined) {
      const value = make();
      const json = JSON.stringify(value);
      const block = { packedBlock: `${++blocksMade}` };
      const inline = { packedJson: json };
      values.set(block, value);
      values.set(inline, value);
      // `<` as \u003c (the same JSON): nothing inside can end the script element or open a comment.
      blockTexts.set(block, json.replaceAll('<', '\\u003c'));
      level.forms = { block, inline };
    }
    return (context.get(serverContext).page ? level.forms.block : level.forms.inline) as Packed<T>;
  };
}

/** A packed form of `value` made for this call only (fixed values such as an empty menu). */
export function packedInline<T>(value: T): Packed<T> {
  const packed = { packedJson: JSON.stringify(value) };
  values.set(packed, value);
  return packed;
}

/** The value of a packed form: the server's original, or parsed (once per form) from its text. */
export function unpack<T>(packed: Packed<T>): T {
  let value = values.get(packed) as T | undefined;
  if (value === undefined) {
    value = JSON.parse('packedJson' in packed ? packed.packedJson : blockText(packed.packedBlock)) as T;
    values.set(packed, value);
  }
  return value;
}

function blockText(name: string): string {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(blockId(name))?.textContent;
  if (text == null) throw new Error(`The page has no data block ${blockId(name)}.`);
  return text;
}

/** Whether a loader-data value is a data block's name. */
export function isPackedBlock(value: unknown): value is Packed<unknown> & { readonly packedBlock: string } {
  return typeof value === 'object' && value !== null && typeof (value as { packedBlock?: unknown }).packedBlock === 'string';
}

/** The text of a named form's data block; undefined in the browser (which keeps the server's text). */
export function blockTextOf(packed: Packed<unknown>): string | undefined {
  return blockTexts.get(packed);
}
