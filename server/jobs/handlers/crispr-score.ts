// Runs crispr-score: process() skips jobs that already ended, so a retry after a crash is harmless; a
// large search it splits into crispr-search-part jobs (decision 0064), again idempotently.
import type { CrisprService } from '../../modules/crispr/service.ts';
import { crisprScore } from '../kinds/crispr-score.ts';
import { defineHandler } from './job-handler.ts';

export interface CrisprScoreDeps {
  crispr: Pick<CrisprService, 'process'>;
}

export const crisprScoreHandler = ({ crispr }: CrisprScoreDeps) =>
  defineHandler(crisprScore, async ({ jobId }, { log, jobId: queueJobId }) => crispr.process(jobId, log, queueJobId));
