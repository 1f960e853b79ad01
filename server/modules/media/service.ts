// The console's image upload (contracts/api/admin/media.ts): the content decides the type (JPEG, PNG,
// WebP, GIF by their magic bytes; SVG, which can carry script, and everything else is refused), the
// picture is re-encoded into the widths the pages use and stored at public, random addresses under
// /uploads/ (never under the private prefix of result files), each size with its `uploads` row, and
// the upload is audited. The names carry the sizes (contracts/responsive-image.ts), so pages build
// their srcset from the address alone. Pictures are bounded in pixels and time (image-resize.ts) and
// decoded one at a time per process (image-gate.ts).
import { fileTypeFromBuffer } from 'file-type';
import type { MediaPurpose, UploadedImage } from '../../../contracts/api/admin/media.ts';
import { IMAGE_WIDTHS, MEDIA_MESSAGES } from '../../../contracts/media.ts';
import { resizedImageKey } from '../../../contracts/responsive-image.ts';
import type { Database } from '../../db/client.ts';
import { actorOf, type AuthStaff } from '../../http/auth-staff.ts';
import { refuse } from '../../http/errors.ts';
import { randomKey, type FileStorage } from '../../storage/storage.ts';
import type { AuditService } from '../audit/service.ts';
import { displayName } from '../upload/file-check.ts';
import { uploadUrl } from '../upload/service.ts';
import { imageGate, type ImageGate } from './image-gate.ts';
import { ImageTimeoutError, resizeImage, TooManyPixelsError, UnreadableImageError, type ImageFormat, type ResizedImage, type SharpFactory } from './image-resize.ts';
import { createMediaRepo } from './repo.ts';

/** file-type's name of each accepted content. */
const ACCEPTED: Record<string, ImageFormat> = { jpg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' };

export interface ImageUpload {
  purpose: MediaPurpose;
  filename: string;
  content: Buffer;
}

export interface MediaServiceDeps {
  audit: AuditService;
  /** One picture decoded at a time in this process (image-gate.ts); the process's own unless given. */
  gate?: ImageGate;
  /** sharp itself unless a test hands another (one whose passes time out). */
  sharp?: SharpFactory;
}

export function createMediaService(database: Database, storage: FileStorage, deps: MediaServiceDeps) {
  const repo = createMediaRepo(database.db);
  const gate = deps.gate ?? imageGate;

  async function formatOf(content: Buffer): Promise<ImageFormat> {
    const detected = await fileTypeFromBuffer(content);
    const format = detected ? ACCEPTED[detected.ext] : undefined;
    if (!format) throw refuse(MEDIA_MESSAGES.notImage);
    return format;
  }

  return {
    async uploadImage(staff: AuthStaff, ip: string | null, input: ImageUpload): Promise<UploadedImage> {
      if (input.content.length === 0) throw refuse(MEDIA_MESSAGES.noFile);
      const format = await formatOf(input.content);
      let resized;
      try {
        resized = await gate.run(() => resizeImage(input.content, format, IMAGE_WIDTHS, { sharp: deps.sharp }));
      } catch (error) {
        if (error instanceof TooManyPixelsError) throw refuse(MEDIA_MESSAGES.tooManyPixels);
        if (error instanceof ImageTimeoutError) throw refuse(MEDIA_MESSAGES.timedOut);
        if (error instanceof UnreadableImageError) throw refuse(MEDIA_MESSAGES.broken);
        throw error;
      }

      const name = displayName(input.filename) || 'image';
      const stem = name.replace(/\.[^.]*$/, '') || 'image';
      const randomStem = randomKey('webp').replace(/\.webp$/, '');
      const mainKey = resizedImageKey(randomStem, resized.main);
      const copies = Object.entries(resized.variants).map(([width, image]) => ({ width, image, key: resizedImageKey(randomStem, resized.main, Number(width)) }));
      const files: { key: string; image: ResizedImage; name: string }[] = [
        { key: mainKey, image: resized.main, name: `${stem}.webp` },
        ...copies.map((copy) => ({ key: copy.key, image: copy.image, name: `${stem}-${copy.width}.webp` })),
      ];
      for (const file of files) await storage.put(file.key, file.image.data, 'image/webp');

      const variants = Object.fromEntries(copies.map((copy) => [copy.width, uploadUrl(copy.key)]));
      const answer = { url: uploadUrl(mainKey), width: resized.main.width, height: resized.main.height, variants };
      try {
        const id = await repo.transaction(async (tx) => {
          const rows = await tx.insertAll(
            files.map((file) => ({ uid: null, storage_key: file.key, original_name: file.name, mime: 'image/webp', size: file.image.data.length, purpose: `media_${input.purpose}` })),
          );
          const mainId = rows.find((row) => row.storage_key === mainKey)!.id;
          await deps.audit.record(
            actorOf(staff, ip),
            { action: 'content.image.upload', entity: 'uploads', entityId: mainId, after: { ...answer, purpose: input.purpose, original_name: name, size: input.content.length } },
            tx.db,
          );
          return mainId;
        });
        return { id, ...answer };
      } catch (error) {
        // Nothing names files whose rows were not written: remove them rather than leave orphans.
        await Promise.allSettled(files.map((file) => storage.delete(file.key)));
        throw error;
      }
    },
  };
}
