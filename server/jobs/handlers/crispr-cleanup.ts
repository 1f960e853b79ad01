// Runs crispr-cleanup: ends stale jobs, then deletes expired results; running twice changes nothing.
import type { CrisprService } from '../../modules/crispr/service.ts';
import { crisprCleanup } from '../kinds/crispr-cleanup.ts';
import { defineHandler } from './job-handler.ts';

export interface CrisprCleanupDeps {
  crispr: Pick<CrisprService, 'failStale' | 'deleteExpired'>;
}

export const crisprCleanupHandler = ({ crispr }: CrisprCleanupDeps) =>
  defineHandler(crisprCleanup, async (_payload, { log }) => {
    const stale = await crispr.failStale();
    const jobs = await crispr.deleteExpired();
    log.info({ job: 'crispr-cleanup', jobs, stale }, 'expired CRISPR-Net results deleted');
    return { jobs, stale };
  });
