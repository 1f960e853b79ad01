// The one upload call: a multipart body with one file, read by the handler itself; the purpose (query
// string or form field, optional: see server/modules/upload/purpose.ts) decides which files are accepted.
import { z } from 'zod';
import { UPLOAD_PURPOSES } from '../uploads.ts';
import { timestamp } from './answers.ts';
import { v1 } from './v1.ts';

/** One element of the answer's `data` array (`data[0].url`). */
export const uploadedFile = z.object({ url: z.string(), name: z.string(), size: z.number().int() });

/**
 * A private file (a proof, a CRISPR-Net file) as a read answers it: a download link valid a few minutes,
 * made for the reader, and the file's name. The stored address itself is never served.
 */
export const privateFileLink = z.object({ url: z.string(), name: z.string(), expires_at: timestamp });

export const uploadApi = {
  upload: v1({
    path: '/uploads/index',
    tags: ['uploads'],
    summary: '上传一个文件（multipart），返回 data[0].url',
    auth: true,
    output: z.array(uploadedFile),
    multipart: {
      purpose: { type: 'string', enum: Object.keys(UPLOAD_PURPOSES), description: '用途，决定允许的文件类型；可省略：按来源页面（Referer）与文件扩展名推断，默认 proof（图片、PDF、Word）' },
    },
  }),
};

/** One element of the answer's `data` array (`data[0].url`). */
export type UploadedFile = z.infer<typeof uploadedFile>;
