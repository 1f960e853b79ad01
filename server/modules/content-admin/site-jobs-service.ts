// Job postings (/recruitment lists and /talentRecruitmentDetail) as editors run them: list with hidden
// ones, add, edit, hide/show, delete. Bodies are sanitised on write as the public site does on read.
// Each write commits with its audit row; the routes then announce the change (contentChanged).
import type { z } from 'zod';
import { jobAdminListInput, jobInput, SITE_MESSAGES as M } from '../../../contracts/content-site.ts';
import type { Database } from '../../db/client.ts';
import type { StaffActor } from '../../http/auth-staff.ts';
import { notFound } from '../../http/errors.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import type { AuditService } from '../audit/service.ts';
import { changedFields } from './site-changes.ts';
import { scheduleValues } from '../schedule/schedule-values.ts';
import { createSiteJobsRepo, type JobQueries } from './site-jobs-repo.ts';

type JobInput = z.infer<typeof jobInput>;
const ENTITY = 'job_postings';

export function createSiteJobsService(database: Database, deps: { audit: Pick<AuditService, 'record'> }) {
  const repo = createSiteJobsRepo(database.db);
  const valuesOf = ({ publish_at, unpublish_at, ...input }: JobInput) => ({
    ...input,
    body: sanitizeRichHtml(input.body),
    en_body: input.en_body === undefined ? undefined : sanitizeRichHtml(input.en_body),
    ...scheduleValues({ publish_at, unpublish_at }),
  });

  async function existing(q: JobQueries, id: number) {
    const row = await q.find(id);
    if (!row) throw notFound(M.jobNotFound);
    return row;
  }

  return {
    async list(input: z.infer<typeof jobAdminListInput>) {
      const { rows, total } = await repo.list(input, input.size, (input.page - 1) * input.size);
      return { data: rows, total };
    },

    async create(actor: StaffActor, input: JobInput) {
      return repo.transaction(async (q, tx) => {
        const row = await q.insert(valuesOf(input));
        await deps.audit.record(actor, { action: 'content.job.create', entity: ENTITY, entityId: row.id, after: row }, tx);
        return row;
      });
    },

    async update(actor: StaffActor, input: JobInput & { id: number }) {
      const { id, ...fields } = input;
      return repo.transaction(async (q, tx) => {
        const before = await existing(q, id);
        const diff = changedFields(before, valuesOf(fields));
        if (!diff.changed) return before;
        const row = await q.update(id, diff.after);
        await deps.audit.record(actor, { action: 'content.job.update', entity: ENTITY, entityId: id, before: diff.before, after: diff.after }, tx);
        return row;
      });
    },

    async setStatus(actor: StaffActor, id: number, status: 0 | 1) {
      return repo.transaction(async (q, tx) => {
        const before = await existing(q, id);
        if (before.status === status) return before;
        const row = await q.update(id, { status });
        await deps.audit.record(actor, { action: status ? 'content.job.show' : 'content.job.hide', entity: ENTITY, entityId: id, before: { status: before.status }, after: { status } }, tx);
        return row;
      });
    },

    async remove(actor: StaffActor, id: number): Promise<null> {
      await repo.transaction(async (q, tx) => {
        const before = await existing(q, id);
        await q.remove(id);
        await deps.audit.record(actor, { action: 'content.job.delete', entity: ENTITY, entityId: id, before }, tx);
      });
      return null;
    },
  };
}
