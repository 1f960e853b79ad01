// Rules and messages of the console's image upload (contracts/api/admin/media.ts), shared by the
// upload field (a hint before sending) and the server (the decision).
import { z } from 'zod';
import { MEDIA_PURPOSES } from './api/admin/media.ts';

/** Largest image file staff may upload (the resized copies are far smaller). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

// The widths are part of the address scheme of resized pictures, which lives with it.
export { IMAGE_WIDTHS } from './responsive-image.ts';

/** `accept` of the file input: a hint only, the server reads the content. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

export const MEDIA_MESSAGES = {
  noFile: '请选择要上传的图片',
  oneFile: '每次只能上传一张图片',
  notImage: '只能上传 JPG、PNG、WebP 或 GIF 格式的图片',
  broken: '图片无法读取，请换一张图片',
  tooLarge: '图片不能超过 10MB',
  purpose: '请选择图片用途',
  malformed: '上传内容格式错误',
} as const;

export const mediaUploadFields = z.object({
  purpose: z.enum(MEDIA_PURPOSES, { error: MEDIA_MESSAGES.purpose }),
});
