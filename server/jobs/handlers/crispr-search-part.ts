// Runs crispr-search-part: runPart() skips a part already answered and a job already ended, so a
// retry after a killed worker, or a duplicate delivery, is harmless.
import type { CrisprService } from '../../modules/crispr/service.ts';
import { crisprSearchPart } from '../kinds/crispr-search-part.ts';
import { defineHandler } from './job-handler.ts';

export interface CrisprSearchPartDeps {
  crispr: Pick<CrisprService, 'runPart'>;
}

export const crisprSearchPartHandler = ({ crispr }: CrisprSearchPartDeps) =>
  defineHandler(crisprSearchPart, async ({ jobId, part }, { log, jobId: queueJobId }) => crispr.runPart(jobId, part, queueJobId, log));
