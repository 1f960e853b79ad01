// Rules and messages of the console's image upload (contracts/api/admin/media.ts), shared by the
// upload field (a hint before sending) and the server (the decision).
import { z } from 'zod';
import { MEDIA_PURPOSES } from './api/admin/media.ts';

/** Largest image file staff may upload (the resized copies are far smaller). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

// The widths are part of the address scheme of resized pictures, which lives with it.
export { IMAGE_WIDTHS } from './responsive-image.ts';

/**
 * Largest picture in pixels (width × height, every frame of an animation together). A small file can
 * describe a huge canvas, and decoding costs by pixels, not bytes: 40 megapixels is more than any
 * page needs and bounds what one upload may make the server decode (issue 32).
 */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** `accept` of the file input: a hint only, the server reads the content. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

export const MEDIA_MESSAGES = {
  noFile: '请选择要上传的图片',
  oneFile: '每次只能上传一张图片',
  notImage: '只能上传 JPG、PNG、WebP 或 GIF 格式的图片',
  broken: '图片无法读取，请换一张图片',
  tooLarge: '图片不能超过 10MB',
  tooManyPixels: '图片不能超过 4000 万像素（宽 × 高，如 8000×5000），请缩小后再上传',
  timedOut: '图片处理超时，请缩小图片后再上传',
  busy: '图片处理繁忙，请稍后再试',
  purpose: '请选择图片用途',
  malformed: '上传内容格式错误',
} as const;

export const mediaUploadFields = z.object({
  purpose: z.enum(MEDIA_PURPOSES, { error: MEDIA_MESSAGES.purpose }),
});
