// Runs uploads-cleanup: removes unreferenced customer files, objects without a row and expired links.
import type { UploadService } from '../../modules/upload/service.ts';
import { uploadsCleanup } from '../kinds/uploads-cleanup.ts';
import { defineHandler } from './job-handler.ts';

export interface UploadsCleanupDeps {
  uploads: Pick<UploadService, 'sweep'>;
}

export const uploadsCleanupHandler = ({ uploads }: UploadsCleanupDeps) =>
  defineHandler(uploadsCleanup, async (_payload, { log }) => {
    const counts = await uploads.sweep();
    log.info({ job: 'uploads-cleanup', ...counts }, 'unreferenced private files deleted');
    return counts;
  });
