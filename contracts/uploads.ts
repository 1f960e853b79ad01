// Upload purposes and their allowed file types. The browser names a purpose; the server owns the
// whitelist, so a caller can never widen what it may upload.
// Before zod builds a schema here (contracts/zod-config.ts: jitless, Chinese messages).
import './zod-config.ts';
import { z } from 'zod';
import { englishPattern, withEnglish } from './english-messages.ts';

export const UPLOAD_PURPOSES = {
  /** CRISPR-Net sequence pairs: csv only; the refusal names images, PDF and Word as the specification words it (decision 0030, part 2). */
  crispr: { exts: ['csv'], message: '只能上传csv格式的文件，不支持图片、PDF、Word等格式!' },
  /** Order proofs (host, growth, survival). */
  proof: { exts: ['png', 'jpg', 'jpeg', 'pdf', 'doc', 'docx'], message: '只能上传图片、PDF、Word格式的文件!' },
  image: { exts: ['png', 'jpg', 'jpeg', 'gif', 'webp'], message: '只能上传图片格式的文件!' },
} as const satisfies Record<string, { exts: readonly string[]; message: string }>;

export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

/** The refusals of a wrong file type, for English pages (the browser shows them before uploading). */
withEnglish(
  { crispr: UPLOAD_PURPOSES.crispr.message, proof: UPLOAD_PURPOSES.proof.message, image: UPLOAD_PURPOSES.image.message },
  {
    crispr: 'Only csv files can be uploaded; images, PDF, Word and other formats are not accepted!',
    proof: 'Only image, PDF and Word files can be uploaded!',
    image: 'Only image files can be uploaded!',
  },
);

export const uploadPurposeNames = Object.keys(UPLOAD_PURPOSES) as [UploadPurpose, ...UploadPurpose[]];

const UPLOAD_PURPOSE_UNSUPPORTED = '不支持的上传用途';

/** Without `purpose` the server infers one from the page and the file (docs/decisions/0030). */
export const uploadParamsSchema = z.object({
  purpose: z.enum(uploadPurposeNames, { error: UPLOAD_PURPOSE_UNSUPPORTED }).optional(),
});

/** Value for an `<input type="file" accept>` / antd Upload `accept`: a hint only, the server decides. */
export const uploadAccept = (purpose: UploadPurpose): string =>
  UPLOAD_PURPOSES[purpose].exts.map((ext) => `.${ext}`).join(',');

/** A size as people read it: 500MB, 1.5MB, 4KB. */
export function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.ceil(bytes / 1024)}KB`;
}

export const UPLOAD_MESSAGES = {
  noFile: '请选择要上传的文件',
  oneFile: '每次只能上传一个文件',
  tooLarge: '文件过大',
  quota: (bytes: number) => `存储空间已满：每位用户最多可保存${formatSize(bytes)}的文件，请删除不需要的订单或任务后再上传`,
  purposeUnsupported: UPLOAD_PURPOSE_UNSUPPORTED,
} as const;

withEnglish(UPLOAD_MESSAGES, {
  noFile: 'Please choose the file to upload',
  oneFile: 'One file per upload',
  tooLarge: 'The file is too large',
  quota: (bytes: number) => `Your storage is full: each user can keep up to ${formatSize(bytes)} of files. Please delete orders or tasks you no longer need and upload again`,
  purposeUnsupported: 'This upload purpose is not supported',
});
englishPattern(
  /存储空间已满：每位用户最多可保存(.+)的文件，请删除不需要的订单或任务后再上传/,
  (match) => `Your storage is full: each user can keep up to ${match[1]} of files. Please delete orders or tasks you no longer need and upload again`,
);
