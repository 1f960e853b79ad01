// A picture of the public site from the console (or the demo seed): an <img> that lets the browser
// pick the smallest stored size that fills its place. `sizes` says how wide the place is; the stored
// sizes come from the address itself (contracts/responsive-image.ts), so other addresses render as
// a plain <img>. Pictures load lazily unless `priority` (the first carousel slide, a page banner).
import type { ImgHTMLAttributes } from 'react';
import { resizedImageSet, responsiveImage } from '../../contracts/responsive-image.ts';

/** `sizes` of the usual places, from their CSS (base.css container 1200 px, grids in home/service/about.css). */
export const IMAGE_SIZES = {
  /** Full-bleed banners and carousels. */
  fullWidth: '100vw',
  /** Cards of the auto-fill grids (min 220–270 px columns): one column on phones. */
  tile: '(max-width: 640px) 100vw, 400px',
  /** Half of the container beside text; alone on narrow screens. */
  half: '(max-width: 900px) 100vw, 560px',
} as const;

/** Narrower than this, a full-width banner would be blown up on a laptop screen (1366 px). */
const BANNER_MIN_WIDTH = 1200;
/** A banner is a wide strip; a squarer picture (a tile) would be cropped to its middle. */
const BANNER_MIN_RATIO = 2.5;

/**
 * Whether a picture may fill a full-width banner place. A console upload's address tells its size
 * (contracts/responsive-image.ts): a small or squarish one (a tile put in the banner field) is not a
 * banner, and the page shows its title band instead. Other addresses cannot tell and are trusted:
 * they come from the banner field.
 */
export function isBannerPicture(src: string): boolean {
  const set = resizedImageSet(src);
  if (!set) return true;
  const widest = set.candidates.at(-1)!.width;
  return widest >= BANNER_MIN_WIDTH && set.width / set.height >= BANNER_MIN_RATIO;
}

export interface SiteImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'loading' | 'alt'> {
  src: string;
  alt: string;
  /** How wide the picture is shown, as the `sizes` attribute (used only when there is a choice). */
  sizes: string;
  /** Above the fold: loaded at once rather than lazily. */
  priority?: boolean;
}

export function SiteImage({ src, sizes, priority = false, width, height, decoding, ...rest }: SiteImageProps) {
  const image = responsiveImage(src);
  // A lazy picture is laid out before it loads, so the browser can use its real width (`auto`);
  // browsers without that skip the entry and read the hint after it.
  const sizesAttribute = image.srcSet ? (priority ? sizes : `auto, ${sizes}`) : undefined;
  return (
    <img
      {...rest}
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizesAttribute}
      // The place's own shape wins; otherwise the picture's stored size reserves its space.
      width={width ?? image.width}
      height={height ?? image.height}
      loading={priority ? 'eager' : 'lazy'}
      // A picture above the fold is usually the page's largest paint: ahead of the scripts.
      fetchPriority={priority ? 'high' : undefined}
      decoding={decoding ?? (priority ? undefined : 'async')}
    />
  );
}
