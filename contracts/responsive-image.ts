// How a console upload's address names its sizes, so any page (and the server's HTML sanitiser) can
// offer the browser every stored width without asking the database. The main file carries its own
// width and height, `2026/11/<hex>-1600x500.webp`; its smaller copies add their width,
// `<hex>-1600x500-400.webp`. Height is in the name too: with it an <img> gets width/height
// attributes, so the page reserves the picture's space before it arrives (no layout shift).
// Addresses without the marker (uploads older than this scheme, seed pictures, other sites) simply
// get no srcset. Kept free of dependencies: it ships with the public pages.

/**
 * Widths the server keeps: the page picture (at most the last, 1600 px) and the list/phone copies.
 * Part of the address scheme: every stored `-WxH` address promises a copy at each smaller width of
 * this list, so changing it needs a new marker, not an edit.
 */
export const IMAGE_WIDTHS = [400, 800, 1600] as const;

const MAIN_MAX_WIDTH: number = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
const COPY_WIDTHS: readonly number[] = IMAGE_WIDTHS.slice(0, -1);

/** The end of a resized file's name: `-1600x500.webp` for the main file, `-1600x500-400.webp` for a copy. */
const sizeSuffix = (main: { width: number; height: number }, copyWidth?: number) =>
  `-${main.width}x${main.height}${copyWidth === undefined ? '' : `-${copyWidth}`}.webp`;

/** Storage key of the main file (`copyWidth` absent) or of a copy, from the random key without extension. */
export function resizedImageKey(stem: string, main: { width: number; height: number }, copyWidth?: number): string {
  return `${stem}${sizeSuffix(main, copyWidth)}`;
}

/** Height of a copy: the main picture's proportions, rounded as the resizer rounds. */
const copyHeight = (main: { width: number; height: number }, width: number) => Math.max(1, Math.round((main.height * width) / main.width));

// Only this site's own upload paths: an absolute address may belong to anyone, whatever its name says.
const RESIZED = /^(\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32})-([1-9]\d{0,4})x([1-9]\d{0,4})(?:-([1-9]\d{0,4}))?\.webp([?#].*)?$/;

export interface ImageCandidate {
  url: string;
  width: number;
}

export interface ResizedImageSet {
  /** Size of the file the address names (the main picture or one of its copies). */
  width: number;
  height: number;
  /** Every stored size, smallest first, ending with the main picture. */
  candidates: ImageCandidate[];
}

/** The stored sizes behind a console upload's address, or null for any other address. */
export function resizedImageSet(url: string): ResizedImageSet | null {
  const match = RESIZED.exec(url);
  if (!match) return null;
  const [, stem, w, h, copy, suffix = ''] = match;
  const main = { width: Number(w), height: Number(h) };
  if (main.width > MAIN_MAX_WIDTH) return null;
  const copies = COPY_WIDTHS.filter((width) => width < main.width);
  const own = copy === undefined ? null : Number(copy);
  // A copy width the server never makes means the name was not made by it.
  if (own !== null && !copies.includes(own)) return null;
  const candidates = [
    ...copies.map((width) => ({ url: `${stem}${sizeSuffix(main, width)}${suffix}`, width })),
    { url: `${stem}${sizeSuffix(main)}${suffix}`, width: main.width },
  ];
  return own === null ? { ...main, candidates } : { width: own, height: copyHeight(main, own), candidates };
}

export interface ResponsiveImage {
  src: string;
  /** Only when there is a choice: two or more stored sizes. */
  srcSet?: string;
  width?: number;
  height?: number;
}

/** What an <img> needs to let the browser pick a stored size: src, srcset and intrinsic size. */
export function responsiveImage(url: string): ResponsiveImage {
  const set = resizedImageSet(url);
  if (!set) return { src: url };
  const srcSet = set.candidates.length > 1 ? set.candidates.map((c) => `${c.url} ${c.width}w`).join(', ') : undefined;
  return { src: url, ...(srcSet ? { srcSet } : {}), width: set.width, height: set.height };
}
