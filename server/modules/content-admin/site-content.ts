// The console's site content in one service: the category tree, settings/pages/blocks and job postings.
import type { Database } from '../../db/client.ts';
import type { AuditService } from '../audit/service.ts';
import { createSiteCategoryService } from './site-category-service.ts';
import { createSiteJobsService } from './site-jobs-service.ts';
import { createSiteSettingsService } from './site-settings-service.ts';

export function createSiteContentService(database: Database, deps: { audit: Pick<AuditService, 'record'> }) {
  return {
    categories: createSiteCategoryService(database, deps),
    settings: createSiteSettingsService(database, deps),
    jobs: createSiteJobsService(database, deps),
  };
}
