// Where uploaded files live: local disk by default, S3-compatible object storage when several app
// servers must share them.
import type { AppConfig } from '../config.ts';
import type { FileStorage } from './keys.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';

export { PRIVATE_UPLOAD_PREFIX, RESULT_KEY_PREFIX, isPrivateKey, isValidKey, randomKey, type FileStorage } from './keys.ts';

export function createStorage(config: AppConfig): FileStorage {
  if (config.UPLOAD_STORAGE === 's3') {
    return new S3Storage({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    });
  }
  return new LocalStorage(config.paths.uploads);
}
