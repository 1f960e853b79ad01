// S3-compatible object storage (AWS S3, MinIO, Ceph, OSS/COS in S3 mode). Path-style addressing and
// a configurable endpoint make the self-hosted ones work.
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertValidKey, isValidKey, type FileStorage, type StoredFile } from './keys.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * Bytes per part of a streamed upload (S3's minimum is 5 MiB except the last part). At most one
   * part is held in memory at a time.
   */
  partSize?: number;
}

const DEFAULT_PART_SIZE = 8 * 1024 * 1024;

/** The stream cut into parts of exactly `size` bytes (the last may be shorter), one held at a time. */
async function* partsOf(body: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of body) {
    let data = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    while (pendingBytes + data.length >= size) {
      const take = size - pendingBytes;
      pending.push(data.subarray(0, take));
      yield Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      data = data.subarray(take);
    }
    if (data.length > 0) {
      pending.push(data);
      pendingBytes += data.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
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

  /**
   * A stream that fits in one part is one PutObject; a longer one is a multipart upload (part by part,
   * so memory holds one part), aborted when the stream or a part fails so no object and no stray parts
   * are left.
   */
  async putStream(key: string, body: Readable, contentType: string): Promise<void> {
    assertValidKey(key);
    const { sdk, client } = await this.#connect();
    const parts = partsOf(body, this.#options.partSize ?? DEFAULT_PART_SIZE);
    const first = await parts.next();
    const second = first.done ? first : await parts.next();
    if (second.done) {
      await this.put(key, first.done ? Buffer.alloc(0) : first.value, contentType);
      return;
    }
    const target = { Bucket: this.bucket, Key: key };
    const created = await client.send(new sdk.CreateMultipartUploadCommand({ ...target, ContentType: contentType }));
    const UploadId = created.UploadId!;
    const done: { ETag: string | undefined; PartNumber: number }[] = [];
    const upload = async (part: Buffer) => {
      const PartNumber = done.length + 1;
      const out = await client.send(new sdk.UploadPartCommand({ ...target, UploadId, PartNumber, Body: part, ContentLength: part.length }));
      done.push({ ETag: out.ETag, PartNumber });
    };
    try {
      await upload(first.value!);
      await upload(second.value);
      for await (const part of parts) await upload(part);
      await client.send(new sdk.CompleteMultipartUploadCommand({ ...target, UploadId, MultipartUpload: { Parts: done } }));
    } catch (error) {
      await client.send(new sdk.AbortMultipartUploadCommand({ ...target, UploadId })).catch(() => undefined);
      throw error;
    }
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

  async *list(prefix: string, before: Date): AsyncIterable<string> {
    const { sdk, client } = await this.#connect();
    let token: string | undefined;
    do {
      const out = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const object of out.Contents ?? []) {
        if (object.Key && isValidKey(object.Key) && object.LastModified && object.LastModified < before) yield object.Key;
      }
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
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
