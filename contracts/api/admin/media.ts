// Images staff upload for the public site (news, articles, carousels, products, categories, about
// blocks): checked by content, resized on the server into the sizes the pages use, stored under
// random names. Every content form uploads its picture here and stores the returned `url`.
import { z } from 'zod';
import { admin } from './admin-v1.ts';

export const MEDIA_PURPOSES = ['news', 'article', 'carousel', 'product', 'plasmid', 'category', 'about', 'page'] as const;

export const uploadedImage = z.object({
  id: z.number().int(),
  /**
   * The image to store in the entity's picture field (the largest size kept, at most 1600 px wide),
   * named with its size (`<hex>-1600x500.webp`) so pages derive the copies from it.
   */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Smaller copies for lists and phones: 400 and 800 px wide (absent when the original is smaller), `<hex>-1600x500-400.webp`. */
  variants: z.record(z.string(), z.string()),
});

export const adminMediaApi = {
  uploadImage: admin({
    path: '/media/uploadImage',
    roles: ['editor'],
    summary: '上传图片（multipart：file，purpose）；按内容检查类型，服务器缩放为 400/800/1600 宽，返回地址',
    multipart: { purpose: { type: 'string', enum: [...MEDIA_PURPOSES] } },
    output: uploadedImage,
  }),
};

export type MediaPurpose = (typeof MEDIA_PURPOSES)[number];
export type UploadedImage = z.infer<typeof uploadedImage>;
