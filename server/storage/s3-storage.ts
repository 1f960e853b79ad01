// S3-compatible object storage (AWS S3, MinIO, Ceph, OSS/COS in S3 mode). Path-style addressing and
// a configurable endpoint make the self-hosted ones work.
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertValidKey, type FileStorage, type StoredFile } from './keys.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

type Sdk = typeof import('@aws-sdk/client-s3');

export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  readonly bucket: string;
  readonly #options: S3StorageOptions;
  #connecting: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  #client: S3Client | null = null;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.#options = options;
  }

  /**
   * The AWS SDK is large and loads in hundreds of milliseconds: it is imported on the first file
   * access, not when the app starts (local disk is the default, and most pages touch no upload).
   */
  #connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.#connecting ??= import('@aws-sdk/client-s3').then(
      (sdk) => {
        const options = this.#options;
        this.#client = new sdk.S3Client({
          region: options.region,
          endpoint: options.endpoint,
          forcePathStyle: options.forcePathStyle,
          credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
          // Many S3-compatible servers reject the newer default checksum headers; send them only when required.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
          maxAttempts: 3,
        });
        return { sdk, client: this.#client };
      },
      (error: unknown) => {
        // A failed load is tried again on the next access rather than remembered.
        this.#connecting = null;
        throw error;
      },
    );
    return this.#connecting;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    const { sdk, client } = await this.#connect();
    await client.send(
      new sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    assertValidKey(key);
    const { sdk, client } = await this.#connect();
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return null;
      return { body: out.Body as Readable, size: Number(out.ContentLength ?? 0) };
    } catch (error) {
      if (isNotFound(sdk, error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    const { sdk, client } = await this.#connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(sdk, error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    const { sdk, client } = await this.#connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Releases the SDK's sockets (if it was ever loaded). */
  destroy(): void {
    this.#client?.destroy();
  }
}

function isNotFound(sdk: Sdk, error: unknown): boolean {
  if (error instanceof sdk.S3ServiceException) {
    return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404;
  }
  return false;
}
