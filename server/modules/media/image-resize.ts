// Decodes an uploaded picture and re-encodes it as WebP in the widths the pages use. Re-encoding is
// the point: whatever the file carried besides pixels (EXIF with GPS, comments, a polyglot payload)
// is gone, and the picture is turned upright by its EXIF orientation first. sharp (libvips) is loaded
// on the first upload only: it is a native library most requests never need.
//
// Decoding costs by pixels, not bytes, so a picture is bounded in both before it is decoded: at most
// IMAGE_MAX_PIXELS (read from the header; libvips refuses past it too), and each pass is stopped by
// libvips after IMAGE_PASS_SECONDS (sharp's `timeout`). How many run at once is image-gate.ts.
import type { Sharp, SharpOptions } from 'sharp';
import { IMAGE_MAX_PIXELS } from '../../../contracts/media.ts';

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

/**
 * Time libvips may spend on one pass (one width; three at most). A flat 40-megapixel 16-bit PNG took
 * 0.9 s for its largest pass on a quiet 2-core machine: ten times that leaves room for a busy one.
 */
export const IMAGE_PASS_SECONDS = 10;
const WEBP_QUALITY = 82;

export type SharpFactory = typeof import('sharp');
let sharpModule: Promise<SharpFactory> | null = null;
const loadSharp = () => (sharpModule ??= import('sharp').then((loaded) => loaded.default));

/** Thrown when the content passed the type check but cannot be decoded. */
export class UnreadableImageError extends Error {}
/** Thrown when the picture has more than IMAGE_MAX_PIXELS pixels. */
export class TooManyPixelsError extends Error {}
/** Thrown when a pass took longer than IMAGE_PASS_SECONDS (libvips stopped it). */
export class ImageTimeoutError extends Error {}

/** sharp's errors as the refusals they mean. */
function failure(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('exceeds pixel limit')) return new TooManyPixelsError(message);
  if (message.startsWith('timeout')) return new ImageTimeoutError(message);
  return new UnreadableImageError(message);
}

export interface ResizeOptions {
  /** sharp itself unless a test hands another (to see the options every pass gets). */
  sharp?: SharpFactory;
}

export async function resizeImage(content: Buffer, format: ImageFormat, widths: readonly number[], resizeOptions: ResizeOptions = {}): Promise<ResizeResult> {
  const sharp = resizeOptions.sharp ?? (await loadSharp());
  // Animated GIFs stay animated (animated WebP); they carry no EXIF orientation to apply.
  const animated = format === 'gif';
  // limitInputPixels counts width × height of the whole input, every frame of an animation included.
  const options: SharpOptions = { animated, limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' };
  const open = (): Sharp => {
    const image = sharp(content, options).timeout({ seconds: IMAGE_PASS_SECONDS });
    return animated ? image : image.rotate();
  };

  let original: { width: number; height: number };
  try {
    // The header only: over the pixel limit it is refused here, before any pixel is decoded.
    const meta = await sharp(content, options).metadata();
    if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw new TooManyPixelsError(`${meta.width}x${meta.height}`);
    const upright = !animated && (meta.orientation ?? 1) >= 5;
    const frameHeight = animated ? (meta.pageHeight ?? meta.height) : meta.height;
    original = upright ? { width: frameHeight, height: meta.width } : { width: meta.width, height: frameHeight };
  } catch (error) {
    throw error instanceof TooManyPixelsError ? error : failure(error);
  }
  if (!(original.width > 0 && original.height > 0)) throw new UnreadableImageError('no dimensions');

  const encode = async (width: number): Promise<ResizedImage> => {
    try {
      const data = await open().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
      const w = Math.min(width, original.width);
      return { width: w, height: Math.max(1, Math.round((original.height * w) / original.width)), data };
    } catch (error) {
      throw failure(error);
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
