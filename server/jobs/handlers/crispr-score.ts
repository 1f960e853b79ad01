// Runs crispr-score: process() skips jobs that already ended, so a retry after a crash is harmless.
import type { CrisprService } from '../../modules/crispr/service.ts';
import { crisprScore } from '../kinds/crispr-score.ts';
import { defineHandler } from './job-handler.ts';

export interface CrisprScoreDeps {
  crispr: Pick<CrisprService, 'process'>;
}

export const crisprScoreHandler = ({ crispr }: CrisprScoreDeps) =>
  defineHandler(crisprScore, async ({ jobId }, { log }) => crispr.process(jobId, log));
