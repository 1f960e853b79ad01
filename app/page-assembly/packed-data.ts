// Loader data that is the same for every visitor, sent as one JSON text made once per content change
// (decision 0056). React Router serialises loader data into every uncached page value by value
// (turbo-stream): for the home page that walk was a sixth of the render's CPU. A packed value is one
// string to it. The server keeps the object each text was made from, so its own render reads the
// object without parsing; the browser parses a text once.
//
// Only for data made of JSON's types (strings, numbers, booleans, null, arrays, plain objects): a
// Date would come back as a string.

declare const packedType: unique symbol;

/** A value sent as JSON text; read it with `unpack`. */
export interface Packed<T> {
  readonly json: string;
  readonly [packedType]?: T;
}

/** The value each packed text stands for: the server's originals, the browser's parsed copies. */
const values = new WeakMap<Packed<unknown>, unknown>();

interface Level {
  objects?: WeakMap<object, Level>;
  others?: Map<unknown, Level>;
  packed?: Packed<unknown>;
}

/**
 * The packed form of what `make` returns, made once per combination of `inputs`: objects count by
 * identity (the content services hand out the same cached objects until content changes, so a new one
 * means new content and the old entry goes with the old object), other values by value (keep them to
 * a few, such as the language).
 */
export function createPacker() {
  const root: Level = {};
  return function packOnce<T>(inputs: readonly unknown[], make: () => T): Packed<T> {
    let level = root;
    for (const input of inputs) {
      const isObject = input !== null && (typeof input === 'object' || typeof input === 'function');
      const table = isObject ? (level.objects ??= new WeakMap()) : (level.others ??= new Map());
      let next = (table as Map<unknown, Level>).get(input);
      if (next === undefined) {
        next = {};
        (table as Map<unknown, Level>).set(input, next);
      }
      level = next;
    }
    if (level.packed === undefined) {
      const value = make();
      const packed: Packed<T> = { json: JSON.stringify(value) };
      values.set(packed, value);
      level.packed = packed;
    }
    return level.packed as Packed<T>;
  };
}

/** The value of a packed text (parsed once per packed object; the server's is the original). */
export function unpack<T>(packed: Packed<T>): T {
  let value = values.get(packed) as T | undefined;
  if (value === undefined) {
    value = JSON.parse(packed.json) as T;
    values.set(packed, value);
  }
  return value;
}
