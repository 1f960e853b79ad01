// Upload purposes and their allowed file types. The browser names a purpose; the server owns the
// whitelist, so a caller can never widen what it may upload.
import { z } from 'zod';

export const UPLOAD_PURPOSES = {
  /** CRISPR-Net sequence pairs: csv only (spec: "Upload accepts csv types only"). */
  crispr: { exts: ['csv'], message: '只能上传csv格式的文件!' },
  /** Order proofs (host, growth, survival). */
  proof: { exts: ['png', 'jpg', 'jpeg', 'pdf', 'doc', 'docx'], message: '只能上传图片、PDF、Word格式的文件!' },
  image: { exts: ['png', 'jpg', 'jpeg', 'gif', 'webp'], message: '只能上传图片格式的文件!' },
} as const satisfies Record<string, { exts: readonly string[]; message: string }>;

export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

export const uploadPurposeNames = Object.keys(UPLOAD_PURPOSES) as [UploadPurpose, ...UploadPurpose[]];

export const uploadParamsSchema = z.object({
  purpose: z.enum(uploadPurposeNames, { error: '不支持的上传用途' }),
});

/** Value for an `<input type="file" accept>` / antd Upload `accept`: a hint only, the server decides. */
export const uploadAccept = (purpose: UploadPurpose): string =>
  UPLOAD_PURPOSES[purpose].exts.map((ext) => `.${ext}`).join(',');

export const UPLOAD_MESSAGES = {
  noFile: '请选择要上传的文件',
  oneFile: '每次只能上传一个文件',
  tooLarge: '文件过大',
} as const;
