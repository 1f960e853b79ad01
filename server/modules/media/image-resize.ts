// Decodes an uploaded picture and re-encodes it as WebP in the widths the pages use. Re-encoding is
// the point: whatever the file carried besides pixels (EXIF with GPS, comments, a polyglot payload)
// is gone, and the picture is turned upright by its EXIF orientation first. sharp (libvips) is loaded
// on the first upload only: it is a native library most requests never need.
import type { Sharp, SharpOptions } from 'sharp';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export interface ResizedImage {
  width: number;
  height: number;
  data: Buffer;
}

export interface ResizeResult {
  /** The picture pages show: the original width, at most the largest width asked for. */
  main: ResizedImage;
  /** Smaller copies by width, only for widths smaller than the picture. */
  variants: Record<number, ResizedImage>;
}

/** Decoding stops beyond this many pixels (a tiny file can claim a gigantic canvas). */
const MAX_INPUT_PIXELS = 60_000_000;
const WEBP_QUALITY = 82;

type SharpFactory = typeof import('sharp');
let sharpModule: Promise<SharpFactory> | null = null;
const loadSharp = () => (sharpModule ??= import('sharp').then((loaded) => loaded.default));

/** Thrown when the content passed the type check but cannot be decoded. */
export class UnreadableImageError extends Error {}

export async function resizeImage(content: Buffer, format: ImageFormat, widths: readonly number[]): Promise<ResizeResult> {
  const sharp = await loadSharp();
  // Animated GIFs stay animated (animated WebP); they carry no EXIF orientation to apply.
  const animated = format === 'gif';
  const options: SharpOptions = { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' };
  const open = (): Sharp => (animated ? sharp(content, options) : sharp(content, options).rotate());

  let original: { width: number; height: number };
  try {
    const meta = await sharp(content, options).metadata();
    const upright = !animated && (meta.orientation ?? 1) >= 5;
    const frameHeight = animated ? (meta.pageHeight ?? meta.height) : meta.height;
    original = upright ? { width: frameHeight, height: meta.width } : { width: meta.width, height: frameHeight };
  } catch (error) {
    throw new UnreadableImageError(String(error));
  }
  if (!(original.width > 0 && original.height > 0)) throw new UnreadableImageError('no dimensions');

  const encode = async (width: number): Promise<ResizedImage> => {
    try {
      const data = await open().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
      const w = Math.min(width, original.width);
      return { width: w, height: Math.max(1, Math.round((original.height * w) / original.width)), data };
    } catch (error) {
      throw new UnreadableImageError(String(error));
    }
  };

  const largest = Math.max(...widths);
  const main = await encode(largest);
  const variants: Record<number, ResizedImage> = {};
  for (const width of widths) {
    // Never upscaled: a copy exists only when the picture is wider than it.
    if (width !== largest && original.width > width) variants[width] = await encode(width);
  }
  return { main, variants };
}
